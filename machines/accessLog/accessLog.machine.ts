import { assign, setup, type ActorRefFrom } from 'xstate';
import type { AccessEntry, AccessKind } from '../../contract/accessLog';
import { unprovidedPromise } from '../domain/placeholder';
import type { PageLiveEvent } from '../domain/pageOwner.machine';

/**
 * A live entry on top of what is shown, once (by id), when it is of the kind shown. Taking a load
 * keeps a live entry newer than every entry the load returned (it was written after the read).
 */
export function withLive(entries: AccessEntry[], live: AccessEntry, kind: AccessKind | null): AccessEntry[] {
  if ((kind && live.kind !== kind) || entries.some((e) => e.id === live.id)) return entries;
  return [live, ...entries];
}
export function withLoaded(shown: AccessEntry[], loaded: AccessEntry[], kind: AccessKind | null): AccessEntry[] {
  const newest = Math.max(0, ...loaded.map((e) => e.id));
  return [...shown.filter((e) => e.id > newest && (!kind || e.kind === kind)), ...loaded];
}

export interface AccessLogContext {
  /** The person's own entries of the kind shown, newest first, as the server ordered them. */
  entries: AccessEntry[];
  /** The kind of read shown, or every kind. */
  kind: AccessKind | null;
}

export type AccessLogEvent =
  /** Try again after a failed load. */
  | { type: 'accessLog.retry' }
  /** Read the log again (the section's Refresh). */
  | { type: 'accessLog.refresh' }
  /** Show one kind of read (notes, the account panel), or every kind. */
  | { type: 'accessLog.filter'; kind: AccessKind | null }
  /** Save the entries of the kind shown as a CSV file. */
  | { type: 'accessLog.export' }
  /** Live (issue #62): an entry was just written for this person (the session, through the owner). */
  | { type: 'privacy.accessLogged'; entry: AccessEntry }
  /** Other live news the owner hands every flow it holds: not this page's. */
  | Exclude<PageLiveEvent, { type: 'privacy.accessLogged' }>;

/** What the effects are asked for: the kind shown (every kind when null). */
export interface AccessLogQuery {
  kind: AccessKind | null;
}

/**
 * Settings › Privacy's "Who saw my data" (issue #62): the person's own access log, each read of
 * their data by someone else (who, what, when, why), newest first. Read when the section opens,
 * on Refresh and when the kind shown changes; a failed read says so and offers Try again, keeping
 * what was shown. Beside it, the export of the same entries as CSV: one at a time, and a failure
 * says so until the next try.
 */
export const accessLogMachine = setup({
  types: {
    tags: {} as 'loading' | 'error' | 'exporting' | 'exportFailed',
    context: {} as AccessLogContext,
    events: {} as AccessLogEvent,
  },
  actors: {
    // src/features/accessLog/wiring.ts: the access log service (contract/accessLog.ts).
    loadLog: unprovidedPromise<AccessEntry[], AccessLogQuery>('accessLog', 'loadLog'),
    // The same service's CSV, saved as a file by the browser.
    exportLog: unprovidedPromise<void, AccessLogQuery>('accessLog', 'exportLog'),
  },
  actions: {
    'take entries': assign(({ context }, params: { entries: AccessEntry[] }) => ({
      entries: withLoaded(context.entries, params.entries, context.kind),
    })),
    'add live entry': assign(({ context }, params: { entry: AccessEntry }) => ({
      entries: withLive(context.entries, params.entry, context.kind),
    })),
    'take kind': assign((_, params: { kind: AccessKind | null }) => ({ kind: params.kind })),
  },
}).createMachine({
  id: 'accessLog',
  context: { entries: [], kind: null },
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      on: {
        'accessLog.filter': {
          target: '.loading',
          actions: { type: 'take kind', params: ({ event }) => ({ kind: event.kind }) },
        },
        // Shown at once, whatever the list is doing: a load under way keeps it (withLoaded).
        'privacy.accessLogged': { actions: { type: 'add live entry', params: ({ event }) => ({ entry: event.entry }) } },
      },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadLog',
            id: 'loadLog',
            input: ({ context }) => ({ kind: context.kind }),
            onDone: {
              target: 'ready',
              actions: { type: 'take entries', params: ({ event }) => ({ entries: event.output }) },
            },
            onError: 'failed',
          },
        },
        ready: {
          description: 'The entries, newest first; none yet is said in words.',
          on: { 'accessLog.refresh': 'loading' },
        },
        failed: {
          description: 'The log could not be read: Try again.',
          tags: ['error'],
          on: { 'accessLog.retry': 'loading' },
        },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: { on: { 'accessLog.export': 'exporting' } },
        exporting: {
          description: 'The CSV of the kind shown is being prepared; Export waits.',
          tags: ['exporting'],
          invoke: {
            src: 'exportLog',
            id: 'exportLog',
            input: ({ context }) => ({ kind: context.kind }),
            onDone: 'idle',
            onError: 'failed',
          },
        },
        failed: {
          description: 'The CSV could not be prepared: said until the next try.',
          tags: ['exportFailed'],
          on: { 'accessLog.export': 'exporting' },
        },
      },
    },
  },
});

export type AccessLogActorRef = ActorRefFrom<typeof accessLogMachine>;
