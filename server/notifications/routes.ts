import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import { absoluteUrl } from '../http/urls';
import { sameUser } from '../http/same-user';
import { z } from 'zod';
import { id, pageIndex, pageSize, parse } from '../http/validation';

interface NotificationRow {
  id: number;
  type: string;
  sub_type: string | null;
  notification_text: string;
  notification_from: string | null;
  notification_username: string | null;
  user_image_url: string | null;
  post_id: string | null;
  community_id: string | null;
  meeting_id: string | null;
  notification_ts: Date | string;
  starts_at: Date | string | null;
  booking_change: string | null;
  timezone: string | null;
  is_read: boolean;
  is_seen: boolean;
}

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
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from notifications where user_id = $1 and not is_seen',
      [req.userId],
    );
    return { result_map: { notification_not_seen_count: rows[0]?.n ?? 0 } };
  });

  api.post<{ Params: { userId: string } }>(`${prefix}/mark-seen/user/:userId`, async (req, reply) => {
    if (!sameUser(req, reply)) return reply;
    await db.query('update notifications set is_seen = true where user_id = $1 and not is_seen', [req.userId]);
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
    const { rows: count } = await db.query<{ n: number }>('select count(*)::int as n from notifications where user_id = $1', [
      userId,
    ]);
    const { rows } = await db.query<NotificationRow>(
      // A booking notice's instant and change, and the reader's own zone setting (a concierge's),
      // so the app writes its time in the reader's zone (issue #28 item 3).
      `select n.id, n.type, n.sub_type, n.notification_text, n.notification_from, n.notification_username, n.user_image_url,
                n.post_id, n.community_id, n.meeting_id, n.notification_ts, n.starts_at, n.booking_change, p.timezone,
                n.is_read, n.is_seen
           from notifications n left join concierge_profiles p on p.user_id = n.user_id
          where n.user_id = $1 order by ${order} limit $2 offset $3`,
      [userId, size, page * size],
    );
    const data = rows.map((r) => ({
      ...r,
      user_image_url: absoluteUrl(ctx.publicOrigin, r.user_image_url),
      notification_ts: new Date(r.notification_ts).toISOString(),
      starts_at: r.starts_at === null ? null : new Date(r.starts_at).toISOString(),
    }));
    return { data: { data, total: count[0]?.n ?? 0, page, size } };
  });

  api.delete<{ Params: { userId: string } }>(`${prefix}/delete/user/:userId`, async (req, reply) => {
    if (!sameUser(req, reply)) return reply;
    await db.query('delete from notifications where user_id = $1', [req.userId]);
    return { result: 'ok' };
  });

  api.delete(`${prefix}/delete/id/:id`, async (req, reply) => {
    const params = parse(reply, 'params', idParams, req.params);
    if (!params) return reply;
    const { rows } = await db.query<{ id: number }>('delete from notifications where id = $1 and user_id = $2 returning id', [
      params.id,
      req.userId,
    ]);
    if (!rows[0]) return reply.status(404).send({ error: 'not found' });
    return { result: 'ok' };
  });

  /** Reading a notification also counts as seeing it. */
  api.post(`${prefix}/mark-read/id/:id`, async (req, reply) => {
    const params = parse(reply, 'params', idParams, req.params);
    if (!params) return reply;
    const { rows } = await db.query<{ id: number }>(
      'update notifications set is_read = true, is_seen = true where id = $1 and user_id = $2 returning id',
      [params.id, req.userId],
    );
    if (!rows[0]) return reply.status(404).send({ error: 'not found' });
    return { result: 'ok' };
  });
}
