import type { Database } from '../db/database';

/** The app locks the PIN after 15 minutes without activity (machines/pin/pinGate.machine.ts); the server's proof lapses alike. */
export const UNLOCK_IDLE_MS = 15 * 60_000;
/** A session in use moves its proof's time forward at most this often (one write, not one per request). */
const TOUCH_EVERY_MS = 30_000;

/**
 * The server's record that the PIN was given in a signed-in session (an OAuth grant): the app
 * asks for the PIN before the profile and messages, and this lets the server refuse them too
 * (server/pin/guard.ts) to a session that has not given it. The proof lapses after 15 minutes
 * in which the session made no request at all (any API call, stream or socket opened with one
 * of its tokens moves it on), as the app locks after 15 idle minutes; while the app is open its
 * streams reconnect with each new token (at least every 10 minutes), so it does not lapse under
 * a person at work. It lives in the database: a restart does not ask everyone again.
 */
export class PinUnlocks {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** The PIN was given (verified, set, turned on, or replaced with a code) in this session. */
  async record(grantId: string, userId: number): Promise<void> {
    const now = this.now();
    await this.db.query(
      `insert into pin_unlocks (grant_id, user_id, seen_at) values ($1, $2, $3)
       on conflict (grant_id) do update set user_id = excluded.user_id, seen_at = excluded.seen_at`,
      [grantId, userId, new Date(now)],
    );
    // Lapsed proofs of any session go now: the table holds the sessions in use, no more.
    await this.db.query('delete from pin_unlocks where seen_at <= $1', [new Date(now - UNLOCK_IDLE_MS)]);
  }

  /** A token of this session was used: a proof that has not lapsed lasts another 15 minutes. */
  async touch(grantId: string): Promise<void> {
    const now = this.now();
    await this.db.query('update pin_unlocks set seen_at = $2 where grant_id = $1 and seen_at > $3 and seen_at <= $4', [
      grantId,
      new Date(now),
      new Date(now - UNLOCK_IDLE_MS),
      new Date(now - TOUCH_EVERY_MS),
    ]);
  }

  /** True when the person's PIN is off or not set, or was given in this session and has not lapsed. */
  async open(userId: number, grantId: string): Promise<boolean> {
    const { rows } = await this.db.query<{ open: boolean }>(
      `select not exists (select 1 from user_pins where user_id = $1 and active)
           or exists (select 1 from pin_unlocks where grant_id = $2 and user_id = $1 and seen_at > $3) as open`,
      [userId, grantId, new Date(this.now() - UNLOCK_IDLE_MS)],
    );
    return rows[0]?.open === true;
  }
}
