import { assign, setup, type ActorRefFrom } from 'xstate';
import { unprovided, unprovidedCallback } from '../domain/placeholder';
import type { RealtimeNotification } from '../domain/notifications';
import type { SessionEndReason } from '../../contract/sessions';

export type EventStreamInput = { userId: number };

export interface EventStreamContext extends EventStreamInput {
  /** Consecutive failed connections; sets the backoff. */
  attempt: number;
  /** The last event id seen, sent on reconnect so the server replays what was missed. */
  lastEventId: string | null;
  /** Recently delivered notificationIds: a replay never delivers one twice. */
  seen: string[];
}

export type EventStreamEvent =
  | { type: 'stream.opened' }
  /** Where the stream stands (the server's `ready` event), even before any event arrives. */
  | { type: 'stream.position'; eventId: string }
  | { type: 'stream.received'; notification: RealtimeNotification; eventId: string | null }
  | { type: 'stream.failed'; reason: string }
  /** The server ended the session and said why (`session.ended`) before closing the stream. */
  | { type: 'stream.sessionEnded'; reason: SessionEndReason }
  /** A (re)connection was refused for its token (401): the session may have ended. */
  | { type: 'stream.refused' }
  /**
   * The server pruned events after the last event id (the outbox's retention, `reset`): what
   * was missed cannot be replayed, so what it would have changed is read again.
   */
  | { type: 'stream.reset' };

/**
 * The browser's page lifecycle (`pagehide`, `pageshow` with `persisted`): the page was left, perhaps
 * kept whole in the back/forward cache, and a person came back to it.
 */
export type PageLifecycleEvent = { type: 'page.left' } | { type: 'page.returned' };

export type EventSourceInput = { userId: number; lastEventId: string | null };

/** How many delivered ids to remember: duplicates only come from a replay overlapping what was just received. */
export const SEEN_WINDOW = 500;
export const BACKOFF = { baseMs: 1000, maxMs: 30_000 } as const;

/**
 * Exponential backoff with "full jitter": a random wait up to base·2^attempt,
 * capped. `random` in [0, 1) is given by the caller, so this stays pure.
 */
