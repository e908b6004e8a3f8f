import type { AccessEntry, AccessKind } from '../../contract/accessLog';
import type { Queryable } from '../db/types';

export interface AccessRecord {
  subjectId: number;
  readerId: number;
  kind: AccessKind;
  what: string;
  reason?: string | null;
}

/**
 * Records a read by someone other than the person (a read of one's own data is not recorded).
 * Call it on the read's own transaction: if it fails, the read is not answered.
 */
export async function recordAccess(db: Queryable, r: AccessRecord): Promise<AccessEntry | undefined> {
  if (r.subjectId === r.readerId) return undefined;
  const { rows } = await db.query<Row>(
    `insert into access_log (subject_id, reader_id, reader_name, kind, what, reason)
     select $1, u.user_id, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.user_name), $3, $4, $5
       from users u where u.user_id = $2
     returning id, at, reader_id, reader_name, kind, what, reason`,
    [r.subjectId, r.readerId, r.kind, r.what, r.reason ?? null],
  );
  return rows[0] ? presentEntry(rows[0]) : undefined;
}

interface Row {
  id: string | number;
  at: Date | string;
  reader_id: number;
  reader_name: string;
  kind: AccessKind;
  what: string;
  reason: string | null;
}

/** The person's own entries, newest first: of one kind when asked, the newest `limit` (every one when null). */
export async function accessLogOf(
  db: Queryable,
  subjectId: number,
  kind?: AccessKind,
  limit: number | null = 200,
): Promise<AccessEntry[]> {
  const { rows } = await db.query<Row>(
    `select id, at, reader_id, reader_name, kind, what, reason from access_log
      where subject_id = $1 and ($2::text is null or kind = $2)
      order by at desc, id desc limit $3`,
    [subjectId, kind ?? null, limit],
  );
  return rows.map(presentEntry);
}

const presentEntry = (r: Row): AccessEntry => ({
  id: Number(r.id),
  at: new Date(r.at).toISOString(),
  reader: { user_id: r.reader_id, display_name: r.reader_name },
  kind: r.kind,
  what: r.what,
  reason: r.reason,
});
