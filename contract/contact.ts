import * as z from 'zod/mini';
import { endpoint, raw } from './endpoint';
import { FORM_ACTIONS } from './public-form-words';

/** The public contact form (chosen path: SPEC §7 has no contact call). The limits are the form's too. */

export const contactMessage = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Enter your name.' }),
      z.maxLength(100, { error: 'Your name must be 100 characters or fewer.' }),
    ),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, { error: 'Enter your email address so we can reply.' })),
    z.email({ error: 'Enter an email address like name@example.com.' }),
  ),
  role: z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(60, { error: 'Keep this to 60 characters or fewer.' })))),
    z.transform((role) => role || null),
  ),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Write a message.' }),
      z.minLength(10, { error: 'Your message must be at least 10 characters.' }),
      z.maxLength(4000, { error: 'Your message must be 4,000 characters or fewer.' }),
    ),
});
export type ContactField = keyof z.input<typeof contactMessage>;
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'role', 'message'];

/** The form's 400: one sentence per field, in the form's words (not the API's `issues`). */
export const contactRefusal = z.object({
  error: z.optional(z.string()),
  fields: z._default(z.record(z.string(), z.string()), {}),
});

export const sendContactMessage = endpoint({
  method: 'POST',
  path: '/public/contact-messages',
  summary: 'Stores a message for the team (no sign-in needed). A refused form is 400 { error, fields }.',
  body: contactMessage,
  status: 201,
  response: z.object({ data: z.object({ id: z.int(), received_at: z.string() }) }),
  errors: {
    400: 'a field refused: { error, fields: { name, email, role, message } }',
    429: 'too many messages from this address',
  },
  auth: 'public',
  hidden: true,
});

export const sendContactForm = endpoint({
  method: 'POST',
  path: FORM_ACTIONS.contact,
  summary: 'The same message posted by the contact page’s form without scripts: answered with a page saying it arrived.',
  body: contactMessage,
  response: raw('text/html'),
  auth: 'public',
  hidden: true,
  serverOnly: 'a form a browser posts without scripts',
});
