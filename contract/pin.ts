import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/**
 * The PIN manager (SPEC §7, /api/pin-manager/v1, all eight calls). The PIN, new PIN and code
 * travel only in request bodies, which the server never logs.
 */

const PM = '/api/pin-manager/v1';

/** SPEC §9: six digits (digits only is this product's choice; docs/FEATURES.md, "The PIN"). */
export const PIN_PATTERN = /^\d{6}$/;

const pin = z.string({ error: 'is required' }).check(z.regex(PIN_PATTERN, { error: 'must be 6 digits' }));
const code = z.string({ error: 'is required' }).check(z.regex(/^\d{6}$/, { error: 'must be 6 digits' }));

export const pinStatus = z.object({
  has_pin: z.boolean(),
  active: z.boolean(),
  locked_until: z._default(z.nullable(z.string()), null),
  attempts_left: z.optional(z.int()),
});

// The refusals the PIN dialogs read (each an answer the flow expects, not an outage).
/** 403 a wrong PIN or code, with the tries left (not 401: the client would renew and spend a second try). */
export const wrongAnswer = z.looseObject({ attempts_left: z.int() });
/** 423 while locked after five wrong tries. */
export const lockedAnswer = z.looseObject({ locked_until: z.string() });
/** 429 asked again within the resend cooldown. */
export const tooSoonAnswer = z.looseObject({ retry_after: z.int() });
/** 429 once the day's code guesses are spent: until when. */
export const tooManyCodesAnswer = z.looseObject({ error: z.literal('too many codes'), locked_until: z.string() });

const PIN_REFUSALS = { 403: 'a wrong PIN (attempts_left)', 409: 'no PIN yet', 423: 'locked (locked_until)' };
const CODE_REFUSALS = {
  403: 'a wrong code (attempts_left)',
  410: 'the code expired, was used or voided',
  429: 'the day’s code guesses are spent (locked_until)',
};

export const status = endpoint({
  method: 'GET',
  path: `${PM}/pin/status`,
  summary: 'Whether the person has a PIN, whether it is on, and any lockout.',
  response: pinStatus,
  auth: 'bearer',
});

export const setPin = endpoint({
  method: 'POST',
  path: `${PM}/pin`,
  summary: 'Sets the first PIN (opens the messages for this session).',
  body: z.object({ pin }),
  status: 201,
  response: pinStatus,
  errors: { 409: 'a PIN is set already' },
  auth: 'bearer',
});

export const verifyPin = endpoint({
  method: 'POST',
  path: `${PM}/pin/verify`,
  summary: 'Checks the PIN (opens the messages for this session).',
  body: z.object({ pin }),
  response: z.object({ verified: z.literal(true) }),
  errors: PIN_REFUSALS,
  auth: 'bearer',
});

export const togglePin = endpoint({
  method: 'POST',
  path: `${PM}/pin/toggle`,
  summary: 'Turns the PIN on or off; the PIN is checked as in verify.',
  body: z.object({ active: z.boolean({ error: 'must be true or false' }), pin }),
  response: pinStatus,
  errors: PIN_REFUSALS,
  auth: 'bearer',
});

const codeSent = z.object({ sent_to: z.string(), expires_in: z.optional(z.int()), resend_after: z.int() });
const SEND_REFUSALS = { 404: 'no such account', 429: 'too soon (retry_after) or the day’s codes are spent (locked_until)' };

export const resetPin = endpoint({
  method: 'POST',
  path: `${PM}/pin/reset`,
  summary: 'Forgot PIN (and Change PIN): e-mails a one-time code.',
  status: 202,
  response: codeSent,
  errors: SEND_REFUSALS,
  auth: 'bearer',
});

export const resendCode = endpoint({
  method: 'POST',
  path: `${PM}/otp/resend`,
  summary: 'E-mails the code again, after its cooldown.',
  status: 202,
  response: codeSent,
  errors: SEND_REFUSALS,
  auth: 'bearer',
});

export const checkCode = endpoint({
  method: 'POST',
  path: `${PM}/otp/verify`,
  summary: 'Checks the e-mailed code without spending it.',
  body: z.object({ otp: code }),
  response: z.object({ valid: z.literal(true) }),
  errors: CODE_REFUSALS,
  auth: 'bearer',
});

export const replacePin = endpoint({
  method: 'PUT',
  path: `${PM}/pin`,
  summary: 'A new PIN with the e-mailed code (spends the code; opens the messages for this session).',
  body: z.object({ new_pin: pin, otp: code }),
  response: pinStatus,
  errors: CODE_REFUSALS,
  auth: 'bearer',
});
