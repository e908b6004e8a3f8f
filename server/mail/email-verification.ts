import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import type { Mailer } from './mailer';

const TTL_HOURS = 48;

export const EMAIL_VERIFICATION_SCHEMA = `
create table if not exists email_verifications (
  token_hash text primary key,
  user_id int not null references users(user_id) on delete cascade,
  expires_at timestamptz not null
);
create index if not exists email_verifications_user_idx on email_verifications(user_id);
`;

const hash = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');

/** Sends the link that verifies a new account's address. Only the token's hash is stored. */
export async function sendVerification(
  db: Database,
  mailer: Mailer,
  origin: string,
  user: { user_id: number; email: string; first_name: string },
) {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into email_verifications (token_hash, user_id, expires_at) values ($1, $2, now() + make_interval(hours => $3::int))`,
    [hash(token), user.user_id, TTL_HOURS],
  );
  const link = `${origin}/verify-email?token=${token}`;
  await mailer.send({
    to: user.email,
    subject: 'Confirm your e-mail address for NeuroHealth Care',
    text: `Hello ${user.first_name || 'there'},\n\nPlease confirm this is your e-mail address by opening this link within ${TTL_HOURS} hours:\n\n${link}\n\nIf you did not create a NeuroHealth Care account, ignore this message.\n`,
  });
}

/** Marks the address verified when the token is valid; true when it was. One use per token. */
export async function verifyEmail(db: Database, token: string): Promise<boolean> {
  const { rows } = await db.query<{ user_id: number }>(
    'delete from email_verifications where token_hash = $1 and expires_at > now() returning user_id',
    [hash(token)],
  );
  const userId = rows[0]?.user_id;
  if (!userId) return false;
  await db.query('update users set email_verified = true where user_id = $1', [userId]);
  await db.query('delete from email_verifications where user_id = $1', [userId]);
  return true;
}
