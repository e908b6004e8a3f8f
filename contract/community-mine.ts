import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/**
 * The side menu's My Communities (chosen path; SPEC §7 "Community list: response communities"):
 * every signed-in page loads it, so it is on its own; contract/community.ts has the feature's other
 * entries and re-exports this one.
 */

export const community = z.object({
  community_id: z.union([z.int(), z.string()]),
  community_name: z.string(),
  image_url: z._default(z.nullable(z.string()), null),
  is_pinned: z._default(z.boolean(), false),
});

export const myCommunities = endpoint({
  method: 'GET',
  path: '/api/search-engine/v1/communities/mine',
  summary: 'The person’s communities, pinned first.',
  response: z.object({ communities: z._default(z.array(community), []) }),
  auth: 'bearer',
  hidden: true,
});
