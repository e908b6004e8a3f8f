import type { Queryable } from '../db/types';
import { hashPassword, verifyPassword } from '../db/passwords';
import { passwordProblem } from '../accounts';

export type PasswordOutcome =
  | { ok: true; signedOut: number; endedGrants: string[] }
  | { ok: false; fields: { current_password?: string; new_password?: string } };

/**
 * Changes a person's password: the current one must match, the new one passes sign-up's rule
 * (server/accounts/password-policy.ts) and differs from the current one. Then every other
 * session of the person ends: their grants go with everything issued under them (refresh and
 * access tokens, so the next API call with one is a 401, http/auth.ts), and the identity
 * provider's sessions that do not hold this one's grant. This session's grant stays.
 */
export async function changePassword(
  db: Queryable,
  userId: number,
  grantId: string,
  current: string,
  next: string,
): Promise<PasswordOutcome> {
  const { rows } = await db.query<{ password_hash: string; user_name: string; email: string }>(
    'select password_hash, user_name, email from users where user_id = $1',
    [userId],
  );
  const user = rows[0];
  if (!user || !(await verifyPassword(current, user.password_hash)))
    return { ok: false, fields: { current_password: 'That is not your current password.' } };
  const problem = passwordProblem(next, { userName: user.user_name, email: user.email });
  if (problem) return { ok: false, fields: { new_password: problem } };
  if (next === current) return { ok: false, fields: { new_password: 'Choose a password different from your current one.' } };
  await db.query('update users set password_hash = $2 where user_id = $1', [userId, await hashPassword(next)]);
  const { rows: ended } = await db.query<{ n: number; ids: string[] | null }>(
    `with other as (
       select id from oidc_payloads where model = 'Grant' and payload->>'accountId' = $1 and id <> $2
     ),
     issued as (delete from oidc_payloads where grant_id in (select id from other) returning 1),
     grants as (delete from oidc_payloads where model = 'Grant' and id in (select id from other) returning 1),
     sessions as (
       delete from oidc_payloads
        where model = 'Session' and payload->>'accountId' = $1 and position($2 in payload::text) = 0
       returning 1
     )
     select (select count(*) from grants)::int as n, (select array_agg(id) from other) as ids`,
    [String(userId), grantId],
  );
  return { ok: true, signedOut: ended[0]?.n ?? 0, endedGrants: ended[0]?.ids ?? [] };
}
