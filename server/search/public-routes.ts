import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import * as history from './history-store';
import { searchText } from './query';
import { id, parse } from '../http/validation';
import type { TokenVerifier } from '../http/auth';

/** Chosen topic name (SPEC §7 does not show it): the search-history upsert. */
export const SEARCH_HISTORY_TOPIC = 'SEARCH_HISTORY_UPSERT';
/** Older entries beyond this many per person are dropped at each upsert. */
const HISTORY_STORED = 50;
const ZIP_SUGGESTIONS = 8;

const historyMessage = z
  .object({
    search_text: searchText.refine((text) => text.length > 0, 'must not be blank'),
    type: z.literal('GLOBAL_SEARCH', { message: 'must be GLOBAL_SEARCH' }),
    user_id: id,
    sub_type: z.enum(['PROVIDER_NAME', 'USER', 'FREE_TEXT']),
    search_providers: z
      .array(z.object({ therapy_provider_id: id }))
      .max(1)
      .default([]),
    users: z
      .array(z.object({ user_id: id }))
      .max(1)
      .default([]),
  })
  .refine((m) => m.sub_type !== 'PROVIDER_NAME' || m.search_providers.length === 1, {
    message: 'a PROVIDER_NAME search names its provider',
    path: ['search_providers'],
  })
  .refine((m) => m.sub_type !== 'USER' || m.users.length === 1, { message: 'a USER search names its user', path: ['users'] });
const publishBody = z.object({
  topic: z.literal(SEARCH_HISTORY_TOPIC, { message: `must be ${SEARCH_HISTORY_TOPIC}` }),
  message: historyMessage,
});
const zipBody = z.object({
  search_text: z.string().trim().min(1, 'is required').max(40, 'must be 40 characters or fewer'),
});

/**
 * The public-prefixed calls of global search (SPEC §7): the search-history publish and
 * the zip-code lookup. "Public" is the path; the publish still needs the person's access
 * token, and may only write that person's history.
 */
export function registerPublicSearch(app: FastifyInstance, db: Database, verify: TokenVerifier) {
  app.post('/public/message-publisher/v1/publish', async (req, reply) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const userId = match?.[1] ? await verify(match[1]) : undefined;
    if (!userId) return reply.status(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
    const body = parse(reply, 'body', publishBody, req.body);
    if (!body) return reply;
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
  });

  /** Zip-code autocomplete (SPEC §5): by zip prefix, or by city name prefix. */
  app.post('/public/static-data/v1/zipcode', async (req, reply) => {
    const body = parse(reply, 'body', zipBody, req.body);
    if (!body) return reply;
    const text = body.search_text;
    const digits = /^\d{1,5}$/.test(text);
    const rows = await history.zipCodes(
      db,
      digits,
      digits ? text : text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`),
      ZIP_SUGGESTIONS,
    );
    return { data: rows.map((r) => ({ ...r, location: `${r.city}, ${r.state} ${r.zip_code}` })) };
  });
}
