import { useMemo } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import * as z from 'zod/mini';
import { queueClaim } from '../../../contract/admin-feed';
import { feedQueueMachine, type FeedQueueEvent } from '../../../machines/admin/feedQueue.machine';
import { getSystemActor } from '../../../machines/system';
import { reportError } from '../../reporting/reporting';
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
            const subscription = getSystemActor(root.system, 'session')?.on('admin.queueClaim', (e) => {
              // Parsed here, where it enters the queue; a malformed one is reported once and dropped.
              const claim = z.safeParse(queueClaim, e.claim);
              if (claim.success) sendBack({ type: 'queue.claimChanged', claim: claim.data });
              else reportError(new Error('Malformed ADMIN_QUEUE claim'), { flow: 'admin feed' });
            });
            return () => subscription?.unsubscribe();
          }),
        },
      }),
    [api, root],
  );
}
