import { EventEmitter } from 'node:events';
import type { Database, Queryable } from '../db/database';

/**
 * The outbox: every live event a person must not miss (server events, chat messages and chat
 * updates) is a row of server_events, inserted by the transaction that writes what it tells.
 * Each node delivers the rows to its own connections in one order all nodes agree on.
 *
 * Why a position apart from the id: ids come from a sequence when a row is inserted, but
 * transactions commit in any order, so a reader following `id > cursor` would pass id 11
 * (committed) while id 10 is still uncommitted, and never see 10. Positions are given to rows
 * only once they are committed, by one numbering transaction at a time (an advisory lock taken
 * before the statement reads, so each numbering sees every earlier one): a row is numbered after
 * all rows numbered before it are committed and visible, and `pos > cursor` never skips one.
 * The SSE event id and the chat socket's resume point are this position, the same on every node.
 */
export const OUTBOX_SCHEMA = `
alter table server_events add column if not exists pos bigint;
alter table server_events add column if not exists channel text not null default 'sse';
alter table server_events add column if not exists event text;
create unique index if not exists server_events_pos_idx on server_events(pos);
create index if not exists server_events_unnumbered_idx on server_events(id) where pos is null;
create index if not exists server_events_user_pos_idx on server_events(user_id, channel, pos);
create index if not exists server_events_created_idx on server_events(created_at) where pos is not null;
-- The newest position pruned of each person's channel: a resume point before it has a gap.
create table if not exists outbox_pruned (
  user_id int not null references users(user_id) on delete cascade,
  channel text not null,
  up_to bigint not null,
  primary key (user_id, channel)
);
`;

export const OUTBOX_TABLES = ['outbox_pruned'];

/** How long delivered events are kept for a reconnection to replay: a week. */
export const OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60_000;
/** How often each node deletes what is past the retention. */
export const OUTBOX_PRUNE_EVERY_MS = 60 * 60_000;

/** Where an event goes: the person's event stream, or their chat sockets under `event`. */
export type OutboxChannel = 'sse' | 'chat';

export interface OutboxEntry {
  userId: number;
  channel: OutboxChannel;
  /** The socket.io event name (chat only). */
  event?: string | undefined;
  payload: unknown;
  /** A reserved server_events id (the hub names MEETING_ENDED and Chat events by it). */
  id?: number | undefined;
}

export interface DeliveredEvent {
  /** The outbox position: the SSE event id and the chat socket's resume point. */
  position: number;
  userId: number;
  channel: OutboxChannel;
  event: string | null;
  payload: unknown;
}

/** The NOTIFY channel: a doorbell only; the rows are the truth. */
export const OUTBOX_CHANNEL = 'outbox';
// Any constant: one numbering at a time across the cluster.
const NUMBERING_LOCK = 3_900_039;
const PAGE = 1000;

interface Row {
  pos: string;
  user_id: number;
  channel: OutboxChannel;
  event: string | null;
  payload: unknown;
}

const parse = (payload: unknown) => (typeof payload === 'string' ? JSON.parse(payload) : payload);
const delivered = (r: Row): DeliveredEvent => ({
  position: Number(r.pos),
  userId: r.user_id,
  channel: r.channel,
  event: r.event,
  payload: parse(r.payload),
});

/** Inserts outbox rows inside the caller's transaction; the doorbell rings when it commits. */
export async function writeOutbox(tx: Queryable, entries: OutboxEntry[]): Promise<number[]> {
  if (entries.length === 0) return [];
  const { rows } = await tx.query<{ id: string }>(
    `insert into server_events (id, user_id, channel, event, payload)
     select coalesce((e->>'id')::bigint, nextval(pg_get_serial_sequence('server_events', 'id'))),
            (e->>'userId')::int, e->>'channel', e->>'event', e->'payload'
       from jsonb_array_elements($1::jsonb) with ordinality as t(e, n) order by t.n
     returning id::text as id`,
    [JSON.stringify(entries)],
  );
  // NOTIFY inside the transaction is sent only if and when it commits.
  await tx.query(`select pg_notify('${OUTBOX_CHANNEL}', '')`);
  return rows.map((r) => Number(r.id));
}

