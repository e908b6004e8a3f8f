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
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/, { error: 'must be an export id' })),
});

export const requestExport = endpoint({
  method: 'POST',
  path: `${BASE}/exports`,
  summary:
    'Starts preparing the person’s data as one JSON file in the background (one at a time: an export still preparing is answered again).',
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
