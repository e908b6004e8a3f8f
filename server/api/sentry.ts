import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { Throttle } from '../accounts/throttle';

/** The project id in the DSN the server hands out (web/static-app.ts). */
export const SENTRY_PROJECT_ID = '1';

export interface SentrySinkOptions {
  db: Database;
  /** Largest envelope accepted; a browser's error with breadcrumbs is a few kB. */
  maxBytes?: number;
  /** Envelopes per address per minute. */
  perMinute?: number;
  /** Reports kept: the newest, older ones are deleted as new ones arrive. */
  keep?: number;
}

/**
 * Sentry envelope sink: `POST /api/:projectId/envelope/`, no auth (the browser SDK sends the
 * key in the query string), so it is bounded on every side: only our project id, 200 kB per
 * envelope (413), 60 a minute per address (429), the newest 1,000 kept.
 */
export async function sentrySink(app: FastifyInstance, opts: SentrySinkOptions) {
  const maxBytes = opts.maxBytes ?? 200 * 1024;
  const keep = opts.keep ?? 1000;
  const perAddress = new Throttle({
    lockAfter: (opts.perMinute ?? 60) + 1,
    windowMs: 60_000,
    baseDelayMs: 0,
    maxDelayMs: 0,
    maxKeys: 10_000,
  });
  // Encapsulated: only this plugin's routes see every body as a string.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: maxBytes }, (_req, body, done) => done(null, body));

  app.post<{ Params: { projectId: string } }>('/api/:projectId/envelope/', async (req, reply) => {
    if (req.params.projectId !== SENTRY_PROJECT_ID) return reply.status(404).send({ error: 'unknown project' });
    if (perAddress.lockedUntil(req.ip) || perAddress.hit(req.ip)) {
      return reply.status(429).header('retry-after', '60').send({ error: 'too many reports' });
    }
    const envelope = typeof req.body === 'string' ? req.body : '';
    if (!envelope) return reply.status(400).send({ error: 'empty envelope' });
    const { rows } = await opts.db.query<{ id: number }>(
      'insert into error_reports (project_id, envelope) values ($1, $2) returning id',
      [req.params.projectId, envelope],
    );
    const id = rows[0]?.id ?? 0;
    if (id > keep) await opts.db.query('delete from error_reports where id <= $1', [id - keep]);
    return {};
  });
}
