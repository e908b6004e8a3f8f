import { absoluteUrl } from '../http/urls';
import type { Database, Queryable } from '../db/database';
import { displayNameOf, findUserById } from '../db/users';
import { writeOutbox, type Outbox } from './outbox';

import { NOTIFICATION_SUB_TYPES, NOTIFICATION_TYPES } from '../../contract/notifications';
import type * as z from 'zod/mini';
import type { realtimeNotification } from '../../contract/realtime';

/** The kinds of notification are the wire's (contract/notifications.ts). */
export { NOTIFICATION_SUB_TYPES, NOTIFICATION_TYPES };
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationSubType = (typeof NOTIFICATION_SUB_TYPES)[number];

/** Types that are only pushed, never listed under the bell (SPEC §4: MEETING_ENDED is internal; chat has its own count). */
const PUSH_ONLY: ReadonlySet<NotificationType> = new Set(['MEETING_ENDED', 'Chat', 'ADMIN_QUEUE', 'PRIVACY']);

/**
 * The realtime notification of SPEC §3, as sent in an SSE `data:` line: the contract's own type
 * (contract/realtime.ts), one shape per type with its real payload, so what the hub sends is what
 * the app parses (tests/server/realtime-contract.test.ts).
 */
export type RealtimeNotification = Declared<z.output<typeof realtimeNotification>, never>;

/** A union's members with their declared fields only (no index signature), less `K`. */
type Declared<T, K extends PropertyKey> = T extends unknown
  ? { [P in keyof T as string extends P ? never : P extends K ? never : P]: T[P] }
  : never;

/** What a publisher gives; `userImageUrl` may be a stored path (made absolute here). */
export type NotificationInput = Declared<RealtimeNotification, 'notificationId' | 'createdAt'>;

/** A stored payload as sent: an event without a bell notification is named `evt-<position>`. */
function named(position: number, stored: unknown): StoredEvent {
  const payload = stored as RealtimeNotification;
  return { id: position, payload: payload.notificationId ? payload : { ...payload, notificationId: `evt-${position}` } };
}

export interface StoredEvent {
  /** The outbox position of server_events' row: the SSE event id. */
  id: number;
  payload: RealtimeNotification;
}

/**
 * Stores realtime notifications (server_events, plus notifications for the bell) in the
 * transaction that writes them, and pushes them to the open streams of their user through the
 * outbox (outbox.ts), which delivers what any node wrote, in position order. Publishing on a node
 * is serialised and waits for this node's delivery, so a caller finds its events sent; the ids it
 * resolves with are positions, the SSE event ids: a stream replaying `position > Last-Event-ID`
 * then following live events neither skips nor repeats one, on whichever node it reconnects to.
 */
export class NotificationHub {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly origin: string,
    private readonly outbox: Outbox,
  ) {}

  subscribe(userId: number, listener: (event: StoredEvent) => void): () => void {
    return this.outbox.subscribe(userId, (event) => {
      if (event.channel === 'sse') listener(named(event.position, event.payload));
    });
  }

  listenerCount(userId: number): number {
    return this.outbox.listenerCount(userId);
  }

  /** The position of the user's newest stored event (0 when none): a new stream's starting position. */
  latestId(userId: number): Promise<number> {
    return this.outbox.latest(userId, 'sse');
  }

  /** Stored events of `userId` after position `afterId`, oldest first, at most `limit`. */
  async since(userId: number, afterId: number, limit = 1000): Promise<StoredEvent[]> {
    const events = await this.outbox.since(userId, 'sse', afterId, limit);
    return events.map((e) => named(e.position, e.payload));
  }

  /**
   * Stores and pushes `texts.length` notifications built from `input` (one per text: a burst
   * when there are several). Resolves with the stored events in order, once delivered here.
   */
  publish(userId: number, input: NotificationInput, texts: string[] = [input.notification]): Promise<StoredEvent[]> {
    const run = this.queue.then(async () => {
      const stored = await this.db.transaction((tx) => this.store(tx, userId, input, texts));
      if (stored.length === 0) return [];
      await this.outbox.flush();
      const positions = await this.outbox.positions(stored.map((e) => e.id));
      return stored.map((e) => named(positions.get(e.id) ?? 0, e.payload));
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async store(tx: Queryable, userId: number, input: NotificationInput, texts: string[]): Promise<StoredEvent[]> {
    if (texts.length === 0) return [];
    const createdAt = new Date().toISOString();
    const str = (v: string | number | null | undefined) => (v === undefined || v === null ? null : String(v));

    let notificationIds: string[] = [];
    if (!PUSH_ONLY.has(input.type)) {
      // One statement for the whole burst; ids follow the order of `texts`.
      const { rows } = await tx.query<{ id: number }>(
        `insert into notifications (user_id, type, sub_type, notification_text, notification_from,
           notification_username, user_image_url, post_id, community_id, meeting_id, notification_ts, starts_at, booking_change)
         select $1, $2, $3, t.text, $4, $5, $6, $7, $8, $9, $10, $12::timestamptz, $13::text
           from jsonb_array_elements_text($11::jsonb) with ordinality as t(text, n)
          order by t.n
         returning id`,
        [
          userId,
          input.type,
          input.subType ?? null,
          input.notificationFrom ?? null,
          input.notificationUsername ?? null,
          input.userImageUrl ?? null,
          str(input.postId),
          str(input.communityId),
          input.meeting_id ?? null,
          createdAt,
          JSON.stringify(texts),
          input.starts_at ?? null,
          input.booking_change ?? null,
        ],
      );
      notificationIds = rows
        .map((r) => Number(r.id))
        .sort((a, b) => a - b)
        .map(String);
    }

    // Reserve the event ids first, so the rows keep the order of `texts`.
    const { rows: reserved } = await tx.query<{ id: string }>(
      `select nextval(pg_get_serial_sequence('server_events', 'id'))::text as id from generate_series(1, $1::int)`,
      [texts.length],
    );
    const eventIds = reserved.map((r) => Number(r.id)).sort((a, b) => a - b);
    const imageUrl = absoluteUrl(this.origin, input.userImageUrl) ?? undefined;
    // The sender is called what they are called everywhere (issue #63.6), whoever published this.
    const from = input.notificationFrom && /^\d{1,9}$/.test(input.notificationFrom) ? Number(input.notificationFrom) : null;
    const sender = from === null ? undefined : await findUserById(tx, from);
    const senderName = input.notificationDisplayName ?? (sender ? displayNameOf(sender) : undefined);
    const events: StoredEvent[] = texts.map((text, i) => {
      const id = eventIds[i] ?? 0;
      const payload = {
        ...input,
        // MEETING_ENDED and Chat events are named by their position once it is known (named()).
        notificationId: notificationIds[i] ?? '',
        notification: text,
        notificationDisplayName: senderName,
        userImageUrl: imageUrl,
        createdAt,
      } as RealtimeNotification;
      const fields = payload as Record<string, unknown>;
      for (const key of Object.keys(fields)) {
        if (fields[key] === undefined || fields[key] === null) delete fields[key];
      }
      return { id, payload };
    });
    await writeOutbox(
      tx,
      events.map((e) => ({ id: e.id, userId, channel: 'sse' as const, payload: e.payload })),
    );
    return events;
  }
}
