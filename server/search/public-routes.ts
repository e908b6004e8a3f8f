import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as contract from '../../contract/search';
import type { Database } from '../db/database';
import { suggestPlaces } from '../places';
import * as history from './history-store';
import { serve } from '../http/endpoint';
import type { TokenVerifier } from '../http/auth';

/** Older entries beyond this many per person are dropped at each upsert. */
const HISTORY_STORED = 50;
const ZIP_SUGGESTIONS = 8;

/**
 * The public-prefixed calls of global search (SPEC §7): the search-history publish and
 * the zip-code lookup. "Public" is the path; the publish still needs the person's access
 * token, and may only write that person's history.
 */
export function registerPublicSearch(app: FastifyInstance, db: Database, verify: TokenVerifier) {
  // The token is read before the body: without one the answer is 401, whatever was sent.
  const bearer = async (req: FastifyRequest, reply: FastifyReply) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const userId = match?.[1] ? await verify(match[1]) : undefined;
    if (!userId) return reply.status(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
    req.userId = userId;
  };
  serve(
    app,
    contract.publishSearch,
    async ({ body, req, reply }) => {
      const userId = req.userId;
      const m = body.message;
      if (m.user_id !== userId) return reply.status(403).send({ error: 'forbidden' });
      const targetId =
        m.sub_type === 'PROVIDER_NAME'
          ? m.search_providers[0]!.therapy_provider_id
          : m.sub_type === 'USER'
            ? m.users[0]!.user_id
            : null;
      if (targetId !== null && !(await history.targetExists(db, m.sub_type as 'PROVIDER_NAME' | 'USER', targetId)))
        return reply.status(404).send({ error: 'not found' });
      await history.recordSearch(db, userId, m, targetId, HISTORY_STORED);
      return reply.status(202).send({ result: 'accepted' });
    },
    { preHandler: bearer },
  );

  /** Location autocomplete (SPEC §5): any US zip code by prefix, or a town by name (server/places). */
  serve(app, contract.zipCodes, async ({ body }) => ({ data: await suggestPlaces(db, body.search_text, ZIP_SUGGESTIONS) }));
}
