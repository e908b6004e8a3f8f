import type { Database, Queryable } from './database';
import { hashPassword, verifyPassword } from './passwords';

export interface UserRow {
  user_id: number;
  user_name: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  user_type: number;
  is_mentor: boolean;
  mentor_detail: { profile_picture?: string; [key: string]: unknown } | null;
  care_provider_detail: { provider_name?: string; [key: string]: unknown } | null;
  profile_picture: string | null;
  email_verified: boolean;
  created_at: string;
  /** Sign-ins so far, this one included (server/schema.ts). */
  sign_ins: number;
  /** When the account was deleted (server/account/deletion.ts); its row stays for its messages. */
  deleted_at?: string | Date | null;
}

export interface NewUser {
  user_name: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  user_type: number;
  is_mentor?: boolean;
  mentor_detail?: Record<string, unknown> | null;
  care_provider_detail?: Record<string, unknown> | null;
  /** Seeded accounts are verified; a sign-up is not until its link is opened. */
  email_verified?: boolean;
}

/**
 * SPEC §6's display name and a deleted account's user name: one rule for the server and the app
 * (contract/display-name.ts), so a person is called the same everywhere (issue #63.6).
 */
export { DELETED_USER_PREFIX, displayNameOf } from '../../contract/display-name';

/**
 * The columns SPEC §6's display name reads of the users row aliased `u`, as one JSON value for a
 * select list: `${personJson('c')} as concierge`, then displayNameOf(row.concierge). A query that
 * names someone reads these rather than writing the rule again in SQL.
 */
export const personJson = (u: string) =>
  `json_build_object('user_name', ${u}.user_name, 'first_name', ${u}.first_name, 'last_name', ${u}.last_name,
     'user_type', ${u}.user_type, 'is_mentor', ${u}.is_mentor, 'care_provider_detail', ${u}.care_provider_detail)`;

/** Avatars are stored as paths so the database survives a change of PUBLIC_ORIGIN. */
export function avatarPath(name: string): string {
  return `/public/avatars/${encodeURIComponent(name)}.svg`;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const { rows } = await db.query<UserRow>('select * from users where user_id = $1', [id]);
  return rows[0];
}

export async function findUserByName(db: Database, userName: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('select * from users where lower(user_name) = lower($1)', [userName.trim()]);
  return rows[0];
}

export async function findUserByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    'select * from users where lower(user_name) = lower($1) or lower(email) = lower($1) limit 1',
    [login.trim()],
  );
  return rows[0];
}

// Hashed once: an unknown login is checked against it, so it costs the same time as a known one
// and the answer's timing does not tell which user names exist.
let unknownUserHash: Promise<string> | undefined;

export async function authenticate(db: Database, login: string, password: string): Promise<UserRow | undefined> {
  const user = await findUserByLogin(db, login);
  unknownUserHash ??= hashPassword('not a real password: unknown accounts are checked against this');
  const ok = await verifyPassword(password, user?.password_hash ?? (await unknownUserHash));
  return user && ok ? user : undefined;
}

export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `insert into users (user_name, email, password_hash, first_name, last_name, user_type,
       is_mentor, mentor_detail, care_provider_detail, profile_picture, email_verified)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning *`,
    [
      user.user_name,
      user.email,
      await hashPassword(user.password),
      user.first_name,
      user.last_name,
      user.user_type,
      user.is_mentor ?? false,
      user.mentor_detail ? JSON.stringify(user.mentor_detail) : null,
      user.care_provider_detail ? JSON.stringify(user.care_provider_detail) : null,
      avatarPath(user.user_name),
      user.email_verified ?? false,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into users returned no row');
  return row;
}
