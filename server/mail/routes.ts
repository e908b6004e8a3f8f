import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { page } from '../web/html';
import { verifyEmail } from './email-verification';

const query = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

/** GET /verify-email?token=…: the link in the verification e-mail. */
export function registerEmailVerification(app: FastifyInstance, db: Database) {
  app.get('/verify-email', async (req, reply) => {
    const parsed = query.safeParse(req.query);
    const ok = parsed.success && (await verifyEmail(db, parsed.data.token));
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .status(ok ? 200 : 400);
    return ok
      ? page('E-mail confirmed', '<h1>Your e-mail address is confirmed</h1>\n<p><a href="/">Go to NeuroHealth Care</a></p>')
      : page(
          'Link not valid',
          '<h1>This link is not valid any more</h1>\n<p role="alert">It may have been used already or be older than 48 hours.</p>\n<p><a href="/">Go to NeuroHealth Care</a></p>',
        );
  });
}
