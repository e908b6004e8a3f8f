import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { sameUser } from './same-user';

/** /api/user-audit/user-notification */
export function registerNotifications(api: FastifyInstance, db: Database) {
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
}
