import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/**
 * Sentry envelope sink: `POST /api/:projectId/envelope/`, no auth (the browser SDK sends
 * the key in the query string). Any content type is kept as the raw text.
 */
export async function sentrySink(app: FastifyInstance, opts: { db: Database }) {
  // Encapsulated: only this plugin's routes see every body as a string.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 5 * 1024 * 1024 }, (_req, body, done) => done(null, body));

  app.post<{ Params: { projectId: string } }>('/api/:projectId/envelope/', async (req) => {
    const envelope = typeof req.body === 'string' ? req.body : JSON.stringify(req.body ?? '');
    await opts.db.query('insert into error_reports (project_id, envelope) values ($1, $2)', [req.params.projectId, envelope]);
    return {};
  });
}
