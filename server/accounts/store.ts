import type { Queryable } from '../db/database';

/** SQL of the accounts routes (users themselves: db/users.ts, shared by every feature). */

/** Follow requests waiting for the user's answer. */
export async function pendingInvitations(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from follow_requests where receiver_id = $1 and status = 'PENDING'`,
    [userId],
  );
  return rows[0]?.n ?? 0;
}
