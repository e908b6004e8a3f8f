import type { FastifyInstance } from 'fastify';
import * as api from '../../contract/accessLog';
import type { Database } from '../db/database';
import { serve } from '../http/endpoint';
import { accessLogOf } from './store';

/** Settings › Privacy's "Who saw my data": the caller's own entries only, by the caller's id from the token. */
export function registerAccessLog(app: FastifyInstance, db: Database) {
  serve(app, api.myAccessLog, async ({ req }) => ({ data: await accessLogOf(db, req.userId) }));
}
