import type { Queryable } from '../db/types';

/** Every statement of the beta feedback. */

export interface FeedbackRow {
  id: number;
  message: string;
  page: string | null;
  email: string | null;
  received_at: string;
}

const ISO = `to_char(received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export async function insertFeedback(
  db: Queryable,
  f: { message: string; page: string | null; email: string | null },
): Promise<{ id: number; received_at: string }> {
  const { rows } = await db.query<{ id: number; received_at: string }>(
    `insert into beta_feedback (message, page, email) values ($1, $2, $3) returning id, ${ISO} as received_at`,
    [f.message, f.page, f.email],
  );
  return rows[0]!;
}

/** Newest first, a page at a time, with how many there are. */
export async function feedbackPage(db: Queryable, page: number, size: number): Promise<{ rows: FeedbackRow[]; total: number }> {
  const { rows } = await db.query<FeedbackRow & { total: number }>(
    `select id, message, page, email, ${ISO} as received_at, count(*) over ()::int as total
       from beta_feedback order by received_at desc, id desc limit $1 offset $2`,
    [size, page * size],
  );
  const total = rows[0]?.total ?? (await db.query<{ n: number }>('select count(*)::int as n from beta_feedback')).rows[0]!.n;
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}
