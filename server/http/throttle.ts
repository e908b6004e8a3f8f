/**
 * Failed attempts by key (an account, an address), in memory: each node counts its own, so on N
 * nodes a limit held here allows N times its count (docs/DEPLOY.md, "Several nodes"). Sign-in, sign-up
 * and the chat's message rate use SharedThrottle (shared-throttle.ts) instead, counted in the
 * database by every node together. Each failure within the window makes the next answer slower (growing delay); at
 * `lockAfter` failures the key is locked until `lockedUntil`, and every attempt is refused,
 * a correct password included. Sign-in attempts are reserved (counted as failures) before the
 * password is checked; a success clears the account's count and gives the address's try back.
 */
export interface ThrottleOptions {
  /** Failures that lock the key. */
  lockAfter: number;
  /** How long a lock lasts, and how long failures are remembered. */
  windowMs: number;
  /** Delay after the first failure; doubles with each one, up to maxDelayMs. 0 in tests. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Bound on remembered keys, so a flood of addresses cannot grow memory without end. */
  maxKeys?: number;
}

interface Entry {
  failures: number;
  firstAt: number;
  lockedUntil?: number;
}

export class Throttle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly options: ThrottleOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** When the key may try again (ms since the epoch), or undefined when it is not locked. */
  lockedUntil(key: string): number | undefined {
    const entry = this.current(key);
    return entry?.lockedUntil !== undefined && entry.lockedUntil > this.now() ? entry.lockedUntil : undefined;
  }

  /** How long to wait before answering an attempt for this key (after its earlier failures). */
  delayMs(key: string): number {
    const failures = this.current(key)?.failures ?? 0;
    if (failures === 0 || this.options.baseDelayMs === 0) return 0;
    return Math.min(this.options.maxDelayMs, this.options.baseDelayMs * 2 ** (failures - 1));
  }

  /** Counts a failure; returns the lock's end if this failure locked the key. */
  fail(key: string): number | undefined {
    const now = this.now();
    const entry = this.current(key) ?? { failures: 0, firstAt: now };
    entry.failures += 1;
    if (entry.failures >= this.options.lockAfter) entry.lockedUntil = now + this.options.windowMs;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.prune();
    return entry.lockedUntil;
  }

  /**
   * Counts an attempt as a failure before it is checked, in one synchronous step (so a burst of
   * concurrent attempts counts every one of them): the lock's end when the key is locked (nothing
   * counted), otherwise the delay this attempt owes for the failures before it. An attempt that
   * turns out not to be a failure is given back with `refund` (or `clear`).
   */
  reserve(key: string): { lockedUntil: number } | { delayMs: number } {
    const lockedUntil = this.lockedUntil(key);
    if (lockedUntil !== undefined) return { lockedUntil };
    const delayMs = this.delayMs(key);
    this.fail(key);
    return { delayMs };
  }

  /** Gives back one reserved attempt (it was not a failure); a lock it alone completed ends. */
  refund(key: string) {
    const entry = this.current(key);
    if (!entry) return;
    entry.failures = Math.max(0, entry.failures - 1);
    if (entry.failures < this.options.lockAfter) entry.lockedUntil = undefined;
  }

  /** Counts an attempt that is not a failure but is limited all the same (sign-ups). */
  hit(key: string): number | undefined {
    return this.fail(key);
  }

  clear(key: string) {
    this.entries.delete(key);
  }

  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    const expired = entry.lockedUntil !== undefined ? entry.lockedUntil <= now : now - entry.firstAt > this.options.windowMs;
    if (expired) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune() {
    const max = this.options.maxKeys ?? 50_000;
    // Map keeps insertion order and fail() re-inserts: the first keys are the least recent.
    for (const key of this.entries.keys()) {
      if (this.entries.size <= max) break;
      this.entries.delete(key);
    }
  }
}
