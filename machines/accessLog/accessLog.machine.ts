import { assign, setup, type ActorRefFrom } from 'xstate';
import type { AccessEntry } from '../../contract/accessLog';
import { unprovidedPromise } from '../domain/placeholder';

export interface AccessLogContext {
  /** The person's own entries, newest first, as the server ordered them. */
  entries: AccessEntry[];
}

export type AccessLogEvent =
  /** Try again after a failed load. */
  | { type: 'accessLog.retry' }
  /** Read the log again (the section's Refresh). */
  | { type: 'accessLog.refresh' };

/**
 * Settings › Privacy's "Who saw my data" (issue #62): the person's own access log, each read of
 * their data by someone else (who, what, when, why), newest first. Read when the section opens
 * and on Refresh; a failed read says so and offers Try again, keeping what was shown.
 */
export const accessLogMachine = setup({
  types: {
    tags: {} as 'loading' | 'error',
    context: {} as AccessLogContext,
    events: {} as AccessLogEvent,
  },
  actors: {
    // src/features/accessLog/wiring.ts: the access log service (contract/accessLog.ts).
    loadLog: unprovidedPromise<AccessEntry[]>('accessLog', 'loadLog'),
  },
  actions: {
    'take entries': assign((_, params: { entries: AccessEntry[] }) => ({ entries: params.entries })),
  },
}).createMachine({
  id: 'accessLog',
  context: { entries: [] },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadLog',
        id: 'loadLog',
        onDone: { target: 'ready', actions: { type: 'take entries', params: ({ event }) => ({ entries: event.output }) } },
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
});

export type AccessLogActorRef = ActorRefFrom<typeof accessLogMachine>;
