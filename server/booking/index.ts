import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import type { NotificationHub } from '../realtime/notification-hub';
import { registerAvailability } from './routes/availability';
import { registerConciergeSearch } from './routes/concierges';
import { registerSessions } from './routes/sessions';
import { startReminderJob } from './reminders';

/** /api/user-manager/v1 booking and /mentors, and /search-engine/v1 concierge search (SPEC §7). */
export function registerBooking(api: FastifyInstance, ctx: ServerContext, db: Database, hub: NotificationHub) {
  registerSessions(api, ctx, db, hub);
  registerAvailability(api, db);
  registerConciergeSearch(api, ctx, db);
  // Session reminders come from the sessions themselves (reminders.ts, issue #63.8).
  const stopReminders = startReminderJob(db, hub, ctx.publicOrigin, ctx.clock ?? Date.now, ctx.reminderJobMs ?? 60_000, (error) =>
    api.log.error(error, 'session reminder job failed'),
  );
  api.addHook('onClose', stopReminders);
}
/** A concierge and their free slots: the public profile shows the next one (server/connections). */
export { findConcierge, slotsOf } from './store';
/** A deleted account's sessions to come are cancelled (server/account/deletion.ts). */
export { cancelComingSessionsOf, type LeftSession } from './booking-store';
/** A concierge's zone is their account's time zone (server/preferences reads and sets it through these). */
export { conciergeZoneOf, setTimezone as setConciergeZone } from './booking-store';
/** A session's call reads it by meeting id, as its two people see it (server/call/routes.ts). */
export { bookingByMeeting } from './booking-store';
export { MEETING_BASE_PATH, presentBooking } from './present';
/** The seed writes the reminders its past sessions had (server/notifications/seed.ts). */
export { reminderFor, REMINDER_LEADS } from './reminders';
export { bookingRow } from './booking-store';
