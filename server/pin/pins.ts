/**
 * The PIN that protects the profile and messages (SPEC §1, §5, §7 pin-manager), kept so
 * that no client can get around it: the PIN and every one-time code are stored only as
 * salted scrypt hashes; wrong tries are counted in the database, so a reload, a second
 * tab or a server restart cannot reset them; and each try is reserved before the slow
 * hash is checked, so a hundred requests sent at once still get five guesses.
 */
import { randomInt } from 'node:crypto';
import type { Database } from '../db/database';
import { hashPassword, verifyPassword } from '../db/passwords';

export const PIN_RULES = {
  /** SPEC §9: six digits (digits only is this product's choice; README). */
  pattern: /^\d{6}$/,
  maxAttempts: 5,
  lockoutMinutes: 15,
  codeTtlMinutes: 10,
  codeMaxAttempts: 5,
  resendCooldownSeconds: 30,
} as const;

export const PIN_SCHEMA = `
create table if not exists user_pins (
  user_id int primary key references users(user_id) on delete cascade,
  pin_hash text not null,
  active boolean not null default true,
  failed_attempts int not null default 0,
  locked_until timestamptz,
  updated_at timestamptz not null default now()
);
create table if not exists pin_codes (
  user_id int primary key references users(user_id) on delete cascade,
  code_hash text not null,
  attempts int not null default 0,
  expires_at timestamptz not null,
  sent_at timestamptz not null default now()
);
`;

export interface PinStatus {
  has_pin: boolean;
  active: boolean;
  /** While verification is locked after too many wrong tries (ISO time), else null. */
  locked_until: string | null;
  attempts_left: number;
}

interface PinRow {
  pin_hash: string;
  active: boolean;
  failed_attempts: number;
  locked_until: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const isLocked = (row: Pick<PinRow, 'locked_until'>) => row.locked_until !== null && new Date(row.locked_until) > new Date();

export async function pinStatus(db: Database, userId: number): Promise<PinStatus> {
  const { rows } = await db.query<PinRow>('select * from user_pins where user_id = $1', [userId]);
  const row = rows[0];
  if (!row) return { has_pin: false, active: false, locked_until: null, attempts_left: PIN_RULES.maxAttempts };
  const locked = isLocked(row);
  return {
    has_pin: true,
    active: row.active,
    locked_until: locked ? iso(row.locked_until) : null,
    // A lockout that has run out gives the full count back (see `reserveTry`).
    attempts_left: locked ? 0 : row.locked_until ? PIN_RULES.maxAttempts : PIN_RULES.maxAttempts - row.failed_attempts,
  };
}

/** Sets the first PIN; false when the person already has one (changing it goes through an e-mailed code). */
export async function createPin(db: Database, userId: number, pin: string): Promise<boolean> {
  const hash = await hashPassword(pin);
  const { rows } = await db.query(
    'insert into user_pins (user_id, pin_hash) values ($1, $2) on conflict (user_id) do nothing returning user_id',
    [userId, hash],
  );
  return rows.length === 1;
}

export type CheckResult =
  | { ok: true }
  | { ok: false; reason: 'no pin' }
  | { ok: false; reason: 'locked'; lockedUntil: string }
  | { ok: false; reason: 'wrong'; attemptsLeft: number; lockedUntil: string | null };

/**
 * Checks a PIN against the stored hash. The try is counted before the hash is compared
 * (and given back when it was right): the count, not the timing of requests, decides.
 */
export async function checkPin(db: Database, userId: number, pin: string): Promise<CheckResult> {
  const { rows } = await db.query<PinRow>(
    `update user_pins set
       failed_attempts = case when locked_until is not null and locked_until <= now() then 1 else failed_attempts + 1 end,
       locked_until = case
         when (case when locked_until is not null and locked_until <= now() then 1 else failed_attempts + 1 end) >= $2
           then now() + make_interval(mins => $3::int)
         else null end
     where user_id = $1 and (locked_until is null or locked_until <= now())
     returning pin_hash, active, failed_attempts, locked_until`,
    [userId, PIN_RULES.maxAttempts, PIN_RULES.lockoutMinutes],
  );
  const row = rows[0];
  if (!row) {
    const status = await pinStatus(db, userId);
    if (!status.has_pin) return { ok: false, reason: 'no pin' };
    return { ok: false, reason: 'locked', lockedUntil: status.locked_until ?? new Date().toISOString() };
  }
  if (!PIN_RULES.pattern.test(pin) || !(await verifyPassword(pin, row.pin_hash))) {
    const attemptsLeft = Math.max(0, PIN_RULES.maxAttempts - row.failed_attempts);
    return { ok: false, reason: 'wrong', attemptsLeft, lockedUntil: attemptsLeft === 0 ? iso(row.locked_until) : null };
  }
  await db.query('update user_pins set failed_attempts = 0, locked_until = null where user_id = $1', [userId]);
  return { ok: true };
}

export async function setActive(db: Database, userId: number, active: boolean): Promise<void> {
  await db.query('update user_pins set active = $2, updated_at = now() where user_id = $1', [userId, active]);
}

export type SendCodeResult = { ok: true; code: string } | { ok: false; retryAfterSeconds: number };

/**
 * A new one-time code (any earlier one stops working), unless one was sent less than 30 s
 * ago. The caller e-mails the code; only its hash is kept.
 */
export async function newCode(db: Database, userId: number): Promise<SendCodeResult> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = await hashPassword(code);
  // One statement decides the cooldown, so two tabs asking at once send one code.
  const { rows } = await db.query<{ user_id: number }>(
    `insert into pin_codes (user_id, code_hash, attempts, expires_at, sent_at)
       values ($1, $2, 0, now() + make_interval(mins => $3::int), now())
     on conflict (user_id) do update set code_hash = excluded.code_hash, attempts = 0,
       expires_at = excluded.expires_at, sent_at = excluded.sent_at
       where pin_codes.sent_at <= now() - make_interval(secs => $4::int)
     returning user_id`,
    [userId, hash, PIN_RULES.codeTtlMinutes, PIN_RULES.resendCooldownSeconds],
  );
  if (rows.length === 1) return { ok: true, code };
  const wait = await db.query<{ s: number }>(
    `select greatest(1, ceil(extract(epoch from (sent_at + make_interval(secs => $2::int) - now()))))::int as s
       from pin_codes where user_id = $1`,
    [userId, PIN_RULES.resendCooldownSeconds],
  );
  return { ok: false, retryAfterSeconds: wait.rows[0]?.s ?? PIN_RULES.resendCooldownSeconds };
}

