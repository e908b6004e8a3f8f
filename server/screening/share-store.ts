import type { Queryable } from '../db/database';
import { displayNameOf, personJson } from '../db/users';
import type { ScreeningShare, SharePerson } from '../../contract/screening-shares';
import { openResult, type ResultRow } from './store';

/**
 * The statements of shared screening results (issue #62). A share is in force while it is not
 * revoked and its `until` (if any) is after the server's clock, given as `now` (ms) by the routes,
 * so a test moves time the way the server reads it. Each statement names the owner or the reader.
 */

const at = (now: number) => new Date(now).toISOString();
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const IN_FORCE = `s.revoked_at is null and (s.until is null or s.until > $2::timestamptz)`;

type Named = Parameters<typeof displayNameOf>[0];
const person = (userId: number, p: Named): SharePerson => ({ user_id: userId, display_name: displayNameOf(p) });

/** The concierges of the sessions `ownerId` booked (cancelled ones aside): who they may share with. */
export async function readersOf(q: Queryable, ownerId: number): Promise<SharePerson[]> {
  const { rows } = await q.query<{ user_id: number; p: Named }>(
    `select distinct on (u.user_id) u.user_id, ${personJson('u')} as p
       from bookings b join users u on u.user_id = b.concierge_id
      where b.booker_id = $1 and b.status <> 'cancelled' and b.concierge_id <> $1
      order by u.user_id`,
    [ownerId],
  );
  return rows.map((r) => person(r.user_id, r.p));
}

interface ShareRow {
  id: number;
  result_id: number;
  reader_id: number;
  reader: Named;
  created_at: Date | string;
  until: Date | string | null;
}

const presentShare = (r: ShareRow): ScreeningShare => ({
  id: r.id,
  result_id: r.result_id,
  reader: person(r.reader_id, r.reader),
  created_at: iso(r.created_at)!,
  until: iso(r.until),
});

const SHARE_SELECT = `select s.id, s.result_id, s.reader_id, ${personJson('u')} as reader, s.created_at, s.until
  from screening_shares s join users u on u.user_id = s.reader_id`;

/** The owner's shares in force, newest first. */
export async function sharesOf(q: Queryable, ownerId: number, now: number): Promise<ScreeningShare[]> {
  const { rows } = await q.query<ShareRow>(`${SHARE_SELECT} where s.owner_id = $1 and ${IN_FORCE} order by s.id desc`, [
    ownerId,
    at(now),
  ]);
  return rows.map(presentShare);
}

/**
 * Shares the owner's result with the reader until `until` (null: until revoked), replacing a share
 * of the same result with the same reader still in force (call it in a transaction).
 */
export async function insertShare(
  q: Queryable,
  s: { ownerId: number; resultId: number; readerId: number; now: number; until: number | null },
): Promise<ScreeningShare> {
  await q.query(
    `update screening_shares s set revoked_at = $2::timestamptz
      where s.owner_id = $1 and s.result_id = $3 and s.reader_id = $4 and ${IN_FORCE}`,
    [s.ownerId, at(s.now), s.resultId, s.readerId],
  );
  const { rows } = await q.query<{ id: number }>(
    `insert into screening_shares (result_id, owner_id, reader_id, created_at, until)
     values ($1, $2, $3, $4::timestamptz, $5::timestamptz) returning id`,
    [s.resultId, s.ownerId, s.readerId, at(s.now), s.until === null ? null : at(s.until)],
  );
  const { rows: made } = await q.query<ShareRow>(`${SHARE_SELECT} where s.id = $1`, [rows[0]!.id]);
  return presentShare(made[0]!);
}

/** Revokes one of the owner's shares in force; the reader's id, or undefined when there was none. */
export async function revokeShare(q: Queryable, ownerId: number, shareId: number, now: number): Promise<number | undefined> {
  const { rows } = await q.query<{ reader_id: number }>(
    `update screening_shares s set revoked_at = $2::timestamptz
      where s.owner_id = $1 and s.id = $3 and ${IN_FORCE} returning s.reader_id`,
    [ownerId, at(now), shareId],
  );
  return rows[0]?.reader_id;
}

export interface SharedRow {
  share_id: number;
  owner_id: number;
  owner: Named;
  until: string | null;
  result: ResultRow;
}

/** The results shared with the reader and in force, newest share first, opened with each owner's key. */
export async function sharedWith(q: Queryable, readerId: number, now: number): Promise<SharedRow[]> {
  // The result's own columns, as the results' store reads them, with the share's beside them.
  const { rows } = await q.query<
    ResultRow & { share_id: number; owner_id: number; owner: Named; until: Date | string | null; sealed: string | null }
  >(
    `select s.id as share_id, s.owner_id, ${personJson('u')} as owner, s.until,
            r.id, r.tool, r.answers::int[] as answers, r.score, r.max_score, r.band, r.details, r.sealed,
            to_char(r.taken_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as taken_at
       from screening_shares s
       join screening_results r on r.id = s.result_id and r.user_id = s.owner_id
       join users u on u.user_id = s.owner_id
      where s.reader_id = $1 and ${IN_FORCE}
      order by s.id desc`,
    [readerId, at(now)],
  );
  return Promise.all(
    rows.map(async (r) => {
      const { share_id, owner_id, owner, until, ...row } = r;
      return { share_id, owner_id, owner, until: iso(until), result: (await openResult(q, owner_id, row)) as ResultRow };
    }),
  );
}
