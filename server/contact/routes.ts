import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/contact';
import { serve } from '../http/endpoint';
import type { Database } from '../db/database';
import { insertMessage } from './store';
import { createRateLimiter } from '../http/rate-window';

const FIELDS = contract.CONTACT_FIELDS;
type ContactField = contract.ContactField;

/** Naive in-memory limit per client address: `limit` messages in any `windowMs`. */
export const CONTACT_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;

/**
 * POST /public/contact-messages (no auth): the public contact form. Messages are
 * stored for the team in `contact_messages`. GET /__dev/contact-messages lists
 * them where the development hooks are enabled (server/dev/routes.ts).
 */
export function registerContact(app: FastifyInstance, db: Database) {
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
      onInvalid: (reply, _where, error) => {
        const fields: Partial<Record<ContactField, string>> = {};
        for (const issue of error.issues) {
          const field = issue.path[0];
          if (typeof field === 'string' && (FIELDS as readonly string[]).includes(field)) {
            fields[field as ContactField] ??=
              issue.code === 'invalid_type' ? requiredMessage(field as ContactField) : issue.message;
          }
        }
        return reply.status(400).send({ error: 'invalid contact message', fields });
      },
    },
  );
}

function requiredMessage(field: ContactField): string {
  switch (field) {
    case 'name':
      return 'Enter your name.';
    case 'email':
      return 'Enter your email address so we can reply.';
    case 'message':
      return 'Write a message.';
    case 'role':
      return 'Choose one of the options or leave it empty.';
  }
}
