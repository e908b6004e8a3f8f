import type { FastifyInstance } from 'fastify';
import * as api from '../../contract/screening';
import { score } from '../../contract/screening-scoring';
import type { Database } from '../db/database';
import { serve } from '../http/endpoint';
import { answerRefusal, mustBeOwn, mustHaveRoom, notFound } from './access';
import { present } from './present';
import * as store from './store';
import type { NotificationHub } from '../realtime/notification-hub';
import { registerScreeningShares } from './share-routes';

/**
 * Screening results under /api/screening/v1, registered from contract/screening.ts. The contract
 * checks the answers against the tool's items and choices; the score and band stored are this
 * server's own (contract/screening-scoring.ts), whatever the client showed.
 */
export function registerScreening(app: FastifyInstance, db: Database, hub: NotificationHub, clock: () => number) {
  registerScreeningShares(app, db, hub, clock);
  serve(app, api.list, async ({ req }) => ({ data: (await store.listResults(db, req.userId)).map(present) }));

  serve(app, api.one, async ({ req, reply, params }) => {
    try {
      return { data: present(mustBeOwn(await store.resultOf(db, req.userId, params.id))) };
    } catch (error) {
      return answerRefusal(reply, error);
    }
  });

  serve(app, api.create, async ({ req, reply, body }) => {
    try {
      const scored = score(body.tool, body.answers);
      const id = mustHaveRoom(
        await store.insertResult(db, req.userId, body.answers, scored, api.MAX_RESULTS_PER_PERSON),
        api.MAX_RESULTS_PER_PERSON,
      );
      return { data: present(mustBeOwn(await store.resultOf(db, req.userId, id))) };
    } catch (error) {
      return answerRefusal(reply, error);
    }
  });

  serve(app, api.remove, async ({ req, reply, params }) => {
    if (!(await store.deleteResult(db, req.userId, params.id))) return answerRefusal(reply, notFound());
    return { result: 'ok' as const };
  });
}
