import * as z from 'zod/mini';
import { endpoint, raw } from './endpoint';
import { FORM_ACTIONS, FORM_WORDS as W, REGISTRATION_LIMITS } from './public-form-words';
import { WEBINARS } from './webinar-schedule';

/**
 * Registering for a webinar (issue #63.13): the schedule is contract/webinar-schedule.ts. The
 * same form is answered two ways: as JSON to the page's script, and as a page of its own to a
 * browser that posted the form without scripts (`registerForm`). A registration is confirmed by
 * e-mail with the session's calendar entry (.ics).
 */

export const WEBINAR_IDS = WEBINARS.map((w) => w.id) as [string, ...string[]];
export { REGISTRATION_LIMITS };

export const registration = z.object({
  webinar_id: z.enum(WEBINAR_IDS, { error: W.session }),
  name: z
    .string({ error: W.name })
    .check(z.trim(), z.minLength(1, { error: W.name }), z.maxLength(REGISTRATION_LIMITS.nameMax, { error: W.nameLong })),
  email: z.pipe(
    z
      .string({ error: W.email })
      .check(z.trim(), z.minLength(1, { error: W.email }), z.maxLength(REGISTRATION_LIMITS.emailMax, { error: W.emailLong })),
    z.email({ error: W.emailShape }),
  ),
});
export type RegistrationField = 'webinar_id' | 'name' | 'email';

/** The form's 400: one sentence per field, in the form's words. */
export const registrationRefusal = z.object({
  error: z.optional(z.string()),
  message: z.optional(z.string()),
  fields: z._default(z.record(z.string(), z.string()), {}),
});

export const register = endpoint({
  method: 'POST',
  path: '/public/webinars/registrations',
  summary:
    'Registers a person for an upcoming webinar and e-mails the confirmation with its calendar entry (.ics); registering again with the same address is the same registration.',
  body: registration,
  status: 201,
  response: z.object({ data: z.object({ webinar_id: z.string(), email: z.string(), already: z.boolean() }) }),
  errors: {
    400: 'a field refused: { error, fields: { webinar_id, name, email } }',
    409: 'the session has already taken place',
    429: 'too many registrations from this address',
  },
  auth: 'public',
  hidden: true,
});

export const registerForm = endpoint({
  method: 'POST',
  path: FORM_ACTIONS.webinar,
  summary: 'The same registration posted by the page’s form without scripts: answered with a page saying what happened.',
  body: registration,
  response: raw('text/html'),
  auth: 'public',
  hidden: true,
  serverOnly: 'a form a browser posts without scripts',
});
