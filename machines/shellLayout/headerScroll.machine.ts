import { assign, setup, type ActorRefFrom } from 'xstate';
import { LIMITS } from '../domain/constants';

export type HeaderScrollInput = { reducedMotion?: boolean };

export type HeaderScrollEvent =
  /** The page scrolled to `y` (px from the top); the view throttles these to one per frame. */
  | { type: 'scroll'; y: number }
  /** Focus entered the header (a keyboard user reached it): it must be visible. */
  | { type: 'header.focusIn' }
  /** Focus left the header. */
  | { type: 'header.focusOut' }
  /** The `prefers-reduced-motion` media query changed. */
  | { type: 'motion.preference'; reduced: boolean };

export interface HeaderScrollContext {
  lastY: number;
  /** With reduced motion the view hides and shows the header without a transition. */
  reducedMotion: boolean;
}

/**
 * SPEC §4/§9: the signed-in header hides on downward scroll past 56 px and
 * returns on scroll up. It stays shown while focus is inside it.
 */
export const headerScrollMachine = setup({
  types: {
    /** The flags views read (`hasTag`), typed so a misspelt tag fails to compile. */
    tags: {} as 'hidden' | 'shown',
    context: {} as HeaderScrollContext,
    input: {} as HeaderScrollInput,
    events: {} as HeaderScrollEvent,
  },
  guards: {
    'scrolled down past the limit': ({ context }, params: { y: number }) =>
      params.y > context.lastY && params.y > LIMITS.headerHideScrollPx,
    'scrolled up or near the top': ({ context }, params: { y: number }) =>
      params.y < context.lastY || params.y <= LIMITS.headerHideScrollPx,
  },
  actions: {
    'remember position': assign({ lastY: (_, params: { y: number }) => Math.max(0, params.y) }),
    'set motion preference': assign({ reducedMotion: (_, params: { reduced: boolean }) => params.reduced }),
  },
}).createMachine({
  id: 'headerScroll',
  description: 'Hides the signed-in header while scrolling down past 56 px; shows it on scroll up or when it holds focus.',
  context: ({ input }) => ({ lastY: 0, reducedMotion: input?.reducedMotion ?? false }),
  on: {
    'motion.preference': {
      actions: { type: 'set motion preference', params: ({ event }) => ({ reduced: event.reduced }) },
    },
  },
  initial: 'shown',
  states: {
    shown: {
      description: 'The header is on screen.',
      tags: ['shown'],
      on: {
        scroll: [
          {
            guard: { type: 'scrolled down past the limit', params: ({ event }) => ({ y: event.y }) },
            target: 'hidden',
            actions: { type: 'remember position', params: ({ event }) => ({ y: event.y }) },
          },
          { actions: { type: 'remember position', params: ({ event }) => ({ y: event.y }) } },
        ],
        'header.focusIn': 'focused',
      },
    },
    hidden: {
      description: 'Scrolled down past the limit: the header slides out of view.',
      tags: ['hidden'],
      on: {
        scroll: [
          {
            guard: { type: 'scrolled up or near the top', params: ({ event }) => ({ y: event.y }) },
            target: 'shown',
            actions: { type: 'remember position', params: ({ event }) => ({ y: event.y }) },
          },
          { actions: { type: 'remember position', params: ({ event }) => ({ y: event.y }) } },
        ],
        'header.focusIn': 'focused',
      },
    },
    focused: {
      description: 'Focus is inside the header: it stays shown whatever the scroll.',
      tags: ['shown'],
      on: {
        scroll: { actions: { type: 'remember position', params: ({ event }) => ({ y: event.y }) } },
        'header.focusOut': 'shown',
      },
    },
  },
});

export type HeaderScrollActorRef = ActorRefFrom<typeof headerScrollMachine>;
