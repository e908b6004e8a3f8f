import { useMemo } from 'react';
import { communitiesMachine, type CommunitiesFilters, type CommunityAction } from '../../../machines/admin/communities.machine';
import { reasonedListEffects } from '../../../machines/admin/reasonedList.machine';
import { useAppSystem } from '../../system/context';

/* /admin-communities' machine with the admin service (src/services/admin.ts, loaded by the admin pages only). */
export function useCommunitiesLogic() {
  const { api } = useAppSystem();
  return useMemo(
    () =>
      communitiesMachine.provide({
        actors: reasonedListEffects<CommunitiesFilters, CommunityAction>({
          load: async (filters) => (await (await api()).admin()).communities(filters),
          act: async (action) => (await (await api()).admin()).actOnCommunity(action),
        }),
      }),
    [api],
  );
}
