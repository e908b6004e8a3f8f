import type { FastifyInstance, FastifyReply } from 'fastify';
import * as api from '../../contract/account';
import type { Database } from '../db/types';
import { serve } from '../http/endpoint';
import * as store from './export-store';
import { ExportJobs } from './exports';
import { changePassword } from './password';
import type { LeftSession } from '../booking';
import { startDeletionJob } from './deletion';
import { registerDeletion } from './deletion-routes';
import { registerEmailChange } from './email-routes';
import { tooManyPasswords } from './refusals';
import type { MoreAccount } from './options';
import { WrongPasswords } from './wrong-passwords';

/*
 * "Your data" under /api/account/v1, registered from contract/account.ts. Every route reads the
 * caller's own exports (req.userId from the bearer token): another person's id is a 404, as an
 * id nobody has.
 */

const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ error: 'not found', message: 'You have no export with that id.' });

export function registerAccount(app: FastifyInstance, db: Database, more: MoreAccount, jobs = new ExportJobs(db)) {
  app.addHook('onClose', () => jobs.settled());
  // A stolen session must not be a way to guess the password: wrong tries are counted per person.
  const wrong = new WrongPasswords(more.clock);
  registerEmailChange(app, db, { ...more, wrong });
  registerDeletion(app, db, { ...more, wrong });
  // Accounts whose grace has ended are deleted off any request, at start and every hour.
  const tellLeft = (session: LeftSession) =>
    more.hub.publish(session.otherId, {
      type: 'Concierge',
      notification: 'Your session was cancelled: the person you were to meet deleted their account.',
      notificationFrom: 'SYSADMIN',
      postId: session.id,
      starts_at: session.startsAt,
      booking_change: 'cancelled',
    });
  const stopDeletions = startDeletionJob(db, more.clock, more.jobMs ?? 3600_000, tellLeft, (error) =>
    app.log.error(error, 'account deletion job failed'),
  );
  app.addHook('onClose', stopDeletions);

  serve(
    app,
    api.changePassword,
    async ({ req, reply, body }) => {
      const wait = wrong.retryAfter(req.userId);
      if (wait !== null) return tooManyPasswords(reply, wait, 'current_password');
      const outcome = await changePassword(db, req.userId, req.grantId, body.current_password, body.new_password);
      if (!outcome.ok) {
        if (outcome.fields.current_password) wrong.wrong(req.userId);
        return reply.status(400).send({ error: 'invalid password change', fields: outcome.fields });
      }
      wrong.right(req.userId);
      for (const grantId of outcome.endedGrants) more.live.closeGrant(grantId, 'password_changed');
      return { result: 'ok' as const, signed_out_sessions: outcome.signedOut };
    },
    {
      onInvalid: (reply, _where, error) => {
        const fields: Record<string, string> = {};
        for (const issue of error.issues) {
          const field = issue.path[0];
          if (field === 'current_password' || field === 'new_password')
            fields[field] ??= issue.code === 'invalid_type' ? 'This field is required.' : issue.message;
        }
        return reply.status(400).send({ error: 'invalid password change', fields });
      },
    },
  );

  serve(app, api.requestExport, async ({ req, reply }) => {
    await store.forgetExpiredFiles(db);
    return reply.status(202).send({ data: await jobs.request(req.userId) });
  });

  serve(app, api.exportStatus, async ({ req, reply, params }) => {
    const row = await store.exportOf(db, req.userId, params.id);
    if (!row) return notFound(reply);
    return { data: row };
  });

  serve(app, api.downloadExport, async ({ req, reply, params }) => {
    const row = await store.exportOf(db, req.userId, params.id);
    if (!row) return notFound(reply);
    if (row.status === 'expired') return reply.status(410).send({ error: 'expired', message: 'Ask for a new export.' });
    const file = row.status === 'ready' ? await store.exportFile(db, req.userId, params.id) : null;
    if (file === null) return reply.status(409).send({ error: 'not ready', message: 'The export is not ready yet.' });
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="neurohealth-data-${row.requested_at.slice(0, 10)}.json"`)
      .header('cache-control', 'private, no-store')
      .send(file);
  });
}
