import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/contact';
import { serve } from '../http/endpoint';
import type { Database } from '../db/database';
import { insertMessage } from './store';
import { createRateLimiter } from '../http/rate-window';
import { fieldErrors } from '../http/form-errors';
import { answerHeading, esc, page } from '../web/html';
import { CONTACT_ROLES } from '../../contract/public-form-words';

const FIELDS = contract.CONTACT_FIELDS;
type ContactField = contract.ContactField;

/** Naive in-memory limit per client address: `limit` messages in any `windowMs`. */
export const CONTACT_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;

/**
 * POST /public/contact-messages (no auth): the public contact form. Messages are
 * stored for the team in `contact_messages`. POST /contact is the same form posted
 * without scripts, answered with a page. GET /__dev/contact-messages lists
 * them where the development hooks are enabled (server/dev/routes.ts).
 */
export function registerContact(app: FastifyInstance, db: Database) {
  // One limit for both ways of sending: a refused form still counts.
  const limiter = createRateLimiter(CONTACT_RATE_LIMIT);

  serve(
    app,
    contract.sendContactMessage,
    async ({ body, reply }) => {
      const { name, email, role, message } = body;
      const row = await insertMessage(db, { name, email, role, message });
      return reply.status(201).send({ data: { id: row.id, received_at: new Date(row.received_at).toISOString() } });
    },
    {
      // Counted before the form is read: a refused form still counts.
      preHandler: async (req, reply) => {
        const wait = limiter.take(req.ip);
        if (wait > 0)
          return reply.status(429).header('retry-after', String(wait)).send({ error: 'too many messages, try again later' });
      },
      // The form's own answer: one sentence per field, in its words.
      onInvalid: (reply, _where, error) =>
        reply.status(400).send({ error: 'invalid contact message', fields: fieldErrors(error, FIELDS, MISSING) }),
    },
  );

  // The same form posted by /contact without scripts (issue #59): stored the same way, answered with a page.
  serve(
    app,
    contract.sendContactForm,
    async ({ body, reply }) => {
      const { name, email, role, message } = body;
      await insertMessage(db, { name, email, role, message });
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return page(
        'Thank you',
        `${answerHeading('Thank you, your message is with us')}
<p>We have stored your message for the NeuroHealth Care team. Someone will read it and reply to <strong>${esc(email)}</strong> within two working days.</p>
<p class="switch"><a href="/">Back to NeuroHealth Care</a></p>`,
      );
    },
    {
      preHandler: async (req, reply) => {
        const wait = limiter.take(req.ip);
        if (wait === 0) return;
        return reply
          .status(429)
          .header('retry-after', String(wait))
          .type('text/html; charset=utf-8')
          .send(
            page(
              'Please wait',
              `<h1>Please wait a few minutes</h1><p role="alert">${TOO_MANY}</p><p class="switch"><a href="/contact">Back to the contact page</a></p>`,
            ),
          );
      },
      onInvalid: (reply, _where, error) =>
        reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(
            formPage(
              reply.request.body as Values,
              fieldErrors(error, FIELDS, MISSING),
              'Your message was not sent: please correct what is marked below.',
            ),
          ),
    },
  );
}

const TOO_MANY = 'You have sent a lot of messages in a short time. Please wait a few minutes and try again.';
const ROLES: readonly string[] = CONTACT_ROLES;

type Values = Partial<Record<ContactField, unknown>>;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The form again, as sent, with what to correct: a browser without scripts posted it. */
function formPage(values: Values, errors: Partial<Record<ContactField, string>>, alert: string): string {
  const error = (name: ContactField) =>
    errors[name] ? `<p class="field-error" id="${name}-error">${esc(errors[name])}</p>` : '';
  const attrs = (name: ContactField) =>
    `id="${name}" name="${name}"${errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}`;
  const role = text(values.role);
  const options = ['', ...ROLES, ...(role && !ROLES.includes(role) ? [role] : [])]
    .map((r) => `<option value="${esc(r)}"${r === role ? ' selected' : ''}>${r ? esc(r) : 'Choose one'}</option>`)
    .join('');
  return page(
    'Contact',
    `<h1>Send us a message</h1>
<p class="alert" role="alert">${esc(alert)}</p>
<form method="post" action="${contract.sendContactForm.path}" novalidate>
<label for="name">Your name</label>
<input ${attrs('name')} type="text" autocomplete="name" required value="${esc(text(values.name))}">
${error('name')}
<label for="email">Email address</label>
<input ${attrs('email')} type="email" autocomplete="email" required value="${esc(text(values.email))}">
${error('email')}
<label for="role">I am writing as (optional)</label>
<select ${attrs('role')}>${options}</select>
${error('role')}
<label for="message">Your message</label>
<textarea ${attrs('message')} rows="6" required style="width:100%;font:inherit">${esc(text(values.message))}</textarea>
${error('message')}
<button type="submit">Send message</button>
</form>
<p class="switch"><a href="/contact">Back to the contact page</a></p>`,
  );
}

/** A field posted without it at all: what it needs (the contract's schema words the rest). */
const MISSING: Record<ContactField, string> = {
  name: 'Enter your name.',
  email: 'Enter your email address so we can reply.',
  message: 'Write a message.',
  role: 'Choose one of the options or leave it empty.',
};
