import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { insertMessage } from './store';

/** The same limits as the client's contact form (machines/contactForm/contactForm.machine.ts). */
const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(100, 'Your name must be 100 characters or fewer.'),
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email address so we can reply.')
    .pipe(z.email('Enter an email address like name@example.com.')),
  role: z
    .string()
    .trim()
    .max(60, 'Keep this to 60 characters or fewer.')
    .nullish()
    .transform((role) => role || null),
  message: z
    .string()
    .trim()
    .min(1, 'Write a message.')
    .min(10, 'Your message must be at least 10 characters.')
    .max(4000, 'Your message must be 4,000 characters or fewer.'),
});

type ContactField = keyof z.input<typeof contactMessageSchema>;
const FIELDS: readonly ContactField[] = ['name', 'email', 'role', 'message'];

/** Naive in-memory limit per client address: `limit` messages in any `windowMs`. */
export const CONTACT_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;

function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const hits = new Map<string, number[]>();
  return {
    /** Counts one attempt; returns the seconds to wait when over the limit, else 0. */
    take(key: string, now = Date.now()): number {
      const recent = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000));
      }
      recent.push(now);
      hits.set(key, recent);
      // Keep the map from growing without bound: forget addresses with nothing recent.
      if (hits.size > 10_000) {
        for (const [k, times] of hits) if (times.every((t) => now - t >= windowMs)) hits.delete(k);
      }
      return 0;
    },
  };
}

/**
 * POST /public/contact-messages (no auth): the public contact form. Messages are
 * stored for the team in `contact_messages`. GET /__dev/contact-messages lists
 * them where the development hooks are enabled (server/dev/routes.ts).
 */
export function registerContact(app: FastifyInstance, db: Database) {
  const limiter = createRateLimiter(CONTACT_RATE_LIMIT);

  app.post('/public/contact-messages', async (req, reply) => {
    const wait = limiter.take(req.ip);
    if (wait > 0) {
      return reply.status(429).header('retry-after', String(wait)).send({ error: 'too many messages, try again later' });
    }
    const parsed = contactMessageSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const fields: Partial<Record<ContactField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && (FIELDS as readonly string[]).includes(field)) {
          fields[field as ContactField] ??=
            issue.code === 'invalid_type' ? requiredMessage(field as ContactField) : issue.message;
        }
      }
      return reply.status(400).send({ error: 'invalid contact message', fields });
    }
    const { name, email, role, message } = parsed.data;
    const row = await insertMessage(db, { name, email, role, message });
    return reply.status(201).send({ data: { id: row.id, received_at: new Date(row.received_at).toISOString() } });
  });
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
