import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import { absoluteUrl } from '../http/urls';
import { sameUser } from '../http/same-user';
import { z } from 'zod';
import { id, pageIndex, pageSize, parse } from '../http/validation';
import * as store from './store';

// A Map, not an object literal: `sortField=__proto__` must not find Object.prototype.
const SORT_FIELDS = new Map([
  ['notification_ts', 'n.notification_ts desc, n.id desc'],
  ['id', 'n.id desc'],
]);

const listQuery = z.object({
  page: pageIndex.default(0),
  size: pageSize(100).default(10),
  sortField: z.enum(['notification_ts', 'id'], { message: 'must be notification_ts or id' }).default('notification_ts'),
});
const listBody = z.object({ user_id: z.union([id, z.literal(''), z.null()]).optional() });
const idParams = z.object({ id });

/** /api/user-audit/user-notification */
export function registerNotifications(api: FastifyInstance, ctx: ServerContext, db: Database) {
  const prefix = '/user-audit/user-notification';

  api.get<{ Params: { userId: string } }>(`${prefix}/bell-count/user/:userId`, async (req, reply) => {
    if (!sameUser(req, reply)) return reply;
    return { result_map: { notification_not_seen_count: await store.notSeenCount(db, req.userId) } };
  });

  api.post<{ Params: { userId: string } }>(`${prefix}/mark-seen/user/:userId`, async (req, reply) => {
    if (!sameUser(req, reply)) return reply;
    await store.markAllSeen(db, req.userId);
    return { result: 'ok' };
  });

  /** POST /get?page=0&size=10&sortField=notification_ts, body { user_id }: newest first. */
  api.post(`${prefix}/get`, async (req, reply) => {
    const query = parse(reply, 'query', listQuery, req.query);
    const body = query && parse(reply, 'body', listBody, req.body);
    if (!query || !body) return reply;
    const raw = body.user_id;
    const userId = raw === undefined || raw === null || raw === '' ? req.userId : raw;
    if (userId !== req.userId) return reply.status(403).send({ error: 'forbidden' });
    const { page, size } = query;
    const order = SORT_FIELDS.get(query.sortField) ?? 'n.notification_ts desc, n.id desc';
    const total = await store.countOf(db, userId);
    const rows = await store.pageOf(db, userId, order, size, page * size);
    const data = rows.map((r) => ({
      ...r,
      user_image_url: absoluteUrl(ctx.publicOrigin, r.user_image_url),
      notification_ts: new Date(r.notification_ts).toISOString(),
      starts_at: r.starts_at === null ? null : new Date(r.starts_at).toISOString(),
    }));
    return { data: { data, total, page, size } };
  });

  api.delete<{ Params: { userId: string } }>(`${prefix}/delete/user/:userId`, async (req, reply) => {
    if (!sameUser(req, reply)) return reply;
    await store.deleteAll(db, req.userId);
    return { result: 'ok' };
  });

  api.delete(`${prefix}/delete/id/:id`, async (req, reply) => {
    const params = parse(reply, 'params', idParams, req.params);
    if (!params) return reply;
    if (!(await store.deleteOne(db, params.id, req.userId))) return reply.status(404).send({ error: 'not found' });
    return { result: 'ok' };
  });

  /** Reading a notification also counts as seeing it. */
  api.post(`${prefix}/mark-read/id/:id`, async (req, reply) => {
    const params = parse(reply, 'params', idParams, req.params);
    if (!params) return reply;
    if (!(await store.markRead(db, params.id, req.userId))) return reply.status(404).send({ error: 'not found' });
    return { result: 'ok' };
  });
}
