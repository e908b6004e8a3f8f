import {
  DEFAULT_NOTIFICATION_CHOICE,
  NOTIFIABLE_TYPES,
  type DisplayChoice,
  type NotificationChoice,
  type NotificationChoices,
  type Preferences,
} from '../../contract/preferences';
import { conciergeZoneOf, setConciergeZone } from '../booking';
import type { Queryable } from '../db/database';

/** Every SQL statement of the preferences; each takes the caller's id, so a person only ever reaches their own row. */

interface Row {
  timezone: string | null;
  notifications: Partial<Record<string, Partial<NotificationChoice>>> | null;
  display: DisplayChoice | null;
  display_version: number;
}

/** "+05:30" / "-05:00" / "+00:00": the zone's offset from UTC at `now` (Intl's arithmetic). */
export function offsetOf(timezone: string, now: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' })
    .formatToParts(now)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-]\d{2}:\d{2})/.exec(name ?? '');
  return match?.[1] ?? '+00:00';
}

/** Each notifiable type's choice, the default where the person chose nothing (or a stored value is not a boolean). */
export function choicesFrom(stored: Row['notifications']): NotificationChoices {
  const out = {} as NotificationChoices;
  for (const type of NOTIFIABLE_TYPES) {
    const saved = stored?.[type] ?? {};
    out[type] = {
      toast: typeof saved.toast === 'boolean' ? saved.toast : DEFAULT_NOTIFICATION_CHOICE.toast,
      sound: typeof saved.sound === 'boolean' ? saved.sound : DEFAULT_NOTIFICATION_CHOICE.sound,
      email: typeof saved.email === 'boolean' ? saved.email : DEFAULT_NOTIFICATION_CHOICE.email,
    };
  }
  return out;
}

async function rowOf(q: Queryable, userId: number): Promise<Row | null> {
  const { rows } = await q.query<Row>(
    'select timezone, notifications, display, display_version from account_preferences where user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

export async function preferencesOf(q: Queryable, userId: number, now: Date): Promise<Preferences> {
  const row = await rowOf(q, userId);
  // A concierge's zone is the one their hours are kept in (booking's), whatever this row says.
  const timezone = (await conciergeZoneOf(q, userId)) ?? row?.timezone ?? null;
  return {
    timezone,
    offset: timezone ? offsetOf(timezone, now) : null,
    notifications: choicesFrom(row?.notifications ?? null),
    display: row?.display ?? null,
    display_version: row?.display_version ?? 0,
  };
}

/** The notification choices of one person, for the server's senders (the notification hub). */
export async function notificationChoicesOf(q: Queryable, userId: number): Promise<NotificationChoices> {
  return choicesFrom((await rowOf(q, userId))?.notifications ?? null);
}

export async function setTimezone(q: Queryable, userId: number, timezone: string) {
  await q.query(
    `insert into account_preferences (user_id, timezone) values ($1, $2)
     on conflict (user_id) do update set timezone = excluded.timezone`,
    [userId, timezone],
  );
  await setConciergeZone(q, userId, timezone);
}

export async function setNotifications(q: Queryable, userId: number, choices: NotificationChoices) {
  await q.query(
    `insert into account_preferences (user_id, notifications) values ($1, $2::jsonb)
     on conflict (user_id) do update set notifications = excluded.notifications`,
    [userId, JSON.stringify(choices)],
  );
}

/**
 * Saves the display choices over `version`, the one the browser last read: true when saved, false
 * when another browser saved meanwhile (the row's version moved on). The version is checked in
 * the update itself, so of two saves racing over one version only one wins.
 */
export async function setDisplay(q: Queryable, userId: number, display: DisplayChoice, version: number): Promise<boolean> {
  await q.query('insert into account_preferences (user_id) values ($1) on conflict (user_id) do nothing', [userId]);
  const { rows } = await q.query<{ user_id: number }>(
    `update account_preferences set display = $2::jsonb, display_version = display_version + 1
      where user_id = $1 and display_version = $3 returning user_id`,
    [userId, JSON.stringify(display), version],
  );
  return rows.length > 0;
}
