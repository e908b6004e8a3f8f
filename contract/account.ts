import * as z from 'zod/mini';
import { endpoint, raw } from './endpoint';

/**
 * The person's own account (issue #37): "Your data", everything the product holds about the
 * signed-in person as one JSON file, prepared in the background with its progress and offered for
 * download when ready, for a day. Only the person who asked reads an export: another person's id
 * answers 404, as an id nobody has. SPEC §7 shows no such calls: the paths are chosen under
 * /api/account/v1.
 */
export const BASE = '/api/account/v1';

export const EXPORT_STATUSES = ['preparing', 'ready', 'failed', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** What the file holds, in the order it is gathered (the progress counts these). */
export const EXPORT_SECTIONS = [
  'profile',
  'bookings',
  'notes',
  'messages_sent',
  'posts',
  'comments',
  'screening_results',
  'notifications',
  /** "Who saw my data" (issue #62): each read of the person's data by someone else. */
  'who_saw_my_data',
] as const;

export const dataExport = z.object({
  id: z.string(),
  status: z.enum(EXPORT_STATUSES),
  /** 0 to 100: the share of EXPORT_SECTIONS gathered. */
  progress: z.int().check(z.minimum(0), z.maximum(100)),
  requested_at: z.string(),
  /** When a ready file stops being offered (null until ready). */
  expires_at: z.nullable(z.string()),
  /** The file's size in bytes once ready. */
  bytes: z.nullable(z.int()),
});
export type DataExport = z.infer<typeof dataExport>;

const exportParams = z.object({
  // A UUID, whole: 36 dashes fitted the pattern once and reached the database as a 500 (issue #57.12).
  id: z
    .string()
    .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, { error: 'must be an export id' })),
});

export const requestExport = endpoint({
  method: 'POST',
  path: `${BASE}/exports`,
  summary:
    'Starts preparing the person’s data as one JSON file in the background (one at a time: an export still preparing, or ready and asked for less than a minute ago, is answered again).',
  status: 202,
  response: z.object({ data: dataExport }),
  auth: 'bearer',
});

export const exportStatus = endpoint({
  method: 'GET',
  path: `${BASE}/exports/:id`,
  summary: 'One of the person’s exports: preparing with its progress, ready until it expires, failed or expired.',
  params: exportParams,
  response: z.object({ data: dataExport }),
  errors: { 404: 'no export of the person’s with that id' },
  auth: 'bearer',
});

export const downloadExport = endpoint({
  method: 'GET',
  path: `${BASE}/exports/:id/file`,
  summary:
    'The ready export as a JSON file (profile, bookings, notes, messages sent, posts, comments, screening results, notifications).',
  params: exportParams,
  response: raw('application/json'),
  errors: { 404: 'no export of the person’s with that id', 409: 'not ready yet', 410: 'expired: ask for a new one' },
  auth: 'bearer',
});

/** Settings' password change: the current password, and a new one by sign-up's rules. */
export const passwordChange = z.object({
  current_password: z.string().check(z.minLength(1, { error: 'Enter your current password.' }), z.maxLength(1000)),
  new_password: z.string().check(z.minLength(1, { error: 'Enter a new password.' }), z.maxLength(1000)),
});
export type PasswordField = keyof z.input<typeof passwordChange>;

/** A refused change: one sentence per field, in the form's words. */
export const fieldsRefusal = z.object({
  error: z.optional(z.string()),
  fields: z._default(z.record(z.string(), z.string()), {}),
});

export const changePassword = endpoint({
  method: 'POST',
  path: `${BASE}/password`,
  summary:
    'Changes the signed-in person’s password after checking the current one, by the same rules as sign-up, and signs out their other sessions (this one stays).',
  body: passwordChange,
  response: z.object({ result: z.literal('ok'), signed_out_sessions: z.int() }),
  errors: {
    400: 'a field refused: { error, fields: { current_password, new_password } }',
    429: 'too many wrong current passwords: wait',
  },
  auth: 'bearer',
});
