import type { FastifyInstance } from 'fastify';
import * as api from '../../contract/help';
import type { Database } from '../db/types';
import { serve } from '../http/endpoint';
import * as store from './store';

/** Help under /api/help-center/v1, registered from contract/help.ts; the same for every signed-in person. */
export function registerHelp(app: FastifyInstance, db: Database) {
  serve(app, api.articles, async ({ query }) => {
    const words = query.q?.trim();
    return { data: words ? await store.searchHelp(db, words) : await store.listHelp(db) };
  });
}