export function backoffDelay(attempt: number, random: number): number {
  const ceiling = Math.min(BACKOFF.maxMs, BACKOFF.baseMs * 2 ** Math.min(attempt, 10));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

/**
 * The server-sent-events connection, owned by the root while signed in.
 * Beyond SPEC (which shows no retry): a failed or dropped stream is reopened
 * after an exponential backoff with jitter, from the last event id, and events
 * already delivered are dropped, so after an outage each arrives exactly once.
 */
export const eventStreamMachine = setup({
  types: {
    /** The flags views read (`hasTag`), typed so a misspelt tag fails to compile. */
    tags: {} as 'connecting' | 'live' | 'reconnecting',
    context: {} as EventStreamContext,
    input: {} as EventStreamInput,
    events: {} as EventStreamEvent | PageLifecycleEvent,
  },
  actors: {
    // pagehide and pageshow on the window, provided in src/features/eventStream/wiring.ts.
    pageLifecycle: unprovidedCallback<PageLifecycleEvent>('eventStream', 'pageLifecycle'),
    // An EventSource that validates each message (src/realtime), provided in src/features/eventStream/wiring.ts.
    eventSource: unprovidedCallback<EventStreamEvent, EventSourceInput>('eventStream', 'eventSource'),
  },
  delays: {
    // src/system provides the jittered version; this default is deterministic.
    backoff: ({ context }) => backoffDelay(context.attempt, 0.5),
  },
  actions: {
    // Provided by the owner (the session turns each event into counts, toasts and broadcasts).
    deliver: (_, _params: { notification: RealtimeNotification }) => unprovided('session', 'deliver'),
    'report failure': (_, _params: { reason: string; attempt: number }) => unprovided('eventStream', 'report failure'),
    // Provided by the owner (the session tells the auth actor, which signs out or renews).
    'end session': (_, _params: { reason: SessionEndReason }) => unprovided('session', 'end session'),
    'report refusal': () => unprovided('session', 'report refusal'),
    // The header's counts are read again (provided in src/features/eventStream/wiring.ts).
    'read again what was missed': () => unprovided('eventStream', 'read again what was missed'),
    remember: assign(({ context }, params: { notificationId: string; eventId: string | null }) => ({
      seen: [...context.seen, params.notificationId].slice(-SEEN_WINDOW),
      lastEventId: params.eventId ?? context.lastEventId,
    })),
    'note event id': assign(({ context }, params: { eventId: string | null }) => ({
      lastEventId: params.eventId ?? context.lastEventId,
    })),
  },
  guards: {
    'already delivered': ({ context }, params: { notificationId: string }) => context.seen.includes(params.notificationId),
  },
}).createMachine({
  id: 'eventStream',
  context: ({ input }) => ({ userId: input.userId, attempt: 0, lastEventId: null, seen: [] }),
  // Listens for the whole life of the stream: leaving and coming back can happen in any state.
  invoke: { src: 'pageLifecycle', id: 'pageLifecycle' },
  initial: 'connected',
  states: {
    connected: {
      invoke: {
        src: 'eventSource',
        id: 'eventSource',
        input: ({ context }) => ({ userId: context.userId, lastEventId: context.lastEventId }),
      },
      on: {
        'stream.received': [
          {
            guard: { type: 'already delivered', params: ({ event }) => event.notification },
            actions: { type: 'note event id', params: ({ event }) => event },
          },
          {
            actions: [
              {
                type: 'remember',
                params: ({ event }) => ({ notificationId: event.notification.notificationId, eventId: event.eventId }),
              },
              { type: 'deliver', params: ({ event }) => event },
            ],
          },
        ],
        'stream.position': { actions: { type: 'note event id', params: ({ event }) => event } },
        'stream.reset': { actions: 'read again what was missed' },
        'stream.failed': {
          target: 'waiting',
          actions: {
            type: 'report failure',
            params: ({ context, event }) => ({ reason: event.reason, attempt: context.attempt }),
          },
        },
        'stream.sessionEnded': { target: 'ended', actions: { type: 'end session', params: ({ event }) => event } },
        // The owner renews the session or ends it; meanwhile the stream waits as after a failure.
        'stream.refused': { target: 'waiting', actions: 'report refusal' },
        'page.left': 'away',
      },
      initial: 'connecting',
      states: {
        connecting: {
          description: 'Opening the stream (replaying from the last event id after an outage).',
          tags: ['connecting'],
          on: { 'stream.opened': { target: 'open', actions: assign({ attempt: 0 }) } },
        },
        open: {
          description: 'Live: events arrive as the server sends them.',
          tags: ['live'],
        },
      },
    },
    ended: {
      description: 'The server ended the session: never reconnect (the owner signs out).',
      type: 'final',
    },
    waiting: {
      description: 'The stream failed: wait a growing, jittered delay, then reconnect.',
      tags: ['reconnecting'],
      after: {
        backoff: { target: 'connected', actions: assign({ attempt: ({ context }) => context.attempt + 1 }) },
      },
      on: { 'page.left': 'away' },
    },
    away: {
      description:
        'The page was left for another, perhaps kept whole in the back/forward cache: no connection is held for a page nobody sees. ' +
        'Coming back reconnects from the last event id, so what arrived meanwhile is replayed.',
      // Why it closes: a frozen page kept its stream open, and a browser opens at most six
      // connections to one server over HTTP/1.1. A few pages left that way and every request of the
      // page in front waited for one to be evicted (issue #38: 15 s of a chat page's load).
      on: { 'page.returned': { target: 'connected', actions: assign({ attempt: 0 }) } },
    },
  },
});

export type EventStreamActorRef = ActorRefFrom<typeof eventStreamMachine>;
