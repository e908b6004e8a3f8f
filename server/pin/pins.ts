/**
 * The PIN that protects the profile and messages (SPEC §1, §5, §7 pin-manager), kept so
 * that no client can get around it: the PIN and every one-time code are stored only as
 * salted scrypt hashes; wrong tries are counted in the database, so a reload, a second
 * tab or a server restart cannot reset them; each try is reserved before the slow
 * hash is checked, so a hundred requests sent at once still get five guesses; and the
 * e-mailed codes get 20 guesses a day between them, however often one is sent.
 */
import { randomInt } from 'node:crypto';
import type { Database } from '../db/database';
import { hashPassword, verifyPassword } from '../db/passwords';

export const PIN_RULES = {
  /** SPEC §9: six digits (digits only is this product's choice; docs/FEATURES.md, "The PIN"). */
  pattern: /^\d{6}$/,
  maxAttempts: 5,
  lockoutMinutes: 15,
  codeTtlMinutes: 10,
  codeMaxAttempts: 5,
  resendCooldownSeconds: 30,
  /**
   * Code guesses per account per day, across codes (four codes' worth): without a ceiling each
   * resend brought five fresh guesses, some 14,400 a day. The day starts at its first guess;
   * once they are spent no code is checked or sent until it is over.
   */
  codeGuessesPerDay: 20,
} as const;

/** The limits a server may lower (tests): ServerOptions.pinLimits. */
export interface PinLimits {
  codeGuessesPerDay: number;
}

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
-- The code guesses of the current day (it starts at its first guess), across codes (codeGuessesPerDay).
create table if not exists pin_code_guesses (
  user_id int primary key references users(user_id) on delete cascade,
  guesses int not null,
  day_started_at timestamptz not null
);
-- Sessions (OAuth grants) in which the PIN was given, and when each last made a request (pin/unlocks.ts).
create table if not exists pin_unlocks (
  grant_id text primary key,
  user_id int not null references users(user_id) on delete cascade,
  seen_at timestamptz not null
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

export type SendCodeResult =
  | { ok: true; code: string }
  | { ok: false; reason: 'too soon'; retryAfterSeconds: number }
  | { ok: false; reason: 'too many codes'; lockedUntil: string };

/**
 * A new one-time code (any earlier one stops working), unless one was sent less than 30 s
 * ago or the day's code guesses are spent. The caller e-mails the code; only its hash is kept.
 */
export async function newCode(db: Database, userId: number, limits: PinLimits = PIN_RULES): Promise<SendCodeResult> {
  const spent = await codeGuessesSpentUntil(db, userId, limits);
  if (spent) return { ok: false, reason: 'too many codes', lockedUntil: spent };
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
  return { ok: false, reason: 'too soon', retryAfterSeconds: wait.rows[0]?.s ?? PIN_RULES.resendCooldownSeconds };
}

/** When the day's code guesses are spent: the end of that day (ISO); otherwise null. */
async function codeGuessesSpentUntil(db: Database, userId: number, limits: PinLimits): Promise<string | null> {
  const { rows } = await db.query<{ until: Date | string }>(
    `select day_started_at + interval '1 day' as until from pin_code_guesses
      where user_id = $1 and guesses >= $2 and day_started_at > now() - interval '1 day'`,
    [userId, limits.codeGuessesPerDay],
  );
  return rows[0] ? iso(rows[0].until) : null;
}

/**
 * Reserves one of the day's code guesses in one statement (a burst counts every guess; a day
 * that is over starts again); false when none is left.
 */
async function reserveCodeGuess(db: Database, userId: number, limits: PinLimits): Promise<boolean> {
  const { rows } = await db.query(
    `insert into pin_code_guesses as g (user_id, guesses, day_started_at) values ($1, 1, now())
     on conflict (user_id) do update set
       guesses = case when g.day_started_at <= now() - interval '1 day' then 1 else g.guesses + 1 end,
       day_started_at = case when g.day_started_at <= now() - interval '1 day' then now() else g.day_started_at end
     where g.day_started_at <= now() - interval '1 day' or g.guesses < $2
     returning user_id`,
    [userId, limits.codeGuessesPerDay],
  );
  return rows.length === 1;
}

/** A reserved guess that was not a wrong code (no code to check, or the right one). */
async function giveBackCodeGuess(db: Database, userId: number): Promise<void> {
  await db.query('update pin_code_guesses set guesses = greatest(0, guesses - 1) where user_id = $1', [userId]);
}

export type CodeResult =
  | { ok: true }
  | { ok: false; reason: 'expired' }
  | { ok: false; reason: 'wrong'; attemptsLeft: number }
  | { ok: false; reason: 'too many codes'; lockedUntil: string };

/**
 * Checks a one-time code: a guess of the day and a try of the code are reserved first, as for
 * the PIN; five wrong ones void the code, and the day's last wrong guess voids it too (no code
 * is checked or sent until the day is over). `consume` spends a right code (setting the new
 * PIN); checking alone does not.
 */
export async function checkCode(
  db: Database,
  userId: number,
  code: string,
  consume: boolean,
  limits: PinLimits = PIN_RULES,
): Promise<CodeResult> {
  const tooMany = async (): Promise<CodeResult> => ({
    ok: false,
    reason: 'too many codes',
    lockedUntil: (await codeGuessesSpentUntil(db, userId, limits)) ?? new Date().toISOString(),
  });
  if (!(await reserveCodeGuess(db, userId, limits))) return tooMany();
  const { rows } = await db.query<{ code_hash: string; attempts: number }>(
    `update pin_codes set attempts = attempts + 1
       where user_id = $1 and expires_at > now() and attempts < $2
     returning code_hash, attempts`,
    [userId, PIN_RULES.codeMaxAttempts],
  );
  const row = rows[0];
  if (!row) {
    await giveBackCodeGuess(db, userId);
    return { ok: false, reason: 'expired' };
  }
  if (!/^\d{6}$/.test(code) || !(await verifyPassword(code, row.code_hash))) {
    const attemptsLeft = Math.max(0, PIN_RULES.codeMaxAttempts - row.attempts);
    const daySpent = (await codeGuessesSpentUntil(db, userId, limits)) !== null;
    if (attemptsLeft === 0 || daySpent) await db.query('delete from pin_codes where user_id = $1', [userId]);
    return daySpent ? tooMany() : { ok: false, reason: 'wrong', attemptsLeft };
  }
  await giveBackCodeGuess(db, userId);
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

/** Where a PIN code is sent: the user's address and first name. */
export async function mailingOf(db: Database, userId: number) {
  const { rows } = await db.query<{ email: string; first_name: string }>(
    'select email, first_name from users where user_id = $1',
    [userId],
  );
  return rows[0];
}
