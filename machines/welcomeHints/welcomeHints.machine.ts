import { assign, setup, type ActorRefFrom } from 'xstate';
import { unprovided, unprovidedPromise } from '../domain/placeholder';

export type HintName = 'welcome' | 'tools';
export type SeenHints = Record<HintName, boolean>;

export type WelcomeHintsEvent =
  /** The signed-in shell tells whose hints to show (SPEC §4: tracked per user e-mail). */
  | { type: 'hints.user'; email: string }
  /** The person closed the hint on screen. */
  | { type: 'hints.dismiss' }
  /** Signed out: nothing to show until the next user. */
  | { type: 'hints.clear' };

export interface WelcomeHintsContext {
  email: string | null;
  seen: SeenHints;
}

const NONE_SEEN: SeenHints = { welcome: false, tools: false };

/**
 * SPEC §4 welcome hints: a "Hi, welcome" card once per user e-mail, then a hint
 * about the tools and help once per e-mail. Which hints a person has seen is
 * read and written through provided effects (local storage in the browser).
 */
export const welcomeHintsMachine = setup({
  types: {
    /** The flags views read (`hasTag`), typed so a misspelt tag fails to compile. */
    tags: {} as 'hint' | 'tools hint' | 'welcome hint' | 'welcome over',
    context: {} as WelcomeHintsContext,
    events: {} as WelcomeHintsEvent,
  },
  actors: {
    // Local storage, provided in src/features/welcomeHints/wiring.ts; tests provide fakes.
    loadSeenHints: unprovidedPromise<SeenHints, { email: string }>('welcomeHints', 'loadSeenHints'),
  },
  actions: {
    'remember hint': (_, _params: { email: string; hint: HintName }) => unprovided('welcomeHints', 'remember hint'),
    // Tells the PIN gate, whose intro waits for it, that no hint is on screen any more:
    // provided in src/features/welcomeHints/wiring.ts.
    'announce welcome over': () => unprovided('welcomeHints', 'announce welcome over'),
    'set user': assign({ email: (_, params: { email: string }) => params.email, seen: () => ({ ...NONE_SEEN }) }),
    'set seen': assign({ seen: (_, params: { seen: SeenHints }) => params.seen }),
    'mark seen': assign({ seen: ({ context }, params: { hint: HintName }) => ({ ...context.seen, [params.hint]: true }) }),
    'forget user': assign({ email: null, seen: () => ({ ...NONE_SEEN }) }),
  },
  guards: {
    'another user': ({ context }, params: { email: string }) => context.email !== params.email,
    'welcome not seen': (_, params: { seen: SeenHints }) => !params.seen.welcome,
    'tools not seen': (_, params: { seen: SeenHints }) => !params.seen.tools,
  },
}).createMachine({
  id: 'welcomeHints',
  description: 'The Hi, welcome card and then the tools-and-help hint, each shown once per user e-mail.',
  context: { email: null, seen: { ...NONE_SEEN } },
  on: {
    'hints.user': {
      guard: { type: 'another user', params: ({ event }) => ({ email: event.email }) },
      target: '.loading',
      actions: { type: 'set user', params: ({ event }) => ({ email: event.email }) },
    },
    'hints.clear': { target: '.idle', actions: 'forget user' },
  },
  initial: 'idle',
  states: {
    idle: { description: 'No signed-in user yet.' },
    loading: {
      description: 'Reading which hints this e-mail has already seen.',
      invoke: {
        src: 'loadSeenHints',
        id: 'loadSeenHints',
        input: ({ context }) => ({ email: context.email ?? '' }),
        onDone: [
          {
            guard: { type: 'welcome not seen', params: ({ event }) => ({ seen: event.output }) },
            target: 'welcome',
            actions: { type: 'set seen', params: ({ event }) => ({ seen: event.output }) },
          },
          {
            guard: { type: 'tools not seen', params: ({ event }) => ({ seen: event.output }) },
            target: 'tools',
            actions: { type: 'set seen', params: ({ event }) => ({ seen: event.output }) },
          },
          { target: 'done', actions: { type: 'set seen', params: ({ event }) => ({ seen: event.output }) } },
        ],
        // Storage unreadable (blocked): show nothing rather than nag on every visit.
        onError: 'done',
      },
    },
    welcome: {
      description:
        'The Hi, welcome card is on screen. Shown counts as seen (SPEC §4: once per e-mail), whether or not it is closed.',
      tags: ['hint', 'welcome hint'],
      entry: [
        { type: 'mark seen', params: { hint: 'welcome' } },
        { type: 'remember hint', params: ({ context }) => ({ email: context.email ?? '', hint: 'welcome' }) },
      ],
      on: {
        'hints.dismiss': [
          { guard: { type: 'tools not seen', params: ({ context }) => ({ seen: context.seen }) }, target: 'tools' },
          { target: 'done' },
        ],
      },
    },
    tools: {
      description: 'The hint about the care tools and help is on screen; shown counts as seen.',
      tags: ['hint', 'tools hint'],
      entry: [
        { type: 'mark seen', params: { hint: 'tools' } },
        { type: 'remember hint', params: ({ context }) => ({ email: context.email ?? '', hint: 'tools' }) },
      ],
      on: {
        'hints.dismiss': 'done',
      },
    },
    done: {
      description: 'Both hints have been seen by this e-mail.',
      // No hint on screen: what waits for the welcome (the PIN intro, issue #28.6) may come now.
      tags: ['welcome over'],
      entry: 'announce welcome over',
    },
  },
});

export type WelcomeHintsActorRef = ActorRefFrom<typeof welcomeHintsMachine>;
