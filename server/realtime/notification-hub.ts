import { EventEmitter } from 'node:events';
import { absoluteUrl } from '../http/urls';
import type { Database } from '../db/database';

import { NOTIFICATION_SUB_TYPES, NOTIFICATION_TYPES } from '../../contract/notifications';

/** The kinds of notification are the wire's (contract/notifications.ts). */
export { NOTIFICATION_SUB_TYPES, NOTIFICATION_TYPES };
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationSubType = (typeof NOTIFICATION_SUB_TYPES)[number];

/** Types that are only pushed, never listed under the bell (SPEC §4: MEETING_ENDED is internal; chat has its own count). */
const PUSH_ONLY: ReadonlySet<NotificationType> = new Set(['MEETING_ENDED', 'Chat']);

/** The realtime notification of SPEC §3, as sent in an SSE `data:` line. */
export interface RealtimeNotification {
  notificationId: string;
  type: NotificationType;
  subType?: NotificationSubType;
  notification: string;
  notificationFrom?: string;
  notificationUsername?: string;
  userImageUrl?: string;
  postId?: string | number;
  communityId?: string | number;
  meeting_id?: string;
  /** A booking notice's session start (ISO), what changed, and the reader's zone setting (#28 item 3). */
  starts_at?: string;
  booking_change?: 'booked' | 'moved' | 'cancelled';
  timezone?: string;
  createdAt: string;
}

/** What a publisher gives; `userImageUrl` may be a stored path (made absolute here). */
export type NotificationInput = Omit<RealtimeNotification, 'notificationId' | 'createdAt'>;

export interface StoredEvent {
  /** server_events.id, the SSE event id. */
  id: number;
  payload: RealtimeNotification;
}

/**
 * Stores realtime notifications (server_events, plus notifications for the bell) and pushes
 * them to the open streams of their user through an in-process EventEmitter keyed by user id.
 * Publishing is serialised, so event ids reach listeners in increasing order and a stream that
 * replays `id > Last-Event-ID` then follows live events neither skips nor repeats one.
 */
export class NotificationHub {
  private readonly emitter = new EventEmitter();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly origin: string,
  ) {
    this.emitter.setMaxListeners(0);
  }

  subscribe(userId: number, listener: (event: StoredEvent) => void): () => void {
    const key = `user:${userId}`;
    this.emitter.on(key, listener);
    return () => this.emitter.off(key, listener);
  }

  listenerCount(userId: number): number {
    return this.emitter.listenerCount(`user:${userId}`);
  }

  /** Stored events of `userId` with id > `afterId`, oldest first, at most `limit`. */
  /** The id of the user's newest stored event (0 when none): a new stream's starting position. */
  async latestId(userId: number): Promise<number> {
    const { rows } = await this.db.query<{ id: string | null }>(
      'select max(id)::text as id from server_events where user_id = $1',
      [userId],
    );
    return Number(rows[0]?.id ?? 0);
  }

  async since(userId: number, afterId: number, limit = 1000): Promise<StoredEvent[]> {
    const { rows } = await this.db.query<{ id: string | number; payload: RealtimeNotification | string }>(
      'select id::text as id, payload from server_events where user_id = $1 and id > $2 order by id limit $3',
      [userId, afterId, limit],
    );
    return rows.map((r) => ({ id: Number(r.id), payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload }));
  }

  /**
   * Stores and pushes `texts.length` notifications built from `input` (one per text: a burst
   * when there are several). Resolves with the stored events in order.
   */
  publish(userId: number, input: NotificationInput, texts: string[] = [input.notification]): Promise<StoredEvent[]> {
    const run = this.queue.then(async () => {
      const events = await this.store(userId, input, texts);
      for (const event of events) this.emitter.emit(`user:${userId}`, event);
      return events;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async store(userId: number, input: NotificationInput, texts: string[]): Promise<StoredEvent[]> {
    if (texts.length === 0) return [];
    const createdAt = new Date().toISOString();
    const str = (v: string | number | undefined) => (v === undefined || v === null ? null : String(v));

    let notificationIds: string[] = [];
    if (!PUSH_ONLY.has(input.type)) {
      // One statement for the whole burst; ids follow the order of `texts`.
      const { rows } = await this.db.query<{ id: number }>(
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

    // Reserve the event ids first: MEETING_ENDED and Chat events are identified by them.
    const { rows: reserved } = await this.db.query<{ id: string }>(
      `select nextval(pg_get_serial_sequence('server_events', 'id'))::text as id from generate_series(1, $1::int)`,
      [texts.length],
    );
    const eventIds = reserved.map((r) => Number(r.id)).sort((a, b) => a - b);
    const imageUrl = absoluteUrl(this.origin, input.userImageUrl) ?? undefined;
    const events: StoredEvent[] = texts.map((text, i) => {
      const id = eventIds[i] ?? 0;
      const payload: RealtimeNotification = {
        notificationId: notificationIds[i] ?? `evt-${id}`,
        type: input.type,
        subType: input.subType,
        notification: text,
        notificationFrom: input.notificationFrom,
        notificationUsername: input.notificationUsername,
        userImageUrl: imageUrl,
        postId: input.postId,
        communityId: input.communityId,
        meeting_id: input.meeting_id,
        starts_at: input.starts_at,
        booking_change: input.booking_change,
        timezone: input.timezone,
        createdAt,
      };
      for (const key of Object.keys(payload) as (keyof RealtimeNotification)[]) {
        if (payload[key] === undefined || payload[key] === null) delete payload[key];
      }
      return { id, payload };
    });
    await this.db.query(
      `insert into server_events (id, user_id, payload, created_at)
       select (e->>'id')::bigint, $1, e->'payload', $2 from jsonb_array_elements($3::jsonb) as e`,
      [userId, createdAt, JSON.stringify(events)],
    );
    return events;
  }
}
