// @postgres: search ranking in SQL (pg_trgm, full text).
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiJson, serverPerFile, signIn, userIdOf } from './helpers';

const ENGINE = '/api/search-engine';
const PUBLISH = '/public/message-publisher/v1/publish';
const server = serverPerFile();
let token: string;
let otherToken: string;
let userId: number;

beforeAll(async () => {
  token = (await signIn(server.url, 'caregiver')).tokens.access_token as string;
  otherToken = (await signIn(server.url, 'careseeker')).tokens.access_token as string;
  userId = await userIdOf(server.url, token);
});

const search = async (text: unknown, as = token) => apiJson(server.url, 'POST', `${ENGINE}/v2/search`, { search_text: text }, as);
type Provider = { therapy_provider_id: number; name: string; provider_image_url: string; website: string; services: string };
type Person = { user_id: number; user_name: string; user_type: number; display_name: string; location: string | null };

describe('global search (suggestions)', () => {
  it('finds providers by name and service, best first, and people by name', async () => {
    const { status, body } = await search('speech');
    expect(status).toBe(200);
    const providers = body.service_providers.result as Provider[];
    expect(providers.length).toBeGreaterThanOrEqual(3);
    // The name matches rank above a mention in the services.
    expect(providers[0]!.name).toMatch(/Speech Therapy$/);
    expect(providers[0]!.provider_image_url).toMatch(/^http.*\.svg$/);
    expect(providers[0]!.website).toMatch(/^https:\/\/.*\.example$/);

    const people = (await search('garcia')).body.users.resources as Person[];
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((p) => /garcia/i.test(`${p.display_name} ${p.user_name}`))).toBe(true);
  });

  it('matches as you type and forgives typos', async () => {
    const prefix = (await search('spe')).body.service_providers.result as Provider[];
    expect(prefix.some((p) => p.name.includes('Speech'))).toBe(true);
    const typo = (await search('thrapy')).body.service_providers.result as Provider[];
    expect(typo.length).toBeGreaterThan(0);
    expect(typo.every((p) => /therapy/i.test(`${p.name} ${p.services}`))).toBe(true);
    const twoTypos = (await search('ocupational thrapy')).body.service_providers.result as Provider[];
    expect(twoTypos[0]!.name).toMatch(/Occupational Therapy/);
    const person = (await search('patell')).body.users.resources as Person[];
    expect(person.some((p) => p.user_name.includes('patel'))).toBe(true);
  });

  it('never returns administrators or the person searching', async () => {
    const people = (await search('sam carter')).body.users.resources as Person[];
    expect(people.some((p) => p.user_type === 99)).toBe(false);
    const self = (await search('maya thompson')).body.users.resources as Person[];
    expect(self.some((p) => p.user_id === userId)).toBe(false);
  });

  it('treats SQL and tsquery syntax as text', async () => {
    for (const text of ["'; drop table users; --", "speech' or 1=1 --", 'a & | ! ( ) :* <->', '%', '\\']) {
      const { status } = await search(text);
      expect(status, text).toBe(200);
    }
    // Still there: the tables, and sign-in with them.
    expect((await search('speech')).body.service_providers.result.length).toBeGreaterThan(0);
    expect(await userIdOf(server.url, token)).toBe(userId);
  });

  it('refuses blank text, cuts long text, and needs a token', async () => {
    expect((await search('   ')).status).toBe(400);
    expect((await search(42)).status).toBe(400);
    expect((await search('speech '.repeat(14))).status).toBe(200);
    expect((await search('x'.repeat(401))).status).toBe(400);
    expect((await search('speech', '')).status).toBe(401);
  });
});

describe('the search page filters', () => {
  const post = (path: string, body: unknown) => apiJson(server.url, 'POST', `${ENGINE}${path}`, body, token);

  it('Provider and Concierge are paged', async () => {
    const first = (await post('/v2/search/provider', { search_text: 'therapy', page: 0, size: 5 })).body.data;
    const second = (await post('/v2/search/provider', { search_text: 'therapy', page: 1, size: 5 })).body.data;
    expect(first.data).toHaveLength(5);
    expect(first.total).toBeGreaterThan(5);
    const ids = new Set([...first.data, ...second.data].map((p: Provider) => p.therapy_provider_id));
    expect(ids.size).toBe(first.data.length + second.data.length);
    const mentors = (await post('/v2/search/concierge', { search_text: '' })).body.data;
    expect(mentors.total).toBeGreaterThanOrEqual(6);
    expect((await post('/v2/search/unknown', { search_text: 'x' })).status).toBe(400);
  });

  it('Caregiver (people) filters by zip code or city', async () => {
    const all = (await post('/v1/users', { search_text: '', size: 50 })).body.data;
    const someone = (all.data as Person[]).find((p) => p.location)!;
    const zip = someone.location!.slice(-5);
    const byZip = (await post('/v1/users', { search_text: '', location: zip })).body.data.data as Person[];
    expect(byZip.length).toBeGreaterThan(0);
    expect(byZip.every((p) => p.location?.endsWith(zip))).toBe(true);
    const city = someone.location!.split(',')[0]!;
    const byCity = (
      await post('/v1/users', { search_text: '', location: `${city}, ${someone.location!.split(', ')[1]!.slice(0, 2)}` })
    ).body.data.data as Person[];
    expect(byCity.every((p) => p.location?.startsWith(city))).toBe(true);
  });

  it('Community and Questions filter by text, date, tags, and sort', async () => {
    const sleep = (await post('/v1/posts', { search_text: 'bedtime' })).body.data;
    expect(sleep.total).toBeGreaterThan(0);
    expect(sleep.data[0].title).toMatch(/Bedtime/);
    const week = (await post('/v1/posts', { date_posted: 'PAST_WEEK', size: 50 })).body.data;
    const all = (await post('/v1/posts', { size: 50 })).body.data;
    expect(week.total).toBeLessThan(all.total);
    expect(all.total).toBe(60);
    const tagged = (await post('/v1/threads', { tags: ['epilepsy'], sort_by: 'NEWEST', size: 50 })).body.data;
    expect(tagged.data.every((q: { tags: string[] }) => q.tags.includes('epilepsy'))).toBe(true);
    const dates = tagged.data.map((q: { date_posted: string }) => q.date_posted);
    expect([...dates].sort().reverse()).toEqual(dates);
    const top = (await post('/v1/threads', { sort_by: 'MOST_UPVOTED' })).body.data.data as { upvotes: number }[];
    expect(top.map((q) => q.upvotes)).toEqual([...top.map((q) => q.upvotes)].sort((a, b) => b - a));
    expect((await post('/v1/posts', { sort_by: 'random()' })).status).toBe(400);
  });

  it('Tags finds tags with their counts', async () => {
    const { data } = (await post('/v1/tags', { search_text: 'epi' })).body.data;
    expect(data[0]).toMatchObject({ tag: 'epilepsy' });
    expect(data[0].posts + data[0].questions).toBeGreaterThan(0);
  });
});

