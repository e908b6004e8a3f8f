import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiJson, serverPerFile, signIn } from './helpers';

/*
 * Issue #63.9: a provider can be saved, on its page or in the results, and saved providers are
 * Favorites beside the other kinds. Each person's list is their own; a provider that is not in
 * the directory cannot be saved; one account keeps at most savedProvidersMax (lowered here).
 */
const SAVED = '/api/search-engine/v1/saved-providers';
const FAV = '/api/favorites/v1/bookmarks';
const SEARCH = '/public/search-engine/service-providers/v1/search';
const server = serverPerFile({ savedProvidersMax: 3 });
const token: Record<'caregiver' | 'coordinator', string> = { caregiver: '', coordinator: '' };
let providers: Array<{ therapy_provider_id: number; name: string; city: string; state: string }>;

beforeAll(async () => {
  for (const role of ['caregiver', 'coordinator'] as const)
    token[role] = String((await signIn(server.url, role)).tokens.access_token);
  const found = await apiJson(server.url, 'POST', SEARCH, { services: ['speech'], sort: 'name', size: 5 });
  providers = found.body.data.data;
  expect(providers.length).toBe(5);
});

const ids = async (as: keyof typeof token) => (await apiGet(server.url, SAVED, token[as])).body.data as number[];
const save = (as: keyof typeof token, id: number | string, method = 'PUT') =>
  apiJson(server.url, method, `${SAVED}/${id}`, undefined, token[as]);

describe('saved providers', () => {
  it('saves and unsaves one’s own, lists them newest first, and shows them in Favorites opening the provider’s page', async () => {
    const [a, b] = providers;
    expect(await ids('caregiver')).toEqual([]);
    expect((await save('caregiver', a!.therapy_provider_id)).status).toBe(200);
    expect((await save('caregiver', b!.therapy_provider_id)).status).toBe(200);
    // Again is the same.
    expect((await save('caregiver', b!.therapy_provider_id)).status).toBe(200);
    expect(await ids('caregiver')).toEqual([b!.therapy_provider_id, a!.therapy_provider_id]);
    expect(await ids('coordinator')).toEqual([]);

    const favorites = (await apiGet(server.url, FAV, token.caregiver)).body.data as Array<Record<string, string>>;
    const shown = favorites.filter((f) => f.kind === 'providers');
    expect(shown.map((f) => f.title)).toEqual([b!.name, a!.name]);
    expect(shown[0]).toMatchObject({
      source_id: String(b!.therapy_provider_id),
      href: `/directory-item/${b!.therapy_provider_id}`,
      detail: expect.stringContaining(`Speech therapy`) as string,
    });
    expect(shown[0]!.detail).toContain(`${b!.city}, ${b!.state}`);

    // Removing it from Favorites unsaves it; unsaving one not saved is the same.
    expect(
      (await apiJson(server.url, 'DELETE', `${FAV}/providers/${a!.therapy_provider_id}`, undefined, token.caregiver)).status,
    ).toBe(200);
    expect(
      (await apiJson(server.url, 'DELETE', `${FAV}/providers/${a!.therapy_provider_id}`, undefined, token.coordinator)).status,
    ).toBe(404);
    expect((await save('caregiver', b!.therapy_provider_id, 'DELETE')).status).toBe(200);
    expect((await save('caregiver', b!.therapy_provider_id, 'DELETE')).status).toBe(200);
    expect(await ids('caregiver')).toEqual([]);
  });

  it('refuses a provider that is not in the directory, an id that is not one, a stranger and one too many', async () => {
    expect((await save('caregiver', 999_999)).status).toBe(404);
    expect((await save('caregiver', 'abc')).status).toBe(400);
    expect((await apiJson(server.url, 'PUT', `${SAVED}/${providers[0]!.therapy_provider_id}`)).status).toBe(401);
    for (const p of providers.slice(0, 3)) expect((await save('coordinator', p.therapy_provider_id)).status).toBe(200);
    const full = await save('coordinator', providers[3]!.therapy_provider_id);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('You have saved 3 providers, the most one can keep. Remove some in Favorites first.');
    // One already saved is still "saved" at the bound; after removing one, another fits.
    expect((await save('coordinator', providers[0]!.therapy_provider_id)).status).toBe(200);
    expect((await save('coordinator', providers[0]!.therapy_provider_id, 'DELETE')).status).toBe(200);
    expect((await save('coordinator', providers[3]!.therapy_provider_id)).status).toBe(200);
    expect(await ids('coordinator')).toHaveLength(3);
  });
});
