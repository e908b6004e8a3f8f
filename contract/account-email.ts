import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/**
 * Settings › Account, the e-mail change (issue #37): the new address and the current password;
 * the server mails a confirmation link to the new address (and a notice to the old one), and the
 * address changes only when the person opens that link while signed in as themselves. One change
 * waits at a time; resend mails a fresh link (the old one stops working), cancel drops it.
 */
const BASE = '/api/account/v1/email';

/** How long a confirmation link works (machines/domain/constants.ts ACCOUNT). */
export { EMAIL_CHANGE_LINK_HOURS, EMAIL_LINK_COOLDOWN_SECONDS } from './account-limits';

export const emailChangeRequest = z.object({
  new_email: z.string().check(z.minLength(1, { error: 'Enter the new e-mail address.' }), z.maxLength(1000)),
  current_password: z.string().check(z.minLength(1, { error: 'Enter your current password.' }), z.maxLength(1000)),
});
export type EmailChangeField = keyof z.input<typeof emailChangeRequest>;

/** The person's address and the change waiting for its link, if one is. */
export const emailState = z.object({
  email: z.string(),
  pending: z.nullable(z.object({ new_email: z.string(), expires_at: z.string() })),
});
export type EmailState = z.infer<typeof emailState>;

/** The token in the link (`/settings?confirm_email=…`). */
export const EMAIL_CHANGE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const CONFIRM_EMAIL_PARAM = 'confirm_email';

export const emailStatus = endpoint({
  method: 'GET',
  path: BASE,
  summary: 'The person’s e-mail address and the change waiting for confirmation, if any.',
  response: z.object({ data: emailState }),
  auth: 'bearer',
});

export const requestEmailChange = endpoint({
  method: 'POST',
  path: BASE,
  summary:
    'Asks to change the address: checks the current password and that no account has the new one, mails a link to the new address and a notice to the old one.',
  body: emailChangeRequest,
  status: 202,
  response: z.object({ data: emailState }),
  errors: {
    400: 'a field refused: { error, fields: { new_email, current_password } }',
    429: 'too many wrong current passwords, or a link was mailed less than EMAIL_LINK_COOLDOWN_SECONDS ago: wait (Retry-After)',
  },
  auth: 'bearer',
});

export const resendEmailChange = endpoint({
  method: 'POST',
  path: `${BASE}/resend`,
  summary: 'Mails the waiting change a fresh link (the earlier link stops working) and a fresh expiry.',
  response: z.object({ data: emailState }),
  errors: {
    404: 'no change is waiting',
    429: 'a link was mailed less than EMAIL_LINK_COOLDOWN_SECONDS ago: { error, message }, wait (Retry-After)',
  },
  auth: 'bearer',
});

export const cancelEmailChange = endpoint({
  method: 'DELETE',
  path: `${BASE}/pending`,
  summary: 'Drops the waiting change: its link stops working; the address stays.',
  response: z.object({ data: emailState }),
  auth: 'bearer',
});

export const confirmEmailChange = endpoint({
  method: 'POST',
  path: `${BASE}/confirm`,
  summary:
    'The link’s token, opened by the signed-in person it was sent for: the address changes (once; the link then stops working).',
  body: z.object({ token: z.string().check(z.regex(EMAIL_CHANGE_TOKEN, { error: 'is not a confirmation link' })) }),
  response: z.object({ data: emailState }),
  errors: {
    404: 'no waiting change of this person’s has that link (used, cancelled, replaced or another person’s)',
    409: 'another account took the address meanwhile',
    410: 'the link has expired',
  },
  auth: 'bearer',
});
