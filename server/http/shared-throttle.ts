import type { Queryable } from '../db/database';
import type { ThrottleOptions } from './throttle';

/**
 * Counts kept in the database, so every node on one Postgres counts together (issue #39): a
 * second node does not double a limit. Each (scope, key) row is one Throttle entry: failures
 * since `first_at`, and `locked_until` once they reach the limit; `expires_at` is when the row
 * may be forgotten (the lock's end, or the window's). Times are milliseconds since the epoch
 * from the caller's clock, so a test's clock moves them as it moves the in-memory Throttle.
 */
export const THROTTLE_SCHEMA = `
create table if not exists throttle_counts (
  scope text not null,
  key text not null,
  failures int not null,
  first_at bigint not null,
  locked_until bigint,
  expires_at bigint not null,
  primary key (scope, key)
);
create index if not exists throttle_counts_expires_idx on throttle_counts(expires_at);
`;

export const THROTTLE_TABLES = ['throttle_counts'];

// $3 now, $4 lockAfter, $5 windowMs. An entry is over when its lock has ended, or, unlocked,
// when its window has passed: it starts again at this attempt.
const OVER = `((t.locked_until is not null and t.locked_until <= $3::bigint)
  or (t.locked_until is null and $3::bigint - t.first_at > $5::bigint))`;
const COUNT = `(case when ${OVER} then 1 else t.failures + 1 end)`;

/** How often (in counted attempts on this node) rows past their expiry are deleted. */
const PRUNE_EVERY = 500;

/**
 * The database-backed Throttle: the same rules as `Throttle` (server/http/throttle.ts), each
 * step one statement, so concurrent attempts on any number of nodes each count once (a row lock
 * orders them). Asynchronous where Throttle is not.
 */
export class SharedThrottle {
  private counted = 0;

  constructor(
    private readonly db: Queryable,
    private readonly scope: string,
    private readonly options: ThrottleOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** When the key may try again, or undefined when it is not locked. */
  async lockedUntil(key: string, q: Queryable = this.db): Promise<number | undefined> {
    const { rows } = await q.query<{ until: string }>(
      'select locked_until::text as until from throttle_counts where scope = $1 and key = $2 and locked_until > $3::bigint',
      [this.scope, key, this.now()],
    );
    return rows[0] ? Number(rows[0].until) : undefined;
  }

  /**
   * Counts an attempt as a failure unless the key is locked, in one statement: the lock's end
   * when locked (nothing counted), otherwise the delay this attempt owes for the failures before it.
   */
  async reserve(key: string): Promise<{ lockedUntil: number } | { delayMs: number }> {
    const counted = await this.count(key);
    return 'failures' in counted ? { delayMs: this.delayFor(counted.failures - 1) } : counted;
  }

  /** Counts an attempt that is limited though not a failure; the lock's end when locked, or now over the limit. */
  async hit(key: string): Promise<number | undefined> {
    const counted = await this.count(key);
    return 'failures' in counted ? counted.lockedUntilNow : counted.lockedUntil;
  }

  private async count(key: string): Promise<{ lockedUntil: number } | { failures: number; lockedUntilNow: number | undefined }> {
    const now = this.now();
    const { lockAfter, windowMs } = this.options;
    const { rows } = await this.db.query<{ failures: number; locked_until: string | null }>(
      `insert into throttle_counts as t (scope, key, failures, first_at, locked_until, expires_at)
       values ($1, $2, 1, $3::bigint, case when 1 >= $4::int then $3::bigint + $5::bigint end, $3::bigint + $5::bigint)
       on conflict (scope, key) do update set
         failures = ${COUNT},
         first_at = case when ${OVER} then $3::bigint else t.first_at end,
         locked_until = case when ${COUNT} >= $4::int then $3::bigint + $5::bigint
                             when ${OVER} then null else t.locked_until end,
         expires_at = case when ${COUNT} >= $4::int or ${OVER} then $3::bigint else t.first_at end + $5::bigint
       where t.locked_until is null or t.locked_until <= $3::bigint
       returning failures, locked_until::text as locked_until`,
      [this.scope, key, now, lockAfter, windowMs],
    );
    if (++this.counted % PRUNE_EVERY === 0) await this.prune();
    const row = rows[0];
    if (!row) {
      const lockedUntil = await this.lockedUntil(key);
      // Unlocked between the two statements: count it again.
      return lockedUntil === undefined ? this.count(key) : { lockedUntil };
    }
    return { failures: row.failures, lockedUntilNow: row.locked_until === null ? undefined : Number(row.locked_until) };
  }

  /** Gives back one reserved attempt (it was not a failure); a lock it alone completed ends. */
  async refund(key: string): Promise<void> {
    await this.db.query(
      `update throttle_counts t set failures = greatest(0, t.failures - 1),
              locked_until = case when greatest(0, t.failures - 1) < $4::int then null else t.locked_until end
        where t.scope = $1 and t.key = $2 and not ${OVER}`,
      [this.scope, key, this.now(), this.options.lockAfter, this.options.windowMs],
    );
  }

  async clear(key: string, q: Queryable = this.db): Promise<void> {
    await q.query('delete from throttle_counts where scope = $1 and key = $2', [this.scope, key]);
  }

  /** Forgets every row of this scope past its expiry. */
  async prune(): Promise<void> {
    await this.db.query('delete from throttle_counts where scope = $1 and expires_at <= $2::bigint', [this.scope, this.now()]);
  }

  private delayFor(failuresBefore: number): number {
    if (failuresBefore <= 0 || this.options.baseDelayMs === 0) return 0;
    return Math.min(this.options.maxDelayMs, this.options.baseDelayMs * 2 ** (failuresBefore - 1));
  }
}
