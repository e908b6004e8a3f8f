import * as contract from '../../contract/reports';
import { serve } from '../http/endpoint';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { Throttle } from '../http/throttle';
import { insertReport, trimReports } from './store';

import { SENTRY_PROJECT_ID, type SentrySinkOptions } from '../config';

export type { SentrySinkOptions };

const KB = 1024;
const MB = 1024 * KB;

/**
 * Sentry envelope sink: `POST /api/:projectId/envelope/`, no auth (the browser SDK sends the
 * key in the query string), so it is bounded on every side: only our project id, 200 kB per
 * envelope (413), 60 a minute per address (429); kept, the newest 1,000 and at most 20 MB, of
 * which at most 2 MB from any one address (issue #26.2: one address cannot push everyone else's
 * reports out, nor fill the disk).
 */
export async function sentrySink(app: FastifyInstance, opts: SentrySinkOptions) {
  const maxBytes = opts.maxBytes ?? 200 * KB;
  const keep = opts.keep ?? 1000;
  const keepBytes = opts.keepBytes ?? 20 * MB;
  const addressBytes = opts.addressBytes ?? 2 * MB;
  const reclaim = new Reclaim(opts.db, opts.reclaimAfterBytes ?? 10 * MB);
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

  serve(app, contract.envelope, async ({ params, req, reply }) => {
    if (params.projectId !== SENTRY_PROJECT_ID) return reply.status(404).send({ error: 'unknown project' });
    if (perAddress.lockedUntil(req.ip) || perAddress.hit(req.ip)) {
      return reply.status(429).header('retry-after', '60').send({ error: 'too many reports' });
    }
    const envelope = typeof req.body === 'string' ? req.body : '';
    if (!envelope) return reply.status(400).send({ error: 'empty envelope' });
    await insertReport(opts.db, params.projectId, envelope, req.ip);
    reclaim.deleted(await trimReports(opts.db, req.ip, { addressBytes, keepBytes, keep }));
    return {};
  });
  app.addHook('onClose', async () => reclaim.settled());
}

/**
 * Deleted rows leave their space in the table until a VACUUM marks it free for new rows. Postgres
 * runs autovacuum; PGlite has none, so without this the file grew by every report ever received
 * (2,000 reports of 100 kB took the database from 42 to 450 MB though 1,000 rows were kept).
 * Vacuumed once per `everyBytes` deleted, the table stays near the bytes it keeps.
 */
class Reclaim {
  private pending = 0;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly everyBytes: number,
  ) {}

  deleted(bytes: number) {
    this.pending += bytes;
    if (this.pending < this.everyBytes) return;
    this.pending = 0;
    this.running = this.running.then(() => this.db.exec('vacuum error_reports').catch(() => {}));
  }

  /** The last vacuum, before the database closes. */
  settled() {
    return this.running;
  }
}
