import * as z from 'zod/mini';
import { endpoint, raw } from './endpoint';

/**
 * "Who saw my data" (issue #62, Settings › Privacy): each read of a person's sensitive data by
 * someone other than them, recorded in the same transaction as the read (or the read is refused),
 * append-only in the database. The person reads their own entries only, newest first.
 */
const BASE = '/api/privacy/v1';

/** What was read. */
export const ACCESS_KINDS = [
  /** A note shared with a concierge (or the other person of a session), opened by them. */
  'note',
  /** The person's account panel, opened by an administrator (with their reason). */
  'account',
  /** A screening result the person shared with a concierge, read by them (contract/screening-shares.ts). */
  'screening',
] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

export const accessEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  /** Who read it, as they were named when they read it. */
  reader: z.object({ user_id: z.int(), display_name: z.string() }),
  kind: z.enum(ACCESS_KINDS),
  /** What it was, in words ("the note “Sleep log”"). */
  what: z.string(),
  /** Why, when the reader had to say (an administrator's reason); null otherwise. */
  reason: z.nullable(z.string()),
});
export type AccessEntry = z.infer<typeof accessEntrySchema>;

/** The person's filter: one kind of read, or every kind when absent. */
export const accessLogFilter = z.object({ kind: z.optional(z.enum(ACCESS_KINDS)) });
export type AccessLogFilter = z.infer<typeof accessLogFilter>;

export const myAccessLog = endpoint({
  method: 'GET',
  path: `${BASE}/access-log`,
  summary:
    'Who saw my data: each read of the caller’s sensitive data by someone else, newest first (the 200 newest), of one kind if asked. Reads by the caller themself are not listed; nobody reads another person’s log.',
  query: accessLogFilter,
  response: z.object({ data: z.array(accessEntrySchema) }),
  auth: 'bearer',
});

export const myAccessLogCsv = endpoint({
  method: 'GET',
  path: `${BASE}/access-log.csv`,
  summary: 'The caller’s whole access log with the same filter, every entry, as CSV (a spreadsheet’s formulas defused).',
  query: accessLogFilter,
  response: raw('text/csv'),
  auth: 'bearer',
});
