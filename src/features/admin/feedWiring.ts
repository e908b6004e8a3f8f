import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { feedQueueMachine } from '../../../machines/admin/feedQueue.machine';
import { useAppSystem } from '../../system/context';

/*
 * /admin-feed's machine with the admin service (src/services/admin.ts, loaded by the admin pages only).
 * Another administrator's claim reaches it from the admin owner, which the session tells (issue #60).
 */
export function useFeedQueueLogic() {
  const { api } = useAppSystem();
  return useMemo(
    () =>
      feedQueueMachine.provide({
        actors: {
          loadQueue: fromPromise(async ({ input }) => (await (await api()).admin()).queue(input)),
          claim: fromPromise(async ({ input }) => (await (await api()).admin()).claim(input.item, input.claimed)),
          decide: fromPromise(async ({ input }) => (await (await api()).admin()).decide(input)),
        },
      }),
    [api],
  );
}
