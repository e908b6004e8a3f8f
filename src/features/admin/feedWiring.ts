import { useMemo } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { feedQueueMachine, type FeedQueueEvent } from '../../../machines/admin/feedQueue.machine';
import { getSystemActor } from '../../../machines/system';
import { useAppSystem } from '../../system/context';

/* /admin-feed's machine with the admin service (src/services/admin.ts, loaded by the admin pages only). */
export function useFeedQueueLogic() {
  const { api, root } = useAppSystem();
  return useMemo(
    () =>
      feedQueueMachine.provide({
        actors: {
          loadQueue: fromPromise(async ({ input }) => (await (await api()).admin()).queue(input)),
          claim: fromPromise(async ({ input }) => (await (await api()).admin()).claim(input.item, input.claimed)),
          decide: fromPromise(async ({ input }) => (await (await api()).admin()).decide(input)),
          // Another administrator's claim: the session emits it (machines/session, ADMIN_QUEUE).
          queueEvents: fromCallback<FeedQueueEvent>(({ sendBack }) => {
            // Parsed once where it entered (src/realtime/eventSource.ts, contract/realtime.ts): typed here.
            const subscription = getSystemActor(root.system, 'session')?.on('admin.queueClaim', (e) =>
              sendBack({ type: 'queue.claimChanged', claim: e.claim }),
            );
            return () => subscription?.unsubscribe();
          }),
        },
      }),
    [api, root],
  );
}
