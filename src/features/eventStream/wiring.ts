import { fromCallback, sendTo, type AnyActorRef } from 'xstate';
import { backoffDelay } from '../../../machines/eventStream/eventStream.machine';
import { sessionEventStreamMachine } from '../../../machines/session/session.machine';
import { eventSourceCallback } from '../../realtime/eventSource';
import { pageLifecycleCallback } from '../../realtime/pageLifecycle';
import type { WiringDeps } from '../../system/deps';
import { lazyCallback } from '../../system/lazyCallback';
import { reportError } from '../../reporting/reporting';

/** The event stream over a real EventSource (src/realtime), delivering to the session. */
export const eventStreamWiring = ({ config, accessToken }: Pick<WiringDeps, 'config' | 'accessToken'>) =>
  sessionEventStreamMachine.provide({
    actors: {
      eventSource: lazyCallback(async () => eventSourceCallback(config, accessToken)),
      pageLifecycle: fromCallback(pageLifecycleCallback),
    },
    // Jitter spreads reconnections of many clients after a server restart.
    delays: { backoff: ({ context }) => backoffDelay(context.attempt, Math.random()) },
    actions: {
      // A gap the server could not replay (pruned events): the header's counts are read again.
      'read again what was missed': sendTo(({ system }) => system.get('counts') as AnyActorRef, { type: 'counts.refresh' }),
      'report failure': (_, { reason, attempt }) => {
        console.warn(`[event stream] ${reason}; reconnecting (attempt ${attempt + 1})`);
        // One report per outage, not one per retry.
        if (attempt === 2) reportError(new Error('Event stream unavailable'), { flow: 'event stream', reason });
      },
    },
  });
