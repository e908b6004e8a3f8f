import type { KyInstance } from 'ky';
import { myCommunities } from '../../contract/community-mine';
import type { MenuCommunity } from '../../machines/sideLists/sideLists.machine';
import { call } from './call';
import { serviceCall } from './http';

const SERVICE = 'searchEngine';

export function createCommunities(http: KyInstance) {
  return {
    /** The communities the signed-in person belongs to, for the side menu (contract/community-mine.ts). */
    async mine(): Promise<MenuCommunity[]> {
      return serviceCall(SERVICE, 'myCommunities', async () => (await call(http, myCommunities)).communities);
    },
  };
}
export type Communities = ReturnType<typeof createCommunities>;
