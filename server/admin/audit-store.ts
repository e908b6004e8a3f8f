import type { AuditAction, AuditRow } from '../../contract/admin';
import type { Queryable } from '../db/types';

export interface AuditEntry {
  actorId: number;
  action: AuditAction;
  /** The person acted on; null when the action is on no one (a community). */
  targetId: number | null;
  before: unknown;
  after: unknown;
  reason: string;
  address: string;
}

/** Appends one row; the names are read in the same statement so the row stands on its own. */
export async function appendAudit(db: Queryable, e: AuditEntry): Promise<void> {
  await db.query(
    `insert into admin_audit (actor_id, actor_name, action, target_id, target_name, before, after, reason, address)
     select $1, a.user_name, $2, $3, t.user_name, $4::jsonb, $5::jsonb, $6, $7
       from users a left join users t on t.user_id = $3
      where a.user_id = $1`,
    [e.actorId, e.action, e.targetId, JSON.stringify(e.before), JSON.stringify(e.after), e.reason, e.address],
  );
}

export interface AuditFilters {
  action?: string | undefined;
  actor?: number | undefined;
  target?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

interface Row {
  id: string | number;
  at: Date | string;
  actor_id: number;
  actor_name: string;
  action: string;
  target_id: number | null;
  target_name: string | null;
  before: unknown;
  after: unknown;
  reason: string;
  address: string;
  total: string | number;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** Newest first; `to` is inclusive of its whole day. `limit` null reads every matching row (the CSV). */
export async function readAudit(
  db: Queryable,
  f: AuditFilters,
  limit: number | null,
  offset: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const { rows } = await db.query<Row>(
    `select id, at, actor_id, actor_name, action, target_id, target_name, before, after, reason, address,
            count(*) over () as total
       from admin_audit
      where ($1::text is null or action = $1)
        and ($2::int is null or actor_id = $2)
        and ($3::int is null or target_id = $3)
        and ($4::date is null or at >= $4::date)
        and ($5::date is null or at < $5::date + 1)
      order by at desc, id desc
      limit $6 offset $7`,
    [f.action ?? null, f.actor ?? null, f.target ?? null, f.from ?? null, f.to ?? null, limit, offset],
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((r) => ({
      id: Number(r.id),
      at: iso(r.at),
      actor: { user_id: r.actor_id, user_name: r.actor_name },
      action: r.action,
      target: r.target_id === null ? null : { user_id: r.target_id, user_name: r.target_name ?? '' },
      before: r.before,
      after: r.after,
      reason: r.reason,
      address: r.address,
    })),
  };
}
