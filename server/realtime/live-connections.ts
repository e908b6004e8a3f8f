import type { SessionEndReason } from '../../contract/sessions';

/** What a live connection (event stream, chat socket, voice) was opened with. */
export interface LiveToken {
  userId: number;
  /** The access token's `exp`, in ms since the epoch. */
  expiresAt: number;
  /** The grant the token belongs to (`gid` claim), so revoking it closes what it opened. */
  grantId?: string | undefined;
}

/**
 * Closes a connection. With a reason, its session has ended (signed out, suspended...): the
 * connection tells its page why before it closes, and the page signs out. Without one, only the
 * token expired: the page reconnects with a fresh token.
 */
export type CloseConnection = (ended?: SessionEndReason) => void;

interface Entry extends LiveToken {
  kind: string;
  close: CloseConnection;
  timer: NodeJS.Timeout;
}

/** Open connections of one kind a user may hold at once (tabs, devices): beyond it, refused. */
export const MAX_CONNECTIONS_PER_USER = 10;

/** What a refusal for too many connections says. */
export const TOO_MANY_CONNECTIONS = 'Too many open connections for this account. Close other tabs or devices and try again.';

// setTimeout's ceiling (~24.8 days); tokens live minutes, this only guards bad input.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Every live connection, by the token that opened it. Checked only at connect, a stream
 * would outlive its token; so each one closes when its token expires (the client reconnects
 * with a fresh token), when its grant is revoked (sign-out, refresh-token revocation), and
 * counts toward the per-user limit of open connections.
 */
export class LiveConnections {
  private readonly entries = new Set<Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Registers a connection; returns its release (call it when the connection closes). */
  add(kind: string, token: LiveToken, close: CloseConnection): () => void {
    const delay = Math.min(Math.max(0, token.expiresAt - this.now()), MAX_TIMER_MS);
    const entry: Entry = { ...token, kind, close, timer: setTimeout(() => this.end(entry), delay) };
    entry.timer.unref?.();
    this.entries.add(entry);
    return () => this.release(entry);
  }

  /** True when the user already holds the maximum of this kind. */
  full(userId: number, kind: string): boolean {
    return this.count(userId, kind) >= MAX_CONNECTIONS_PER_USER;
  }

  count(userId: number, kind?: string): number {
    let n = 0;
    for (const e of this.entries) if (e.userId === userId && (kind === undefined || e.kind === kind)) n += 1;
    return n;
  }

  /** The session of this grant ended: what its tokens opened closes, saying why. */
  closeGrant(grantId: string, ended: SessionEndReason) {
    for (const e of [...this.entries]) if (e.grantId === grantId) this.end(e, ended);
  }

  /** Every session of the person ended (suspended, signed out everywhere). */
  closeUser(userId: number, ended: SessionEndReason) {
    for (const e of [...this.entries]) if (e.userId === userId) this.end(e, ended);
  }

  private end(entry: Entry, ended?: SessionEndReason) {
    if (!this.release(entry)) return;
    entry.close(ended);
  }

  private release(entry: Entry): boolean {
    clearTimeout(entry.timer);
    return this.entries.delete(entry);
  }
}
