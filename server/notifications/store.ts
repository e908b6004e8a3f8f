import type { NamedPerson } from '../../contract/display-name';
import type { Queryable } from '../db/database';
import { displayNameOf, personJson } from '../db/users';

/** Every SQL statement of the notification list (the hub stores them: realtime/notification-hub.ts). */

export interface NotificationRow {
  id: number;
  type: string;
  sub_type: string | null;
  notification_text: string;
  notification_from: string | null;
  notification_username: string | null;
  user_image_url: string | null;
  post_id: string | null;
  community_id: string | null;
  meeting_id: string | null;
  notification_ts: Date | string;
  starts_at: Date | string | null;
  booking_change: string | null;
  timezone: string | null;
  is_read: boolean;
  is_seen: boolean;
  /** The sender, when a person sent it: SPEC §6's display name is made from it (pageOf). */
  sender?: NamedPerson | null;
  notification_display_name?: string | null;
}

export async function notSeenCount(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from notifications where user_id = $1 and not is_seen',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

export async function markAllSeen(db: Queryable, userId: number) {
  await db.query('update notifications set is_seen = true where user_id = $1 and not is_seen', [userId]);
}

export async function countOf(db: Queryable, userId: number): Promise<number> {
  const { rows: count } = await db.query<{ n: number }>('select count(*)::int as n from notifications where user_id = $1', [
    userId,
  ]);
  return count[0]?.n ?? 0;
}

/** A page of the user's notifications; `order` is one of the routes' fixed sort clauses, never input. */
export async function pageOf(db: Queryable, userId: number, order: string, size: number, offset: number) {
  const { rows } = await db.query<NotificationRow>(
    // A booking notice's instant and change, and the reader's own zone setting (a concierge's),
    // so the app writes its time in the reader's zone (issue #28 item 3).
    `select n.id, n.type, n.sub_type, n.notification_text, n.notification_from, n.notification_username, n.user_image_url,
                n.post_id, n.community_id, n.meeting_id, n.notification_ts, n.starts_at, n.booking_change, p.timezone,
                n.is_read, n.is_seen, case when s.user_id is null then null else ${personJson('s')} end as sender
           from notifications n left join concierge_profiles p on p.user_id = n.user_id
           left join users s on s.user_id::text = n.notification_from
          where n.user_id = $1 order by ${order} limit $2 offset $3`,
    [userId, size, offset],
  );
  // The sender is named as everywhere (issue #63.6), by who they are now, not a name stored with the notice.
  return rows.map(({ sender, ...row }) => ({ ...row, notification_display_name: sender ? displayNameOf(sender) : null }));
}

export async function deleteAll(db: Queryable, userId: number) {
  await db.query('delete from notifications where user_id = $1', [userId]);
}

/** Deletes one of the user's notifications; false when there was none. */
export async function deleteOne(db: Queryable, id: number, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>('delete from notifications where id = $1 and user_id = $2 returning id', [
    id,
    userId,
  ]);
  return rows.length > 0;
}

/** Marks one of the user's notifications read (and so seen); false when there was none. */
export async function markRead(db: Queryable, id: number, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    'update notifications set is_read = true, is_seen = true where id = $1 and user_id = $2 returning id',
    [id, userId],
  );
  return rows.length > 0;
}