describe('search history', () => {
  const publish = (message: Record<string, unknown>, as = token) =>
    apiJson(
      server.url,
      'POST',
      PUBLISH,
      { topic: 'SEARCH_HISTORY_UPSERT', message: { type: 'GLOBAL_SEARCH', user_id: userId, ...message } },
      as,
    );
  const history = async (as = token) =>
    (await apiGet(server.url, `${ENGINE}/v1/search-history?type=GLOBAL_SEARCH`, as)).body.data as Array<{
      search_text: string;
      sub_type: string;
      search_providers: Provider[];
      users: Person[];
    }>;

  it('stores each search once, newest first, with what it pointed at; Clear deletes them all', async () => {
    const provider = ((await search('speech')).body.service_providers.result as Provider[])[0]!;
    expect((await publish({ search_text: 'sleep', sub_type: 'FREE_TEXT' })).status).toBe(202);
    expect(
      (
        await publish({
          search_text: provider.name,
          sub_type: 'PROVIDER_NAME',
          search_providers: [{ therapy_provider_id: provider.therapy_provider_id }],
        })
      ).status,
    ).toBe(202);
    expect((await publish({ search_text: 'Sleep', sub_type: 'FREE_TEXT' })).status).toBe(202);
    const items = await history();
    expect(items.map((i) => i.search_text)).toEqual(['Sleep', provider.name]);
    expect(items[1]!.search_providers[0]!.therapy_provider_id).toBe(provider.therapy_provider_id);
    // Another person's history is theirs alone.
    expect(await history(otherToken)).toEqual([]);

    const cleared = await apiJson(server.url, 'DELETE', `${ENGINE}/v1/search-history?type=GLOBAL_SEARCH`, undefined, token);
    expect(cleared.body.deleted).toBe(2);
    expect(await history()).toEqual([]);
  });

  it('writes only the signed-in person’s history, for things that exist', async () => {
    expect((await publish({ search_text: 'x', sub_type: 'FREE_TEXT' }, '')).status).toBe(401);
    expect((await publish({ search_text: 'x', sub_type: 'FREE_TEXT' }, otherToken)).status).toBe(403);
    expect((await publish({ search_text: 'x', sub_type: 'PROVIDER_NAME' })).status).toBe(400);
    expect(
      (await publish({ search_text: 'x', sub_type: 'PROVIDER_NAME', search_providers: [{ therapy_provider_id: 99999 }] })).status,
    ).toBe(404);
    expect((await publish({ search_text: ' ', sub_type: 'FREE_TEXT' })).status).toBe(400);
    expect((await apiGet(server.url, `${ENGINE}/v1/search-history?type=OTHER`, token)).status).toBe(400);
  });
});

describe('zip code lookup', () => {
  const zip = (text: string) => apiJson(server.url, 'POST', '/public/static-data/v1/zipcode', { search_text: text });

  it('suggests from one digit or a city name', async () => {
    const nine = (await zip('9')).body.data as { zip_code: string; location: string }[];
    expect(nine.length).toBeGreaterThan(0);
    expect(nine.length).toBeLessThanOrEqual(8);
    expect(nine.every((z) => z.zip_code.startsWith('9'))).toBe(true);
    // Towns by name, the most populous first, then the town's own zip codes once it is named in full.
    const austin = (await zip('aus')).body.data as { location: string }[];
    expect(austin[0]!.location).toBe('Austin, TX');
    const named = (await zip('austin')).body.data as { location: string }[];
    expect(named.at(-1)!.location).toMatch(/^Austin, TX 787\d\d$/);
    expect((await zip('%')).body.data).toEqual([]);
    expect((await zip('')).status).toBe(400);
  });
});
