import * as z from 'zod/mini';
import type { KyInstance } from 'ky';
import type { MenuCommunity } from '../../machines/sideLists/sideLists.machine';
import { serviceCall } from './http';

const SERVICE = 'searchEngine';

/** Chosen path (SPEC §7 "Community list: response communities", path not shown; see README). */
export const MY_COMMUNITIES_PATH = 'api/search-engine/v1/communities/mine';

const communitySchema = z.object({
  community_id: z.union([z.int(), z.string()]),
  community_name: z.string(),
  image_url: z._default(z.nullable(z.string()), null),
  is_pinned: z._default(z.boolean(), false),
});

export function createCommunities(http: KyInstance) {
  return {
    /** The communities the signed-in person belongs to, for the side menu. */
    async mine(): Promise<MenuCommunity[]> {
      return serviceCall(SERVICE, 'myCommunities', async () => {
        const body = await http.get(MY_COMMUNITIES_PATH).json();
        return z.object({ communities: z.array(communitySchema) }).parse(body).communities;
      });
    },
  };
}
export type Communities = ReturnType<typeof createCommunities>;