export interface OutboxOptions {
  /** The short poll behind the doorbell (a NOTIFY can be lost with its connection). */
  pollMs?: number | undefined;
  /** The server's clock (ServerOptions.clock): what is older than the retention by it is pruned. */
  clock?: (() => number) | undefined;
  retentionMs?: number | undefined;
  pruneEveryMs?: number | undefined;
  onError?: ((error: unknown) => void) | undefined;
}

/**
 * One node's reader: numbers committed rows, then reads `pos > cursor` in order and hands each
 * row to this node's subscribers. Woken by the node's own writes, by NOTIFY from other nodes,
 * and by a poll.
 */
export class Outbox {
  private readonly emitter = new EventEmitter();
  private cursor = 0;
  private chain: Promise<void> = Promise.resolve();
  private queued: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  private readonly clock: () => number;
  private readonly retentionMs: number;
  private readonly pruneEveryMs: number;
  private stopListening: (() => Promise<void>) | undefined;
  private readonly pollMs: number;
  private readonly onError: (error: unknown) => void;

  constructor(
    private readonly db: Database,
    options: OutboxOptions = {},
  ) {
    this.emitter.setMaxListeners(0);
    this.pollMs = options.pollMs ?? 250;
    this.onError = options.onError ?? ((error) => console.error(`outbox: ${(error as Error).message}`));
    this.clock = options.clock ?? Date.now;
    this.retentionMs = options.retentionMs ?? OUTBOX_RETENTION_MS;
    this.pruneEveryMs = options.pruneEveryMs ?? OUTBOX_PRUNE_EVERY_MS;
  }

  /** Starts at the present (connections replay their past from the table themselves). */
  async start(): Promise<void> {
    await this.number();
    const { rows } = await this.db.query<{ pos: string | null }>('select max(pos)::text as pos from server_events');
    this.cursor = Number(rows[0]?.pos ?? 0);
    this.stopListening = await this.db.listen?.(OUTBOX_CHANNEL, () => void this.flush().catch(this.onError), this.onError);
    this.timer = setInterval(() => void this.flush().catch(this.onError), this.pollMs);
    this.timer.unref?.();
    // Every node prunes; the statement is the same on each, so two at once delete each row once.
    this.pruneTimer = setInterval(() => void this.prune().catch(this.onError), this.pruneEveryMs);
    this.pruneTimer.unref?.();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearInterval(this.pruneTimer);
    await this.stopListening?.();
    await this.chain;
  }

  /** Every event of `userId` delivered on this node from now on, in position order. */
  subscribe(userId: number, listener: (event: DeliveredEvent) => void): () => void {
    const key = `user:${userId}`;
    this.emitter.on(key, listener);
    return () => this.emitter.off(key, listener);
  }

  listenerCount(userId: number): number {
    return this.emitter.listenerCount(`user:${userId}`);
  }

