import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/places';
import type { Database } from '../db/database';
import { serve } from '../http/endpoint';
import { mapLayer } from './map';

/** The public static data of places (the location field's suggestions are search's: server/search/public-routes.ts). */
export function registerPlaces(app: FastifyInstance, db: Database) {
  serve(app, contract.mapLayer, async ({ query, reply }) => {
    // The same view always draws the same: a browser may keep it for a day.
    void reply.header('cache-control', 'public, max-age=86400');
    return { data: await mapLayer(db, query) };
  });
}
