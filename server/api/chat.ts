import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/** /api/chat-server/v2 */
export function registerChat(api: FastifyInstance, db: Database) {
  api.get('/chat-server/v2/chat/unread/count', async (req) => {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n
         from chat_participants p
         join chat_messages m on m.chat_id = p.chat_id
        where p.user_id = $1 and m.sender_id <> $1 and m.sent_at > p.last_read_at`,
      [req.userId],
    );
    return { unreadCount: rows[0]?.n ?? 0 };
  });
}