  /**
   * Numbers and delivers everything committed so far. A run that has not started yet is shared,
   * since it will see whatever the caller committed; a running one is not, as it may have read
   * before the caller's commit.
   */
  flush(): Promise<void> {
    if (this.queued) return this.queued;
    const run = this.chain.then(async () => {
      this.queued = undefined;
      await this.number();
      await this.deliver();
    });
    this.queued = run;
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** Stored events of `userId` on `channel` with a position after `after`, oldest first. */
  async since(userId: number, channel: OutboxChannel, after: number, limit = PAGE): Promise<DeliveredEvent[]> {
    const { rows } = await this.db.query<Row>(
      `select e.pos::text as pos, e.user_id, e.channel, e.event, e.payload from server_events e
        where e.user_id = $1 and e.channel = $2 and e.pos > $3 order by e.pos limit $4`,
      [userId, channel, after, limit],
    );
    return rows.map(delivered);
  }

  /** The position of the user's newest numbered event on `channel` (0 when none). */
  async latest(userId: number, channel: OutboxChannel): Promise<number> {
    const { rows } = await this.db.query<{ pos: string | null }>(
      'select max(pos)::text as pos from server_events where user_id = $1 and channel = $2',
      [userId, channel],
    );
    return Number(rows[0]?.pos ?? 0);
  }

  /**
   * Deletes numbered events older than the retention (by the server's clock), except each
   * person's newest on each channel, so a reconnection still knows where the stream stands (and
   * the numbering's head, the newest row of all, is never deleted). Records the newest position
   * pruned per person and channel: a resume point before it gets `reset` instead of a silent gap.
   * Returns how many rows went.
   */
  async prune(): Promise<number> {
    const before = new Date(this.clock() - this.retentionMs).toISOString();
    const { rows } = await this.db.query<{ n: string }>(
      `with doomed as (
         select e.id, e.user_id, e.channel, e.pos from server_events e
          where e.pos is not null and e.created_at < $1::timestamptz
            and e.pos < (select max(k.pos) from server_events k where k.user_id = e.user_id and k.channel = e.channel)
       ), gone as (
         delete from server_events e using doomed d where e.id = d.id returning d.user_id, d.channel, d.pos
       ), marked as (
         insert into outbox_pruned (user_id, channel, up_to)
         select user_id, channel, max(pos) from gone group by user_id, channel
         on conflict (user_id, channel) do update set up_to = greatest(outbox_pruned.up_to, excluded.up_to)
         returning 1
       )
       select (select count(*) from gone)::text as n`,
      [before],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** The newest position pruned of the person's channel (0 when none): a resume point before it has a gap. */
  async prunedUpTo(userId: number, channel: OutboxChannel): Promise<number> {
    const { rows } = await this.db.query<{ up_to: string }>(
      'select up_to::text as up_to from outbox_pruned where user_id = $1 and channel = $2',
      [userId, channel],
    );
    return Number(rows[0]?.up_to ?? 0);
  }

  /** Positions of these rows (by id), once numbered. */
  async positions(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.db.query<{ id: string; pos: string | null }>(
      'select id::text as id, pos::text as pos from server_events where id = any($1::bigint[])',
      [ids],
    );
    return new Map(rows.filter((r) => r.pos !== null).map((r) => [Number(r.id), Number(r.pos)]));
  }

  private async number(): Promise<void> {
    for (;;) {
      const { rows: waiting } = await this.db.query<{ any: boolean }>(
        'select exists(select 1 from server_events where pos is null) as any',
      );
      if (!waiting[0]?.any) return;
      const numbered = await this.db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1)', [NUMBERING_LOCK]);
        // A new statement, so a new snapshot: it sees every numbering committed before the lock.
        const { rows } = await tx.query<{ n: string }>(
          `with todo as (
             select id, row_number() over (order by id) as n from server_events where pos is null order by id limit ${PAGE}
           ), head as (select coalesce(max(pos), 0) as base from server_events)
           update server_events e set pos = head.base + todo.n from todo, head where e.id = todo.id
           returning 1 as n`,
        );
        return rows.length;
      });
      if (numbered < PAGE) return;
    }
  }

  private async deliver(): Promise<void> {
    for (;;) {
      const { rows } = await this.db.query<Row>(
        `select e.pos::text as pos, e.user_id, e.channel, e.event, e.payload from server_events e
          where e.pos > $1 order by e.pos limit ${PAGE}`,
        [this.cursor],
      );
      for (const row of rows) {
        const event = delivered(row);
        this.cursor = event.position;
        this.emitter.emit(`user:${event.userId}`, event);
      }
      if (rows.length < PAGE) return;
    }
  }
}
