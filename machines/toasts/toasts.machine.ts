import { assign, not, setup, type ActorRefFrom } from 'xstate';
import { unprovided } from '../placeholder';
import { DELAYS, LIMITS } from '../domain/constants';
import { truncate } from '../domain/notifications';

/** What a producer (the root, on a server or chat event) asks to show. */
export interface ToastRequest {
  kind: 'notification' | 'chat';
  title: string;
  text: string;
  avatarUrl?: string | null;
  /** Where activating it goes (SPEC §4); null: nowhere. */
  route: string | null;
  /** SPEC §3: from SYSADMIN, styled as a system message. */
  system?: boolean;
}

export interface Toast extends Required<ToastRequest> {
  id: string;
  /** Time shown so far, advanced by ticks while nothing pauses the queue. */
  elapsed: number;
}

export interface Reminder {
  text: string;
  route: string | null;
}

export interface ToastsContext {
  lifetime: number;
  seq: number;
  visible: Toast[];
  waiting: Toast[];
  hovered: boolean;
  focused: boolean;
  tabHidden: boolean;
  reminder: Reminder | null;
}

export type ToastsInput = { lifetime?: number };

export type ToastsEvent =
  | { type: 'toast.show'; toast: ToastRequest }
  | { type: 'toast.dismiss'; id: string }
  | { type: 'toast.activate'; id: string }
  | { type: 'region.hover'; hovered: boolean }
  | { type: 'region.focus'; focused: boolean }
  | { type: 'tab.visibility'; hidden: boolean }
  | { type: 'reminder.show'; reminder: Reminder }
  | { type: 'reminder.dismiss' }
  | { type: 'reminder.activate' }
  | { type: 'newPost.show' }
  | { type: 'newPost.activate' }
  | { type: 'newPost.dismiss' };

const routeOf = (context: ToastsContext, id: string) => context.visible.find((t) => t.id === id)?.route ?? null;

/** Fill the visible slots from the waiting line, oldest first. */
function promote(visible: Toast[], waiting: Toast[]) {
  const free = Math.max(0, LIMITS.visibleToasts - visible.length);
  // Keep the same arrays when nothing moves: views re-render only on real change.
  if (free === 0 || waiting.length === 0) return { visible, waiting };
  return { visible: [...visible, ...waiting.slice(0, free)], waiting: waiting.slice(free) };
}

/**
 * The toast queue (the design card's "toast queue" flow). Every realtime
 * notification becomes a toast that hides after `lifetime` (SPEC §9: 5000 ms)
 * with a progress bar ticking every 50 ms. At most three are visible; the rest
 * wait in order and are never dropped. The whole queue pauses while the region
 * is hovered or focused and while the tab is hidden. A Session Reminder is a
 * fixed card until dismissed; a New Post chip offers to reload the feed.
 */
