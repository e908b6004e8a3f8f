import type { Queryable } from '../db/database';
import { SharedThrottle } from '../http/shared-throttle';
import type { SignInGuardOptions } from '../options';

export type { SignInGuardOptions };

const MINUTE = 60_000;

/** "Try again in 15 minutes." (or "in 24 hours." from two hours on) from a lock's end. */
export function tryAgainText(until: number, now = Date.now()): string {
  const minutes = Math.max(1, Math.ceil((until - now) / MINUTE));
  if (minutes >= 120) return `Try again in ${Math.ceil(minutes / 60)} hours.`;
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** A sign-in attempt the guard has counted; its password may now be checked. */
export interface ReservedSignIn {
  /** How long to wait before checking the password (the account's earlier failures). */
  delayMs: number;
  /** The password was wrong: the lock's end when the account or address is now locked. */
  failed(): Promise<number | undefined>;
  /** The password was right: the account's count is cleared and the address's try given back. */
  succeeded(): Promise<void>;
}

/**
 * The account a sign-in is for: the person the login names (user name or e-mail, any letter
 * case), or, for a login that names nobody, the text typed (lower-cased), so that unknown names
 * are throttled exactly like known ones and the answer does not tell them apart.
 */
export const accountKeyFor = (user: { user_id: number } | undefined, login: string) =>
  user ? `user:${user.user_id}` : `login:${login.trim().toLowerCase()}`;

/**
 * Throttles sign-in by account and by address, and sign-up by address. Each attempt is
 * counted before its password is checked, in one statement, so a hundred sent at once count a
 * hundred: once the account (or address) reaches its limit, the rest are refused without a
 * check, the right password included. The counts are rows of the database (throttle_counts,
 * server/http/shared-throttle.ts), so every node on one Postgres counts together (issue #39):
 * a second node does not give an attacker a second ten tries.
 */
export class SignInGuard {
  private readonly accounts: SharedThrottle;
  private readonly addresses: SharedThrottle;
  private readonly signUps: SharedThrottle;

  constructor(
    db: Queryable,
    options: SignInGuardOptions = {},
    private readonly now: () => number = Date.now,
  ) {
    this.accounts = new SharedThrottle(
      db,
      'sign-in account',
      { lockAfter: 10, windowMs: 15 * MINUTE, baseDelayMs: 250, maxDelayMs: 4000, ...options.account },
      now,
    );
    this.addresses = new SharedThrottle(
      db,
      'sign-in address',
      { lockAfter: 30, windowMs: 15 * MINUTE, baseDelayMs: 0, maxDelayMs: 0, ...options.address },
      now,
    );
    this.signUps = new SharedThrottle(
      db,
      'sign-up address',
      { lockAfter: 10, windowMs: 60 * MINUTE, baseDelayMs: 0, maxDelayMs: 0, ...options.signUp },
      now,
    );
  }

  private async lockOf(account: string, address: string): Promise<number> {
    const [byAccount, byAddress] = await Promise.all([this.accounts.lockedUntil(account), this.addresses.lockedUntil(address)]);
    return Math.max(byAccount ?? 0, byAddress ?? 0);
  }

  /**
   * Before checking a password (`account` from `accountKeyFor`): the lock's end while the
   * account or the address is locked, otherwise the attempt, already counted.
   */
  async reserve(account: string, address: string): Promise<{ lockedUntil: number } | ReservedSignIn> {
    const lockedUntil = await this.lockOf(account, address);
    if (lockedUntil > this.now()) return { lockedUntil };
    const reserved = await this.accounts.reserve(account);
    if ('lockedUntil' in reserved) return reserved;
    await this.addresses.reserve(address);
    return {
      delayMs: reserved.delayMs,
      failed: async () => {
        const until = await this.lockOf(account, address);
        return until > 0 ? until : undefined;
      },
      succeeded: async () => {
        await this.accounts.clear(account);
        await this.addresses.refund(address);
      },
    };
  }

  /** The person's own sign-in lock's end while locked (an administrator's member page shows it). */
  accountLockedUntil(userId: number, q?: Queryable): Promise<number | undefined> {
    return this.accounts.lockedUntil(`user:${userId}`, q);
  }

  /** An administrator's unlock: the person's failures are forgotten and they may sign in at once. */
  unlockAccount(userId: number, q?: Queryable): Promise<void> {
    return this.accounts.clear(`user:${userId}`, q);
  }

  /** Counts a sign-up attempt from this address; returns the lock's end when over the limit. */
  async signUpAttempt(address: string): Promise<number | undefined> {
    const reserved = await this.signUps.reserve(address);
    return 'lockedUntil' in reserved ? reserved.lockedUntil : undefined;
  }
}
