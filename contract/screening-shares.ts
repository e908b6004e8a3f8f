import * as z from 'zod/mini';
import { endpoint, ok } from './endpoint';
import { id, idParams } from './fields';
import { screeningResult } from './screening-results';

/**
 * Screening results shared by consent (issue #62): a result is private until its person shares it
 * with a named concierge of a session they booked (coordinator or provider), for 7 or 30 days or
 * until revoked. Revoking, or the time running out, ends it at once: the server refuses the next
 * read, and the reader's open page hears `PRIVACY` / `screening unshared` (contract/realtime.ts).
 * Each read by the reader is in the person's "Who saw my data" (contract/accessLog.ts).
 */
const BASE = '/api/screening/v1';

/** How long a share lasts: a number of days, or null until revoked. */
export const SHARE_DAYS = [7, 30] as const;
export type ShareDays = (typeof SHARE_DAYS)[number] | null;

const person = z.object({ user_id: z.int(), display_name: z.string() });
export type SharePerson = z.infer<typeof person>;

/** One share, as its person sees it. */
export const screeningShare = z.object({
  id: z.int(),
  result_id: z.int(),
  reader: person,
  created_at: z.string(),
  /** When it ends by itself; null: until revoked. */
  until: z.nullable(z.string()),
});
export type ScreeningShare = z.infer<typeof screeningShare>;

/** A result shared with the reader, with whose it is and until when. */
export const sharedResult = z.object({
  share_id: z.int(),
  owner: person,
  until: z.nullable(z.string()),
  result: screeningResult,
});
export type SharedResult = z.infer<typeof sharedResult>;

/**
 * The server's time of an answer (ISO): a page counts when a share ends from it, not from the
 * device's own clock, which may be wrong.
 */
const serverNow = z.string();

export const shareReaders = endpoint({
  method: 'GET',
  path: `${BASE}/share-readers`,
  summary:
    'Who the caller may share a screening result with: the concierges (coordinators and providers) of the sessions they booked, cancelled ones aside.',
  response: z.object({ data: z.array(person) }),
  auth: 'bearer',
});

export const myShares = endpoint({
  method: 'GET',
  path: `${BASE}/shares`,
  summary: 'The caller’s shares still in force (neither revoked nor over), newest first, with the server’s time (`now`).',
  response: z.object({ data: z.array(screeningShare), now: serverNow }),
  auth: 'bearer',
});

export const newShare = z.object({
  result_id: id,
  reader_id: id,
  /** 7 or 30 days, or null until revoked. */
  days: z.nullable(z.union([z.literal(7), z.literal(30)], { error: 'must be 7, 30 or null' })),
});
export type NewShare = z.infer<typeof newShare>;

export const share = endpoint({
  method: 'POST',
  path: `${BASE}/shares`,
  summary:
    'Shares one of the caller’s own results with a concierge of a session they booked, for 7 or 30 days or until revoked (sharing it again with the same person replaces the time).',
  body: newShare,
  response: z.object({ data: screeningShare }),
  errors: {
    404: 'no such result of the caller',
    403: 'the reader is not a concierge of a session the caller booked',
  },
  auth: 'bearer',
});

export const revoke = endpoint({
  method: 'DELETE',
  path: `${BASE}/shares/:id`,
  summary: 'Ends one of the caller’s shares at once; the reader’s next read is refused and their open page loses the result.',
  params: idParams,
  response: ok,
  errors: { 404: 'no such share of the caller still in force' },
  auth: 'bearer',
});

export const sharedWithMe = endpoint({
  method: 'GET',
  path: `${BASE}/shared-with-me`,
  summary:
    'The results shared with the caller and still in force, newest first, with the server’s time (`now`); each one read is written in its person’s access log in the same transaction as this answer.',
  response: z.object({ data: z.array(sharedResult), now: serverNow }),
  auth: 'bearer',
});
