import { Throttle, type ThrottleOptions } from '../http/throttle';

const MINUTE = 60_000;

export interface SignInGuardOptions {
  /** Per account: lock after 10 failures for 15 minutes, delays from 250 ms doubling to 4 s. */
  account?: Partial<ThrottleOptions>;
  /** Per address, across accounts: lock after 30 failures for 15 minutes. */
  address?: Partial<ThrottleOptions>;
  /** Sign-ups per address: 10 an hour. */
  signUp?: Partial<ThrottleOptions>;
}

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
  failed(): number | undefined;
  /** The password was right: the account's count is cleared and the address's try given back. */
  succeeded(): void;
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
 * counted before its password is checked, in one synchronous step, so a hundred sent at once
 * count a hundred: once the account (or address) reaches its limit, the rest are refused
 * without a check, the right password included.
 */
export class SignInGuard {
  private readonly accounts: Throttle;
  private readonly addresses: Throttle;
  private readonly signUps: Throttle;

  constructor(
    options: SignInGuardOptions = {},
    private readonly now: () => number = Date.now,
  ) {
    this.accounts = new Throttle(
      { lockAfter: 10, windowMs: 15 * MINUTE, baseDelayMs: 250, maxDelayMs: 4000, ...options.account },
      now,
    );
    this.addresses = new Throttle(
      { lockAfter: 30, windowMs: 15 * MINUTE, baseDelayMs: 0, maxDelayMs: 0, ...options.address },
      now,
    );
    this.signUps = new Throttle({ lockAfter: 10, windowMs: 60 * MINUTE, baseDelayMs: 0, maxDelayMs: 0, ...options.signUp }, now);
  }

  /**
   * Before checking a password (`account` from `accountKeyFor`): the lock's end while the
   * account or the address is locked, otherwise the attempt, already counted.
   */
  reserve(account: string, address: string): { lockedUntil: number } | ReservedSignIn {
    const lockedUntil = Math.max(this.accounts.lockedUntil(account) ?? 0, this.addresses.lockedUntil(address) ?? 0);
    if (lockedUntil > this.now()) return { lockedUntil };
    const reserved = this.accounts.reserve(account);
    if ('lockedUntil' in reserved) return reserved;
    this.addresses.reserve(address);
    return {
      delayMs: reserved.delayMs,
      failed: () => {
        const until = Math.max(this.accounts.lockedUntil(account) ?? 0, this.addresses.lockedUntil(address) ?? 0);
        return until > 0 ? until : undefined;
      },
      succeeded: () => {
        this.accounts.clear(account);
        this.addresses.refund(address);
      },
    };
  }

  /** The person's own sign-in lock's end while locked (an administrator's member page shows it). */
  accountLockedUntil(userId: number): number | undefined {
    return this.accounts.lockedUntil(`user:${userId}`);
  }

  /** An administrator's unlock: the person's failures are forgotten and they may sign in at once. */
  unlockAccount(userId: number) {
    this.accounts.clear(`user:${userId}`);
  }

  /** Counts a sign-up attempt from this address; returns the lock's end when over the limit. */
  signUpAttempt(address: string): number | undefined {
    const locked = this.signUps.lockedUntil(address);
    if (locked) return locked;
    this.signUps.hit(address);
    return undefined;
  }
}
