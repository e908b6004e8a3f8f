import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import { absoluteUrl } from './presenters';
import { sameUser } from './same-user';

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
  is_read: boolean;
  is_seen: boolean;
}

const SORT_FIELDS: Record<string, string> = { notification_ts: 'notification_ts desc, id desc', id: 'id desc' };

const int = (value: unknown, fallback: number, min: number, max: number) => {
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) && String(value ?? '').trim() !== '' ? Math.min(max, Math.max(min, n)) : fallback;
};

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
  api.post<{ Querystring: { page?: string; size?: string; sortField?: string }; Body: { user_id?: unknown } | undefined }>(
    `${prefix}/get`,
    async (req, reply) => {
      const raw = req.body?.user_id;
      const userId = raw === undefined || raw === null || raw === '' ? req.userId : Number(raw);
      if (userId !== req.userId) return reply.status(403).send({ error: 'forbidden' });
      const page = int(req.query.page, 0, 0, 1_000_000);
      const size = int(req.query.size, 10, 1, 100);
      const order = SORT_FIELDS[req.query.sortField ?? 'notification_ts'] ?? SORT_FIELDS.notification_ts;
      const { rows: count } = await db.query<{ n: number }>('select count(*)::int as n from notifications where user_id = $1', [userId]);
      const { rows } = await db.query<NotificationRow>(
        `select id, type, sub_type, notification_text, notification_from, notification_username, user_image_url,
                post_id, community_id, meeting_id, notification_ts, is_read, is_seen
           from notifications where user_id = $1 order by ${order} limit $2 offset $3`,
        [userId, size, page * size],
      );
      const data = rows.map((r) => ({
        ...r,
        user_image_url: absoluteUrl(ctx.publicOrigin, r.user_image_url),
        notification_ts: new Date(r.notification_ts).toISOString(),
      }));
      return { data: { data, total: count[0]?.n ?? 0, page, size } };
    },
  );

  api.delete<{ Params: { userId: string } }>(`${prefix}/delete/user/:userId`, async (req, reply) => {
    if (!sameUser(req, reply)) return reply;
    await db.query('delete from notifications where user_id = $1', [req.userId]);
    return { result: 'ok' };
  });

  api.delete<{ Params: { id: string } }>(`${prefix}/delete/id/:id`, async (req, reply) => {
    const { rows } = await db.query<{ id: number }>(
      'delete from notifications where id = $1 and user_id = $2 returning id',
      [toId(req.params.id), req.userId],
    );
    if (!rows[0]) return reply.status(404).send({ error: 'not found' });
    return { result: 'ok' };
  });

  /** Reading a notification also counts as seeing it. */
  api.post<{ Params: { id: string } }>(`${prefix}/mark-read/id/:id`, async (req, reply) => {
    const { rows } = await db.query<{ id: number }>(
      'update notifications set is_read = true, is_seen = true where id = $1 and user_id = $2 returning id',
      [toId(req.params.id), req.userId],
    );
    if (!rows[0]) return reply.status(404).send({ error: 'not found' });
    return { result: 'ok' };
  });
}

/** A path id as an int4 value; anything else matches no row. */
function toId(raw: string): number {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : 0;
}