export type CodeResult = { ok: true } | { ok: false; reason: 'expired' } | { ok: false; reason: 'wrong'; attemptsLeft: number };

/**
 * Checks a one-time code: a try is reserved first, as for the PIN; five wrong ones void
 * the code. `consume` spends a right code (setting the new PIN); checking alone does not.
 */
export async function checkCode(db: Database, userId: number, code: string, consume: boolean): Promise<CodeResult> {
  const { rows } = await db.query<{ code_hash: string; attempts: number }>(
    `update pin_codes set attempts = attempts + 1
       where user_id = $1 and expires_at > now() and attempts < $2
     returning code_hash, attempts`,
    [userId, PIN_RULES.codeMaxAttempts],
  );
  const row = rows[0];
  if (!row) return { ok: false, reason: 'expired' };
  if (!/^\d{6}$/.test(code) || !(await verifyPassword(code, row.code_hash))) {
    const attemptsLeft = Math.max(0, PIN_RULES.codeMaxAttempts - row.attempts);
    if (attemptsLeft === 0) await db.query('delete from pin_codes where user_id = $1', [userId]);
    return { ok: false, reason: 'wrong', attemptsLeft };
  }
  if (consume) {
    // Spent: deleting it decides a race between two uses of the same code.
    const spent = await db.query('delete from pin_codes where user_id = $1 and code_hash = $2 returning user_id', [
      userId,
      row.code_hash,
    ]);
    if (spent.rows.length === 0) return { ok: false, reason: 'expired' };
  } else {
    await db.query('update pin_codes set attempts = greatest(0, attempts - 1) where user_id = $1', [userId]);
  }
  return { ok: true };
}

/** The new PIN, after a right code: it replaces the old one, turns it on and ends any lockout. */
export async function replacePin(db: Database, userId: number, pin: string): Promise<void> {
  const hash = await hashPassword(pin);
  await db.query(
    `insert into user_pins (user_id, pin_hash, active) values ($1, $2, true)
     on conflict (user_id) do update set pin_hash = excluded.pin_hash, active = true, failed_attempts = 0,
       locked_until = null, updated_at = now()`,
    [userId, hash],
  );
}
