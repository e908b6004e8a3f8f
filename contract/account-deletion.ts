import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/**
 * Settings › Delete account (issue #37): confirmed with the PIN when the person has one, else
 * with the password. The account then waits out a grace period (ACCOUNT.deletionGraceDays,
 * machines/domain/constants.ts) with every session ended; signing in within it cancels the
 * deletion (the sign-in page says so first). After it the server removes the profile and keeps
 * the person's messages for the others, from "Deleted account".
 */
const BASE = '/api/account/v1/deletion';

/** The grace before a scheduled deletion happens (machines/domain/constants.ts ACCOUNT). */
export { DELETION_GRACE_DAYS } from './account-limits';

export const deletionState = z.object({
  /** What the confirmation asks for: the PIN when the person has one, else the password. */
  confirm_with: z.enum(['pin', 'password']),
  /** When a scheduled deletion happens (only seen in the answer that schedules it: the sessions end). */
  scheduled_for: z.nullable(z.string()),
  /** When the person's latest sign-in cancelled a scheduled deletion, within the last grace period. */
  cancelled_at: z.nullable(z.string()),
});
export type DeletionState = z.infer<typeof deletionState>;

export const deletionStatus = endpoint({
  method: 'GET',
  path: BASE,
  summary: 'What deleting the account asks for, and whether a sign-in recently cancelled a deletion.',
  response: z.object({ data: deletionState }),
  auth: 'bearer',
});

export const scheduleDeletion = endpoint({
  method: 'POST',
  path: BASE,
  summary:
    'Schedules the account’s deletion after the grace period, confirmed with the PIN (when set) or the password, and ends every session of the person, this one too.',
  body: z.object({
    secret: z.string().check(z.minLength(1, { error: 'Enter it to confirm.' }), z.maxLength(1000)),
  }),
  status: 202,
  response: z.object({ data: deletionState }),
  errors: {
    400: '{ error, fields: { secret } }: not the PIN or password',
    423: 'the PIN is locked after too many wrong tries: { locked_until }',
    429: 'too many wrong passwords: wait',
  },
  auth: 'bearer',
});
