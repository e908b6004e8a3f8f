import type { Queryable } from '../db/database';
import type { Scored } from '../../contract/screening-scoring';

/**
 * Every SQL statement of screening results. Each one names the owner: a row is read, listed or
 * deleted only with its person's id, so no statement can hand one person's result to another.
 */

export interface ResultRow {
  id: number;
  tool: string;
  answers: number[];
  score: number | null;
  max_score: number | null;
  band: string;
  details: { subscales: Scored['subscales']; safety_flag: boolean; not_yet: number };
  taken_at: string;
}

const SELECT = `select id, tool, answers::int[] as answers, score, max_score, band, details,
    to_char(taken_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as taken_at
  from screening_results`;

export async function listResults(q: Queryable, userId: number): Promise<ResultRow[]> {
  const { rows } = await q.query<ResultRow>(`${SELECT} where user_id = $1 order by taken_at desc, id desc`, [userId]);
  return rows;
}

export async function resultOf(q: Queryable, userId: number, id: number): Promise<ResultRow | undefined> {
  const { rows } = await q.query<ResultRow>(`${SELECT} where id = $1 and user_id = $2`, [id, userId]);
  return rows[0];
}

/**
 * Stores a scored screening unless the person already keeps `max` results (checked in the same
 * statement); returns its id, or undefined when there is no room.
 */
export async function insertResult(
  q: Queryable,
  userId: number,
  answers: readonly number[],
  scored: Scored,
  max: number,
): Promise<number | undefined> {
  const details = { subscales: scored.subscales, safety_flag: scored.safetyFlag, not_yet: scored.notYet };
  const { rows } = await q.query<{ id: number }>(
    `insert into screening_results (user_id, tool, answers, score, max_score, band, details)
     select $1, $2, $3::smallint[], $4, $5, $6, $7::jsonb
     where (select count(*) from screening_results where user_id = $1) < $8
     returning id`,
    [userId, scored.tool, answers, scored.score, scored.max, scored.band, JSON.stringify(details), max],
  );
  return rows[0]?.id;
}

/** Deletes one of the person's own results; false when they have none with that id. */
export async function deleteResult(q: Queryable, userId: number, id: number): Promise<boolean> {
  const { rows } = await q.query<{ id: number }>('delete from screening_results where id = $1 and user_id = $2 returning id', [
    id,
    userId,
  ]);
  return rows.length > 0;
}
