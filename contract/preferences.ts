import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { zone } from './zone';

/**
 * The person's preferences kept with the account (issue #37): their time zone (SPEC §3 timezone
 * and offset), what each kind of notification does (a toast, a sound, an e-mail digest), and the
 * display choices (theme, direction, layout) that follow them to another browser. Only the
 * signed-in person reads and writes their own: no path takes a user id. SPEC §7 shows no such
 * calls (a concierge's zone is also POST /mentor-booking/timezone): the paths are chosen under
 * /api/account/v1/preferences.
 */
export const BASE = '/api/account/v1/preferences';

/** The SPEC §3 notification types a person meets (MEETING_ENDED is the app's own prompt, never a notice). */
export const NOTIFIABLE_TYPES = ['Invitation', 'Chat', 'Post', 'Concierge', 'Follow Request', 'COMMUNITY'] as const;
export type NotifiableType = (typeof NOTIFIABLE_TYPES)[number];

export const notificationChoice = z.object({ toast: z.boolean(), sound: z.boolean(), email: z.boolean() });
export type NotificationChoice = z.infer<typeof notificationChoice>;
export const notificationChoices = z.record(z.enum(NOTIFIABLE_TYPES), notificationChoice);
export type NotificationChoices = z.infer<typeof notificationChoices>;

/** Until a person chooses: every notice shows and sounds; no e-mail. */
export const DEFAULT_NOTIFICATION_CHOICE: NotificationChoice = { toast: true, sound: true, email: false };

export const displayChoice = z.object({
  mode: z.enum(['light', 'dark']),
  direction: z.enum(['ltr', 'rtl']),
  layout: z.enum(['vertical', 'horizontal']),
});
export type DisplayChoice = z.infer<typeof displayChoice>;

export const preferences = z.object({
  /** The person's IANA zone; null until they (or their browser, through the app) set one. */
  timezone: z.nullable(z.string()),
  /** The zone's offset from UTC now, e.g. "-05:00" (derived by the server; null without a zone). */
  offset: z.nullable(z.string()),
  notifications: notificationChoices,
  /** Null until the person saves display choices from some browser. */
  display: z.nullable(displayChoice),
  /** Counts display saves: a save names the version it changes, so a stale browser's save is a 409. */
  display_version: z.int().check(z.nonnegative()),
});
export type Preferences = z.infer<typeof preferences>;

const answer = z.object({ data: preferences });

export const readPreferences = endpoint({
  method: 'GET',
  path: BASE,
  summary: 'The signed-in person’s time zone, notification choices and display choices.',
  response: answer,
  auth: 'bearer',
});

export const saveTimezone = endpoint({
  method: 'PUT',
  path: `${BASE}/timezone`,
  summary: 'Sets the person’s time zone (a concierge’s is the one their availability uses).',
  body: z.object({ timezone: zone }),
  response: answer,
  auth: 'bearer',
});

export const saveNotifications = endpoint({
  method: 'PUT',
  path: `${BASE}/notifications`,
  summary: 'Sets, for each notification type, whether it shows a toast, plays a sound and goes into the e-mail digest.',
  body: z.object({ notifications: notificationChoices }),
  response: answer,
  auth: 'bearer',
});

/** The 409's body: the account's choices as another browser left them. */
export const displayConflict = z.object({ error: z.literal('conflict'), data: preferences });

export const saveDisplay = endpoint({
  method: 'PUT',
  path: `${BASE}/display`,
  summary: 'Saves theme, direction and layout over the version the browser last read.',
  body: z.object({ display: displayChoice, version: z.int().check(z.nonnegative()) }),
  response: answer,
  errors: { 409: 'saved meanwhile from elsewhere: the answer holds the account’s choices (data)' },
  auth: 'bearer',
});
