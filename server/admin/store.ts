import type { Member, MemberDetail } from '../../contract/admin';
import type { Queryable } from '../db/types';
import { displayNameOf } from '../db/users';
import { ADMINISTRATOR } from './access';

export interface MemberQuery {
  q?: string | undefined;
  type?: number | undefined;
  mentor?: 'true' | 'false' | undefined;
  suspended?: 'true' | 'false' | undefined;
  joined_from?: string | undefined;
  joined_to?: string | undefined;
  sort: 'joined' | 'name' | 'type';
  order: 'asc' | 'desc';
  page: number;
  size: number;
}

interface Row {
  user_id: number;
  user_name: string;
  first_name: string;
  last_name: string;
  email: string;
  user_type: number;
  is_mentor: boolean;
  care_provider_detail: { provider_name?: string } | null;
  created_at: Date | string;
  suspended: boolean;
  suspended_until: Date | string | null;
  suspension_reason: string | null;
}

/** Whether a suspension is in force now: set, and indefinite or not yet over. */
const ACTIVE = `(u.suspended_at is not null and (u.suspended_until is null or u.suspended_until > now()))`;

const COLUMNS = `u.user_id, u.user_name, u.first_name, u.last_name, u.email, u.user_type, u.is_mentor, u.care_provider_detail, u.created_at,
  ${ACTIVE} as suspended, u.suspended_until, u.suspension_reason`;

// Whitelisted: the sort is never text from the request.
const ORDER = { joined: 'u.created_at', name: 'lower(u.last_name), lower(u.first_name)', type: 'u.user_type' } as const;

const iso = (d: Date | string) => new Date(d).toISOString();

export function presentMember(r: Row): Member {
  return {
    user_id: r.user_id,
    user_name: r.user_name,
    first_name: r.first_name,
    last_name: r.last_name,
    display_name: displayNameOf(r),
    email: r.email,
    user_type: r.user_type,
    is_mentor: r.is_mentor,
    joined_at: iso(r.created_at),
    suspended: r.suspended,
    suspended_until: r.suspended && r.suspended_until ? iso(r.suspended_until) : null,
    suspension_reason: r.suspended ? r.suspension_reason : null,
  };
}

const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchMembers(db: Queryable, f: MemberQuery): Promise<{ rows: Member[]; total: number }> {
  const q = f.q?.trim();
  const dir = f.order === 'asc' ? 'asc' : 'desc';
  const order = ORDER[f.sort]
    .split(', ')
    .map((c) => `${c} ${dir}`)
    .join(', ');
  const { rows } = await db.query<Row & { total: string | number }>(
    `select ${COLUMNS}, count(*) over () as total
       from users u
      where ($1::text is null or lower(u.user_name || ' ' || u.email || ' ' || u.first_name || ' ' || u.last_name) like $1)
        and ($2::int is null or u.user_type = $2)
        and ($3::boolean is null or u.is_mentor = $3)
        and ($4::boolean is null or ${ACTIVE} = $4)
        and ($5::date is null or u.created_at >= $5::date)
        and ($6::date is null or u.created_at < $6::date + 1)
      order by ${order}, u.user_id ${dir}
      limit $7 offset $8`,
    [
      // Lower case, as the indexed expression is (server/admin/schema.ts).
      q ? likeText(q.toLowerCase()) : null,
      f.type ?? null,
      f.mentor === undefined ? null : f.mentor === 'true',
      f.suspended === undefined ? null : f.suspended === 'true',
      f.joined_from ?? null,
      f.joined_to ?? null,
      f.size,
      f.page * f.size,
    ],
  );
  return { rows: rows.map(presentMember), total: Number(rows[0]?.total ?? 0) };
}

export async function memberById(db: Queryable, userId: number): Promise<Member | undefined> {
  const { rows } = await db.query<Row>(`select ${COLUMNS} from users u where u.user_id = $1`, [userId]);
  return rows[0] && presentMember(rows[0]);
}

export async function pinLockedUntil(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ locked_until: Date | string }>(
    'select locked_until from user_pins where user_id = $1 and locked_until > now()',
    [userId],
  );
  return rows[0] ? iso(rows[0].locked_until) : null;
}

/** The suspension in force for a person, for the sign-in page's refusal; undefined when none. */
export async function activeSuspension(db: Queryable, userId: number): Promise<{ until: string | null } | undefined> {
  const { rows } = await db.query<{ suspended_until: Date | string | null }>(
    `select u.suspended_until from users u where u.user_id = $1 and ${ACTIVE}`,
    [userId],
  );
  const row = rows[0];
  return row ? { until: row.suspended_until ? iso(row.suspended_until) : null } : undefined;
}

export async function setSuspension(db: Queryable, userId: number, until: string | null, reason: string): Promise<void> {
  await db.query('update users set suspended_at = now(), suspended_until = $2, suspension_reason = $3 where user_id = $1', [
    userId,
    until,
    reason,
  ]);
}

export async function clearSuspension(db: Queryable, userId: number): Promise<void> {
  await db.query('update users set suspended_at = null, suspended_until = null, suspension_reason = null where user_id = $1', [
    userId,
  ]);
}

export async function setUserType(db: Queryable, userId: number, userType: number): Promise<void> {
  await db.query('update users set user_type = $2 where user_id = $1', [userId, userType]);
}

export async function clearPinLockout(db: Queryable, userId: number): Promise<void> {
  await db.query('update user_pins set failed_attempts = 0, locked_until = null where user_id = $1', [userId]);
}

/**
 * Ends every session of a person: their grants with every token issued under them (the next
 * API call with one is a 401, http/auth.ts) and the identity provider's sessions, so the next
 * sign-in asks for the password again (and is refused while suspended). The same statements as
 * a password change's (server/account/password.ts), for all of the person's grants.
 */
export async function endSessions(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `with theirs as (
       select id from oidc_payloads where model = 'Grant' and payload->>'accountId' = $1
     ),
     issued as (delete from oidc_payloads where grant_id in (select id from theirs) returning 1),
     grants as (delete from oidc_payloads where model = 'Grant' and id in (select id from theirs) returning 1),
     sessions as (delete from oidc_payloads where model = 'Session' and payload->>'accountId' = $1 returning 1)
     select (select count(*) from grants)::int as n`,
    [String(userId)],
  );
  return rows[0]?.n ?? 0;
}

export type { MemberDetail };

/**
 * Locks the acting administrator's row and the member's, in id order, for the transaction, and
 * answers whether the actor is still an administrator once it holds them (read after any
 * change committed meanwhile: a demotion by another administrator counts).
 */
export async function lockAndCheckActor(db: Queryable, actorId: number, targetId: number): Promise<boolean> {
  let actorType: number | undefined;
  for (const id of [actorId, targetId].sort((a, b) => a - b)) {
    const { rows } = await db.query<{ user_type: number }>('select user_type from users where user_id = $1 for update', [id]);
    if (id === actorId) actorType = rows[0]?.user_type;
  }
  return actorType === ADMINISTRATOR;
}
