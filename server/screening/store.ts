import type { Queryable } from '../db/database';
import type { Scored } from '../../contract/screening-scoring';
import { accountKey, seal, unseal } from '../crypto/dataKeys';

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

const SELECT = `select id, tool, answers::int[] as answers, score, max_score, band, details, sealed,
    to_char(taken_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as taken_at
  from screening_results`;

type StoredRow = ResultRow & { sealed: string | null };

/** What is sealed of a result: its answers and details (issue #62). */
export const sealAnswers = (q: Queryable, userId: number, answers: readonly number[], details: unknown) =>
  seal(q, accountKey(userId), JSON.stringify({ answers, details }));

/** A row with its answers and details opened (a row not sealed yet is as it was). */
export async function openResult<R extends { answers: unknown; details: unknown; sealed?: string | null }>(
  q: Queryable,
  userId: number,
  row: R,
): Promise<Omit<R, 'sealed'>> {
  const { sealed, ...rest } = row;
  if (!sealed) return rest;
  const opened = JSON.parse(await unseal(q, accountKey(userId), sealed)) as { answers: number[]; details: unknown };
  return { ...rest, answers: opened.answers, details: opened.details };
}

export async function listResults(q: Queryable, userId: number): Promise<ResultRow[]> {
  const { rows } = await q.query<StoredRow>(`${SELECT} where user_id = $1 order by taken_at desc, id desc`, [userId]);
  return Promise.all(rows.map((row) => openResult(q, userId, row)));
}

export async function resultOf(q: Queryable, userId: number, id: number): Promise<ResultRow | undefined> {
  const { rows } = await q.query<StoredRow>(`${SELECT} where id = $1 and user_id = $2`, [id, userId]);
  return rows[0] ? openResult(q, userId, rows[0]) : undefined;
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
    `insert into screening_results (user_id, tool, answers, score, max_score, band, details, sealed)
     select $1, $2, '{}', $3, $4, $5, '{}'::jsonb, $6
     where (select count(*) from screening_results where user_id = $1) < $7
     returning id`,
    [userId, scored.tool, scored.score, scored.max, scored.band, await sealAnswers(q, userId, answers, details), max],
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
