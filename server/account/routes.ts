import type { FastifyInstance, FastifyReply } from 'fastify';
import * as api from '../../contract/account';
import type { Database } from '../db/types';
import { serve } from '../http/endpoint';
import * as store from './export-store';
import { ExportJobs } from './exports';

/*
 * "Your data" under /api/account/v1, registered from contract/account.ts. Every route reads the
 * caller's own exports (req.userId from the bearer token): another person's id is a 404, as an
 * id nobody has.
 */

const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ error: 'not found', message: 'You have no export with that id.' });

export function registerAccount(app: FastifyInstance, db: Database, jobs = new ExportJobs(db)) {
  app.addHook('onClose', () => jobs.settled());

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
