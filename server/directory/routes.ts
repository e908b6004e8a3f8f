import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/directory';
import type { Database } from '../db/database';
import { serve } from '../http/endpoint';
import { invalid } from '../http/validation';
import * as store from './store';
import * as saved from './saved-store';

/** Miles to a tenth: what a person reads, and what the list sorts by. */
const tenth = (miles: number | null) => (miles === null ? null : Math.round(miles * 10) / 10);

/**
 * The directory search (SPEC §7 POST /public/search-engine/service-providers/v1/search): public,
 * as onboarding calls it before sign-in. A zip code is measured from its Census centroid, a town
 * from its centre (server/places); one the directory does not know is a 400 on that field, not an
 * empty list.
 */
export function registerPublicDirectory(app: FastifyInstance, db: Database) {
  serve(app, contract.search, async ({ body, reply }) => {
    const { page, size, ...filters } = body;
    const origin = filters.zip_code
      ? await store.centroidOf(db, filters.zip_code)
      : filters.near
        ? await store.centroidNear(db, filters.near)
        : undefined;
    if (filters.zip_code && !origin) return invalid(reply, [{ path: 'body.zip_code', message: 'is not a zip code we know' }]);
    if (filters.near && !origin) return invalid(reply, [{ path: 'body.near', message: 'is not a US town or zip code we know' }]);
    const rows = await store.search(db, filters, origin, page, size);
    return {
      data: {
        data: rows.map(({ total: _total, distance_miles, ...row }) => ({ ...row, distance_miles: tenth(distance_miles) })),
        total: rows[0]?.total ?? 0,
        page,
        size,
        origin: origin
          ? { zip_code: origin.zip_code, location: origin.location, latitude: origin.latitude, longitude: origin.longitude }
          : null,
      },
    };
  });
}

/** One provider's page and a person's saved providers, for signed-in people (under /api behind the bearer check). */
export function registerDirectory(app: FastifyInstance, db: Database, savedMax = contract.SAVED_PROVIDERS_MAX) {
  serve(app, contract.savedProviders, async ({ req }) => ({
    data: await saved.savedIds(db, req.userId, savedMax),
  }));

  serve(app, contract.saveProvider, async ({ req, reply, params }) => {
    const outcome = await saved.saveProvider(db, req.userId, params.therapy_provider_id, savedMax);
    if (outcome === 'no such provider')
      return reply.status(404).send({ error: 'not found', message: 'That provider is no longer in the directory.' });
    if (outcome === 'full')
      return reply.status(409).send({
        error: 'too many saved',
        message: `You have saved ${savedMax} providers, the most one can keep. Remove some in Favorites first.`,
      });
    return { result: 'ok' as const };
  });

  serve(app, contract.unsaveProvider, async ({ req, params }) => {
    await saved.unsaveProvider(db, req.userId, params.therapy_provider_id);
    return { result: 'ok' as const };
  });

  serve(app, contract.detail, async ({ params, reply }) => {
    const row = await store.detail(db, params.therapy_provider_id);
    if (!row) return reply.status(404).send({ error: 'not found' });
    const { member_user_id, member_user_name, street, ...rest } = row;
    return {
      data: {
        ...rest,
        distance_miles: null,
        address: `${street}, ${row.city}, ${row.state} ${row.zip_code}`,
        member:
          member_user_id !== null && member_user_name !== null ? { user_id: member_user_id, user_name: member_user_name } : null,
      },
    };
  });
}
