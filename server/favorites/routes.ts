import type { FastifyInstance } from 'fastify';
import * as api from '../../contract/favorites';
import type { Database } from '../db/database';
import { serve } from '../http/endpoint';
import { SOURCES } from './sources';

/**
 * Favorites under /api/favorites/v1, registered from contract/favorites.ts. Both routes act on
 * the caller's own bookmarks (req.userId from the bearer token): no route takes a person's id, so
 * nobody lists or removes another's; a bookmark that is not the caller's is "not found".
 */
export function registerFavorites(app: FastifyInstance, db: Database) {
  serve(app, api.list, async ({ req, query }) => {
    // The newest `limit` across the kinds are among the newest `limit` of each.
    const each = query.limit ?? api.FAVORITES_PER_KIND;
    const groups = await Promise.all(api.FAVORITE_KINDS.map((kind) => SOURCES[kind].list(db, req.userId, each)));
    // Newest first across the kinds (ISO times in UTC sort as text); the page groups them.
    const all = groups.flat().sort((a, b) => b.bookmarked_at.localeCompare(a.bookmarked_at));
    return { data: query.limit ? all.slice(0, query.limit) : all };
  });

  serve(app, api.remove, async ({ req, reply, params }) => {
    if (!(await SOURCES[params.kind].remove(db, req.userId, params.source_id)))
      return reply.status(404).send({ error: 'not found', message: 'You have no such bookmark.' });
    return { result: 'ok' as const };
  });
}
