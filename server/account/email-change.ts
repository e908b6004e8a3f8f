import { createHash, randomBytes } from 'node:crypto';
import { CONFIRM_EMAIL_PARAM, EMAIL_CHANGE_LINK_HOURS, type EmailState } from '../../contract/account-email';
import type { Queryable } from '../db/types';
import type { Mailer } from '../mail';

/** Sign-up's rule for an address (server/interaction/signup.ts). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The SPEC §8-style sentence sign-up says for a taken address, without its "Sign in instead". */
export const TAKEN = 'An account with this e-mail already exists.';

const hash = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');

export async function emailState(db: Queryable, userId: number, now: number): Promise<EmailState> {
  const { rows } = await db.query<{ email: string; new_email: string | null; expires_at: Date | null }>(
    `select u.email, c.new_email, c.expires_at
       from users u left join account_email_changes c on c.user_id = u.user_id and c.expires_at > $2
      where u.user_id = $1`,
    [userId, new Date(now)],
  );
  const row = rows[0]!;
  return {
    email: row.email,
    pending: row.new_email ? { new_email: row.new_email, expires_at: new Date(row.expires_at!).toISOString() } : null,
  };
}

/** Why a new address cannot be used, in the form's words; null when it can. */
export async function addressProblem(db: Queryable, userId: number, address: string): Promise<string | null> {
  if (!EMAIL.test(address) || address.length > 254) return 'Enter an e-mail address like name@example.com.';
  const { rows } = await db.query<{ user_id: number }>('select user_id from users where lower(email) = lower($1)', [address]);
  if (rows[0]?.user_id === userId) return 'This is already your e-mail address.';
  return rows.length ? TAKEN : null;
}

/**
 * Keeps the change (one per person: a new one replaces the last) with a fresh single-use token
 * that works for EMAIL_CHANGE_LINK_HOURS, and mails the link to the new address. Only the
 * token's hash is stored, so the database alone cannot confirm a change.
 */
export async function sendChangeLink(
  db: Queryable,
  mailer: Mailer,
  origin: string,
  change: { userId: number; newEmail: string; firstName: string; now: number },
) {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(change.now + EMAIL_CHANGE_LINK_HOURS * 3600_000);
  await db.query(
    `insert into account_email_changes (user_id, new_email, token_hash, expires_at) values ($1, $2, $3, $4)
     on conflict (user_id) do update set new_email = excluded.new_email, token_hash = excluded.token_hash, expires_at = excluded.expires_at`,
    [change.userId, change.newEmail, hash(token), expires],
  );
  const link = `${origin}/settings?${CONFIRM_EMAIL_PARAM}=${token}`;
  await mailer.send({
    to: change.newEmail,
    subject: 'Confirm your new e-mail address for NeuroHealth Care',
    text: `Hello ${change.firstName || 'there'},\n\nTo use this address for your NeuroHealth Care account, open this link within ${EMAIL_CHANGE_LINK_HOURS} hours, signed in:\n\n${link}\n\nUntil then your account keeps its current address. If you did not ask for this, ignore this message.\n`,
  });
}

/** The old address is told a change was asked for (a stolen session's change does not go unseen). */
export async function noticeToOldAddress(mailer: Mailer, to: string, newEmail: string, firstName: string) {
  const masked = newEmail.replace(/^(.)[^@]*/, (_, first: string) => `${first}•••`);
  await mailer.send({
    to,
    subject: 'Your NeuroHealth Care e-mail address is about to change',
    text: `Hello ${firstName || 'there'},\n\nSomeone signed in to your account asked to change its e-mail address to ${masked}. It changes only when the link sent there is opened.\n\nIf this was not you, sign in, cancel the change under Settings › Account, and change your password.\n`,
  });
}

export type ConfirmOutcome = 'confirmed' | 'unknown' | 'expired' | 'taken';

/**
 * Uses a link's token, once: it must be the caller's own waiting change (another person's token
 * is as unknown as a made-up one). The change row goes whatever the outcome but 'unknown'.
 */
export async function confirmChange(db: Queryable, userId: number, token: string, now: number): Promise<ConfirmOutcome> {
  const { rows } = await db.query<{ new_email: string; expires_at: Date }>(
    'delete from account_email_changes where token_hash = $1 and user_id = $2 returning new_email, expires_at',
    [hash(token), userId],
  );
  const change = rows[0];
  if (!change) return 'unknown';
  if (new Date(change.expires_at).getTime() <= now) return 'expired';
  try {
    // The unique index on lower(email) decides: someone may have signed up with it meanwhile.
    await db.query('update users set email = $2, email_verified = true where user_id = $1', [userId, change.new_email]);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return 'taken';
    throw error;
  }
  // A verification link for the old address means nothing now.
  await db.query('delete from email_verifications where user_id = $1', [userId]);
  return 'confirmed';
}

export async function cancelChange(db: Queryable, userId: number) {
  await db.query('delete from account_email_changes where user_id = $1', [userId]);
}

export async function pendingChange(db: Queryable, userId: number, now: number) {
  const { rows } = await db.query<{ new_email: string }>(
    'select new_email from account_email_changes where user_id = $1 and expires_at > $2',
    [userId, new Date(now)],
  );
  return rows[0]?.new_email ?? null;
}
