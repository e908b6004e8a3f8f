import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import * as contract from '../../contract/mail';
import type { Database } from '../db/database';
import { serve } from '../http/endpoint';
import { page } from '../web/html';
import { verifyEmail } from './email-verification';

/** GET /verify-email?token=…: the link in the verification e-mail. */
export function registerEmailVerification(app: FastifyInstance, db: Database) {
  serve(app, contract.verifyEmail, async ({ req, reply }) => {
    // Read here, not by serve: a malformed token is the page below, not a 400.
    const parsed = z.safeParse(contract.verifyQuery, req.query);
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
