import { createHash } from 'node:crypto';
import { CLIENT_ID } from '../config';
import type { Queryable } from '../db/types';

/** Last active moves at most this often: one write a minute per session in use, not one per request. */
const TOUCH_EVERY = '1 minute';

/**
 * The public id of a session: a hash of oidc-provider's session id, which is the value of the
 * browser's session cookie and so must never leave the server.
 */
export const sessionKey = (sessionId: string) => createHash('sha256').update(sessionId, 'utf8').digest('base64url');

/** A signed-in session of the person, with what session_activity knows of it. */
export interface SessionEntry {
  sessionId: string;
  key: string;
  grantId: string | null;
  userAgent: string | null;
  address: string | null;
  signedInAt: Date | null;
  lastActiveAt: Date | null;
}

interface Row {
  id: string;
  payload: { loginTs?: number; authorizations?: Record<string, { grantId?: string }> };
  user_agent: string | null;
  address: string | null;
  signed_in_at: string | Date | null;
  last_active_at: string | Date | null;
}

const at = (value: string | Date | null) => (value === null ? null : new Date(value));

/** The session's browser signed in (or renewed silently): who it is and where it is, kept by its grant. */
export async function recordSignIn(
  db: Queryable,
  grantId: string,
  userId: number,
  userAgent: string | null,
  address: string | null,
) {
  await db.query(
    `insert into session_activity (grant_id, user_id, user_agent, address) values ($1, $2, $3, $4)
     on conflict (grant_id) do update set last_active_at = now(),
       user_agent = coalesce(excluded.user_agent, session_activity.user_agent),
       address = coalesce(excluded.address, session_activity.address)`,
    [grantId, userId, userAgent?.slice(0, 500) ?? null, address],
  );
  // The person's rows whose grant has ended (signed out, expired) go now.
  await db.query(
    `delete from session_activity a where a.user_id = $1
       and not exists (select 1 from oidc_payloads g where g.model = 'Grant' and g.id = a.grant_id)`,
    [userId],
  );
}

/** When this process last moved each session's time: a request in the same minute costs no query. */
const touched = new Map<string, number>();
const TOUCH_EVERY_MS = 60_000;

/** A token of the session was used (server/oidc/session-check.ts, on every request). */
export async function touch(db: Queryable, grantId: string, now = Date.now()) {
  if (now - (touched.get(grantId) ?? 0) < TOUCH_EVERY_MS) return;
  touched.set(grantId, now);
  // Sessions not seen for a minute are forgotten here (the database keeps their time).
  if (touched.size > 1000) for (const [id, at] of touched) if (now - at >= TOUCH_EVERY_MS) touched.delete(id);
  await db.query(
    `update session_activity set last_active_at = now()
      where grant_id = $1 and last_active_at < now() - interval '${TOUCH_EVERY}'`,
    [grantId],
  );
}

/** The person's signed-in sessions, as oidc-provider stores them, with their activity. */
export async function sessionsOf(db: Queryable, userId: number): Promise<SessionEntry[]> {
  const { rows } = await db.query<Row>(
    `select s.id, s.payload, a.user_agent, a.address, a.signed_in_at, a.last_active_at
       from oidc_payloads s
       left join session_activity a on a.grant_id = s.payload->'authorizations'->$2->>'grantId'
      where s.model = 'Session' and s.payload->>'accountId' = $1
        and (s.expires_at is null or s.expires_at > now())`,
    [String(userId), CLIENT_ID],
  );
  return rows.map((r) => ({
    sessionId: r.id,
    key: sessionKey(r.id),
    grantId: r.payload.authorizations?.[CLIENT_ID]?.grantId ?? null,
    userAgent: r.user_agent,
    address: r.address,
    signedInAt: typeof r.payload.loginTs === 'number' ? new Date(r.payload.loginTs * 1000) : at(r.signed_in_at),
    lastActiveAt: at(r.last_active_at),
  }));
}

/**
 * Ends sessions: the session rows (the browser's cookie no longer signs it in), their grants and
 * every token issued under them (refresh and access tokens stop working at once). The caller
 * closes their live connections after the commit.
 */
export async function endSessions(db: Queryable, sessions: SessionEntry[]) {
  const grants = sessions.flatMap((s) => (s.grantId ? [s.grantId] : []));
  await db.query('delete from oidc_payloads where grant_id = any($1::text[])', [grants]);
  await db.query(`delete from oidc_payloads where model = 'Grant' and id = any($1::text[])`, [grants]);
  await db.query(`delete from oidc_payloads where model = 'Session' and id = any($1::text[])`, [
    sessions.map((s) => s.sessionId),
  ]);
  await db.query('delete from session_activity where grant_id = any($1::text[])', [grants]);
}
