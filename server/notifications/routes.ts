import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/notifications';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import { serve } from '../http/endpoint';
import { absoluteUrl } from '../http/urls';
import { sameUser } from '../http/same-user';
import * as store from './store';

// A Map, not an object literal: `sortField=__proto__` must not find Object.prototype.
const SORT_FIELDS = new Map([
  ['notification_ts', 'n.notification_ts desc, n.id desc'],
  ['id', 'n.id desc'],
]);

/** /api/user-audit/user-notification (contract/notifications.ts) */
export function registerNotifications(api: FastifyInstance, ctx: ServerContext, db: Database) {
  serve(api, contract.bellCount, async ({ params, req, reply }) => {
    if (!sameUser(req, reply, params.userId)) return reply;
    return { result_map: { notification_not_seen_count: await store.notSeenCount(db, req.userId) } };
  });

  serve(api, contract.markAllSeen, async ({ params, req, reply }) => {
    if (!sameUser(req, reply, params.userId)) return reply;
    await store.markAllSeen(db, req.userId);
    return { result: 'ok' };
  });

  serve(api, contract.list, async ({ query, body, req, reply }) => {
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

  serve(api, contract.deleteAll, async ({ params, req, reply }) => {
    if (!sameUser(req, reply, params.userId)) return reply;
    await store.deleteAll(db, req.userId);
    return { result: 'ok' };
  });

  serve(api, contract.deleteOne, async ({ params, req, reply }) => {
    if (!(await store.deleteOne(db, params.id, req.userId))) return reply.status(404).send({ error: 'not found' });
    return { result: 'ok' };
  });

  /** Reading a notification also counts as seeing it. */
  serve(api, contract.markRead, async ({ params, req, reply }) => {
    if (!(await store.markRead(db, params.id, req.userId))) return reply.status(404).send({ error: 'not found' });
    return { result: 'ok' };
  });
}
