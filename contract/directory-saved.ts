import * as z from 'zod/mini';
import { endpoint, ok } from './endpoint';
import { id } from './fields';

/**
 * A person's saved providers (issue #63.9): Save on a provider's page and on each directory
 * result, listed in Favorites beside the other bookmarks (contract/favorites.ts, group
 * `providers`). On their own, as contract/README.md says, so the pages that show Save load only
 * these; contract/directory.ts re-exports them.
 */

const SAVED = '/api/search-engine/v1/saved-providers';

/** The most providers one person keeps saved: a list one reads, and a bound on what one account costs. */
export const SAVED_PROVIDERS_MAX = 500;

const providerParams = z.object({ therapy_provider_id: id });

export const savedProviders = endpoint({
  method: 'GET',
  path: SAVED,
  summary: `The ids of the providers the signed-in person saved, most recently saved first (at most ${SAVED_PROVIDERS_MAX}).`,
  response: z.object({ data: z.array(z.int()) }),
  auth: 'bearer',
  hidden: true,
});

export const saveProvider = endpoint({
  method: 'PUT',
  path: `${SAVED}/:therapy_provider_id`,
  summary: 'Saves a provider for the signed-in person (saving it again is the same).',
  params: providerParams,
  response: ok,
  errors: { 404: 'no such provider', 409: `already ${SAVED_PROVIDERS_MAX} providers saved` },
  auth: 'bearer',
  hidden: true,
});

export const unsaveProvider = endpoint({
  method: 'DELETE',
  path: `${SAVED}/:therapy_provider_id`,
  summary: 'Takes a provider off the signed-in person’s saved providers (one not saved is the same).',
  params: providerParams,
  response: ok,
  auth: 'bearer',
  hidden: true,
});
