import type { FastifyInstance } from 'fastify';
import * as api from '../../contract/preferences';
import type { Database } from '../db/database';
import { serve } from '../http/endpoint';
import type { Mailer } from '../mail';
import { startDigestJob } from './digest';
import * as store from './store';

/*
 * The person's preferences under /api/account/v1/preferences (contract/preferences.ts). Every
 * route reads and writes the caller's own row (req.userId from the bearer token): there is no
 * path to another person's.
 */
export function registerPreferences(
  app: FastifyInstance,
  db: Database,
  clock: () => number,
  digests: { mailer: Mailer; everyMs?: number | undefined },
) {
  // The e-mail digest of unread notifications, for those who chose it (digest.ts).
  const stopDigests = startDigestJob(db, digests.mailer, clock, digests.everyMs ?? 3600_000, (error) =>
    app.log.error(error, 'notification digest job failed'),
  );
  app.addHook('onClose', stopDigests);
  const current = (userId: number) => store.preferencesOf(db, userId, new Date(clock()));

  serve(app, api.readPreferences, async ({ req }) => ({ data: await current(req.userId) }));

  serve(app, api.saveTimezone, async ({ req, body }) => {
    await db.transaction((tx) => store.setTimezone(tx, req.userId, body.timezone));
    return { data: await current(req.userId) };
  });

  serve(app, api.saveNotifications, async ({ req, body }) => {
    await store.setNotifications(db, req.userId, body.notifications);
    return { data: await current(req.userId) };
  });

  serve(app, api.saveDisplay, async ({ req, reply, body }) => {
    const saved = await store.setDisplay(db, req.userId, body.display, body.version);
    if (!saved) return reply.status(409).send({ error: 'conflict', data: await current(req.userId) });
    return { data: await current(req.userId) };
  });
}
