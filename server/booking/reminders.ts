import type { Database } from '../db/database';
import { startJob } from '../jobs';
import type { NotificationHub, NotificationInput } from '../realtime/notification-hub';
import { bookingRow } from './booking-store';
import { presentBooking, type PresentedBooking } from './present';

/**
 * Session reminders (SPEC §3's Concierge / Session Reminder, issue #63.8): each comes from a real
 * booking, to both of its people, naming the other by SPEC §6's display name. Two per session:
 * a day ahead (sent in the hour before the last 24) and just before (in the last 15 minutes).
 * A reminder whose time passed while the server was down is not sent late; a session moved or
 * cancelled is no longer `scheduled`, so it is not reminded of.
 */
export const REMINDER_LEADS = {
  day: { fromMs: 24 * 3600_000, toMs: 23 * 3600_000 },
  soon: { fromMs: 15 * 60_000, toMs: 0 },
} as const;
export type ReminderLead = keyof typeof REMINDER_LEADS;

/** "in 15 minutes", "in 24 hours": how long until the session, from the moment the reminder is sent. */
export function startsIn(msAhead: number): string {
  const minutes = Math.max(1, Math.round(msAhead / 60_000));
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  return `in ${hours} hour${hours === 1 ? '' : 's'}`;
}

/** The reminder `readerId` gets of session `b`, sent `msAhead` before it starts. */
export function reminderFor(b: PresentedBooking, readerId: number, msAhead: number): NotificationInput {
  const other = b.booker.user_id === readerId ? b.concierge : b.booker;
  return {
    type: 'Concierge',
    subType: 'Session Reminder',
    notification: `Your session with ${other.display_name} starts ${startsIn(msAhead)}.`,
    notificationFrom: String(other.user_id),
    notificationUsername: other.user_name,
    userImageUrl: other.profile_picture ?? undefined,
    postId: b.id,
    meeting_id: b.meeting_id,
    starts_at: b.start,
  };
}

/**
 * Sends the reminders due at `now`: claims each (booking, lead) first, so of several nodes one
 * sends it, then tells both people. Returns how many sessions were reminded of.
 */
export async function sendDueReminders(db: Database, hub: NotificationHub, origin: string, now: number): Promise<number> {
  let sent = 0;
  for (const [lead, { fromMs, toMs }] of Object.entries(REMINDER_LEADS) as [ReminderLead, { fromMs: number; toMs: number }][]) {
    const { rows } = await db.query<{ booking_id: number }>(
      `insert into booking_reminders (booking_id, lead, sent_at)
       select b.id, $1, $2::timestamptz from bookings b
        where b.status = 'scheduled'
          and lower(b.during) > $2::timestamptz + make_interval(secs => $4::float8 / 1000)
          and lower(b.during) <= $2::timestamptz + make_interval(secs => $3::float8 / 1000)
       on conflict do nothing returning booking_id`,
      [lead, new Date(now).toISOString(), fromMs, toMs],
    );
    for (const { booking_id } of rows) {
      const row = await bookingRow(db, booking_id);
      if (!row) continue;
      const b = presentBooking(origin, row, row.booker_id);
      const ahead = Date.parse(b.start) - now;
      await hub.publish(b.booker.user_id, reminderFor(b, b.booker.user_id, ahead));
      await hub.publish(b.concierge.user_id, reminderFor(b, b.concierge.user_id, ahead));
      sent++;
    }
  }
  return sent;
}

/** The reminders job: every `everyMs` (a minute unless set), by the server's clock. */
export function startReminderJob(
  db: Database,
  hub: NotificationHub,
  origin: string,
  clock: () => number,
  everyMs: number,
  onError: (error: unknown) => void,
) {
  return startJob(() => sendDueReminders(db, hub, origin, clock()), everyMs, onError);
}