export const toastsMachine = setup({
  types: {
    /** The flags views read (`hasTag`), typed so a misspelt tag fails to compile. */
    tags: {} as 'new post' | 'paused' | 'reminder' | 'running' | 'showing',
    context: {} as ToastsContext,
    input: {} as ToastsInput,
    events: {} as ToastsEvent,
  },
  delays: { tick: DELAYS.toastTick },
  actions: {
    // Routing and reloading are the outside world, provided in src/features/toasts/wiring.ts.
    /** Goes to `to`; null (a Chat toast, SPEC §4) goes nowhere. */
    navigate: (_, _params: { to: string | null }) => unprovided('toasts', 'navigate'),
    'reload feed': () => unprovided('toasts', 'reload feed'),
    add: assign(({ context }, params: { toast: ToastRequest }) => {
      const toast: Toast = {
        id: `t${context.seq + 1}`,
        kind: params.toast.kind,
        title: params.toast.title,
        text: truncate(params.toast.text),
        avatarUrl: params.toast.avatarUrl ?? null,
        route: params.toast.route,
        system: params.toast.system ?? false,
        elapsed: 0,
      };
      if (context.visible.length < LIMITS.visibleToasts && context.waiting.length === 0) {
        return { seq: context.seq + 1, visible: [...context.visible, toast] };
      }
      return { seq: context.seq + 1, ...promote(context.visible, [...context.waiting, toast]) };
    }),
    remove: assign(({ context }, params: { id: string }) =>
      promote(
        context.visible.filter((t) => t.id !== params.id),
        context.waiting.filter((t) => t.id !== params.id),
      ),
    ),
    advance: assign(({ context }) => {
      const aged = context.visible.map((t) => ({ ...t, elapsed: t.elapsed + DELAYS.toastTick }));
      return promote(
        aged.filter((t) => t.elapsed < context.lifetime),
        context.waiting,
      );
    }),
  },
  guards: {
    'queue paused': ({ context }) => context.hovered || context.focused || context.tabHidden,
    'last toast expires': ({ context }) =>
      context.waiting.length === 0 && context.visible.every((t) => t.elapsed + DELAYS.toastTick >= context.lifetime),
    'is the last toast': ({ context }, params: { id: string }) =>
      context.waiting.length === 0 && context.visible.length === 1 && context.visible[0]!.id === params.id,
    'reminder has a route': ({ context }) => Boolean(context.reminder?.route),
  },
}).createMachine({
  id: 'toasts',
  context: ({ input }) => ({
    lifetime: input.lifetime ?? DELAYS.toastLifetime,
    seq: 0,
    visible: [],
    waiting: [],
    hovered: false,
    focused: false,
    tabHidden: false,
    reminder: null,
  }),
  type: 'parallel',
  on: {
    'region.hover': { actions: assign({ hovered: ({ event }) => event.hovered }) },
    'region.focus': { actions: assign({ focused: ({ event }) => event.focused }) },
    'tab.visibility': { actions: assign({ tabHidden: ({ event }) => event.hidden }) },
  },
  states: {
    queue: {
      initial: 'empty',
      states: {
        empty: {
          description: 'No toast on screen.',
          on: {
            'toast.show': { target: 'showing', actions: { type: 'add', params: ({ event }) => event } },
          },
        },
        showing: {
          description: 'Up to three toasts on screen; the rest wait in order.',
          tags: ['showing'],
          on: {
            'toast.show': { actions: { type: 'add', params: ({ event }) => event } },
            'toast.dismiss': [
              {
                guard: { type: 'is the last toast', params: ({ event }) => event },
                target: 'empty',
                actions: { type: 'remove', params: ({ event }) => event },
              },
              { actions: { type: 'remove', params: ({ event }) => event } },
            ],
            'toast.activate': [
              {
                guard: { type: 'is the last toast', params: ({ event }) => event },
                target: 'empty',
                actions: [
                  { type: 'navigate', params: ({ context, event }) => ({ to: routeOf(context, event.id) }) },
                  { type: 'remove', params: ({ event }) => event },
                ],
              },
              {
                actions: [
                  { type: 'navigate', params: ({ context, event }) => ({ to: routeOf(context, event.id) }) },
                  { type: 'remove', params: ({ event }) => event },
                ],
              },
            ],
          },
          initial: 'running',
          states: {
            running: {
              description: 'Toasts age by one tick every 50 ms.',
              tags: ['running'],
              always: { guard: 'queue paused', target: 'paused' },
              after: {
                tick: [
                  { guard: 'last toast expires', target: '#toasts.queue.empty', actions: 'advance' },
                  { target: 'running', reenter: true, actions: 'advance' },
                ],
              },
            },
            paused: {
              description: 'Hovered, focused or the tab is hidden: nothing ages.',
              tags: ['paused'],
              always: { guard: not('queue paused'), target: 'running' },
            },
          },
        },
      },
    },
    reminder: {
      initial: 'hidden',
      states: {
        hidden: {
          on: { 'reminder.show': { target: 'shown', actions: assign({ reminder: ({ event }) => event.reminder }) } },
        },
        shown: {
          description: 'SPEC §4: "Your session is starting soon" stays until dismissed.',
          tags: ['reminder'],
          on: {
            'reminder.show': { actions: assign({ reminder: ({ event }) => event.reminder }) },
            'reminder.dismiss': { target: 'hidden', actions: assign({ reminder: null }) },
            'reminder.activate': [
              {
                guard: 'reminder has a route',
                target: 'hidden',
                actions: [
                  { type: 'navigate', params: ({ context }) => ({ to: context.reminder!.route! }) },
                  assign({ reminder: null }),
                ],
              },
              { target: 'hidden', actions: assign({ reminder: null }) },
            ],
          },
        },
      },
    },
    newPost: {
      initial: 'hidden',
      states: {
        hidden: { on: { 'newPost.show': 'shown' } },
        shown: {
          description: 'SPEC §4: a New Post chip on /community that reloads the feed.',
          tags: ['new post'],
          on: {
            'newPost.activate': { target: 'hidden', actions: 'reload feed' },
            'newPost.dismiss': 'hidden',
          },
        },
      },
    },
  },
});

export type ToastsActorRef = ActorRefFrom<typeof toastsMachine>;
