import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { communitiesMachine } from '../../../machines/admin/communities.machine';
import { useAppSystem } from '../../system/context';

/* /admin-communities' machine with the admin service (src/services/admin.ts, loaded by the admin pages only). */
export function useCommunitiesLogic() {
  const { api } = useAppSystem();
  return useMemo(
    () =>
      communitiesMachine.provide({
        actors: {
          loadCommunities: fromPromise(async ({ input }) => (await (await api()).admin()).communities(input)),
          act: fromPromise(async ({ input }) => (await (await api()).admin()).actOnCommunity(input)),
        },
      }),
    [api],
  );
}
