/** Wrong current passwords a person may give in WINDOW_MS before the account's calls answer 429. */
const LIMIT = 5;
const WINDOW_MS = 15 * 60_000;

/**
 * The wrong current passwords of each person, counted together for every Settings call that asks
 * for it (password change, e-mail change, account deletion): a stolen session must not be a way
 * to guess the password, whichever form it uses.
 */
export class WrongPasswords {
  private readonly tries = new Map<number, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds to wait when the person has used up their tries, else null. */
  retryAfter(userId: number): number | null {
    const now = this.now();
    const recent = this.recent(userId, now);
    return recent.length >= LIMIT ? Math.ceil((recent[0]! + WINDOW_MS - now) / 1000) : null;
  }

  wrong(userId: number): void {
    const now = this.now();
    this.tries.set(userId, [...this.recent(userId, now), now]);
  }

  right(userId: number): void {
    this.tries.delete(userId);
  }

  private recent(userId: number, now: number) {
    return (this.tries.get(userId) ?? []).filter((t) => now - t < WINDOW_MS);
  }
}
