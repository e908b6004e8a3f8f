import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/community';
import { serve } from '../http/endpoint';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import { ensureCommunitySchema } from './seed';
import { myCommunities } from './store';
import { absoluteUrl } from '../http/urls';

/**
 * GET /api/search-engine/v1/communities/mine (chosen path; SPEC §7 "Community list:
 * response communities"): the token's user's communities, pinned first.
 */
export function registerCommunities(api: FastifyInstance, ctx: ServerContext, db: Database) {
  serve(api, contract.myCommunities, async ({ req }) => {
    await ensureCommunitySchema(db);
    const rows = await myCommunities(db, req.userId);
    return {
      communities: rows.map((r) => ({
        community_id: r.community_id,
        community_name: r.community_name,
        image_url: absoluteUrl(ctx.publicOrigin, r.image_url),
        is_pinned: r.is_pinned,
      })),
    };
  });
}

/** The side menu's My Communities (My Notes is server/notes). */
export function registerSideLists(api: FastifyInstance, ctx: ServerContext, db: Database) {
  registerCommunities(api, ctx, db);
}
