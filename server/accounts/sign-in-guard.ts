import { sleep } from '../dev/faults';
import { Throttle, type ThrottleOptions } from './throttle';

const MINUTE = 60_000;

export interface SignInGuardOptions {
  /** Per account: lock after 10 failures for 15 minutes, delays from 250 ms doubling to 4 s. */
  account?: Partial<ThrottleOptions>;
  /** Per address, across accounts: lock after 30 failures for 15 minutes. */
  address?: Partial<ThrottleOptions>;
  /** Sign-ups per address: 10 an hour. */
  signUp?: Partial<ThrottleOptions>;
}

/** "Try again in 15 minutes." from a lock's end. */
export function tryAgainText(until: number, now = Date.now()): string {
  const minutes = Math.max(1, Math.ceil((until - now) / MINUTE));
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Throttles sign-in by account and by address, and sign-up by address. The account key is
 * the login as typed, lower-cased (so unknown names are throttled exactly like known ones and
 * the answer does not tell them apart).
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

  /** Before checking a password: refuses while locked, otherwise waits the growing delay. */
  async beforeSignIn(login: string, address: string): Promise<{ lockedUntil: number } | undefined> {
    const account = accountKey(login);
    const lockedUntil = Math.max(this.accounts.lockedUntil(account) ?? 0, this.addresses.lockedUntil(address) ?? 0);
    if (lockedUntil > this.now()) return { lockedUntil };
    const delay = this.accounts.delayMs(account);
    if (delay) await sleep(delay);
    return undefined;
  }

  /** After a wrong password: returns the lock's end when this failure locked the account or address. */
  failed(login: string, address: string): number | undefined {
    const account = this.accounts.fail(accountKey(login));
    const byAddress = this.addresses.fail(address);
    const until = Math.max(account ?? 0, byAddress ?? 0);
    return until > 0 ? until : undefined;
  }

  succeeded(login: string) {
    this.accounts.clear(accountKey(login));
  }

  /** Counts a sign-up attempt from this address; returns the lock's end when over the limit. */
  signUpAttempt(address: string): number | undefined {
    const locked = this.signUps.lockedUntil(address);
    if (locked) return locked;
    this.signUps.hit(address);
    return undefined;
  }
}

const accountKey = (login: string) => login.trim().toLowerCase();
