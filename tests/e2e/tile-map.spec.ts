import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { auxPort, expect, fillSignIn, signIn, test } from './fixtures';
import { ReferenceServer } from './referenceServer';
import { escaped, expectDotLinkedToRow } from './mapRows';
import { waitOf } from './slowness';

/*
 * The tile basemap (issue #63.10): with MAP_STYLE_URL set, the directory's and the provider
 * page's maps are MapLibre GL over that style, with the atlas's dots as buttons linked to the
 * rows, the radius, keyboard zoom and pan, town names, under the server's CSP; without it (the
 * shared server, every other test) the offline atlas, and MapLibre's code is never downloaded.
 * No test reaches the internet: the style is this test's own, served from another origin here.
 */

/** The seeded practices within 25 miles of downtown Austin (as tests/e2e/directory.spec.ts). */
const AUSTIN_25 = 11;
/** A dot's name: the provider's, then where it is and how far (src/features/directory/ProviderMap.tsx). */
const DOT = /, [A-Za-z .'-]+, TX, [\d.]+ miles? away$/;

/** The built chunks that carry MapLibre (read from their source maps, as scripts/bench.mjs does). */
function mapLibreChunks(): string[] {
  const dir = join(process.env.DIST_DIR ?? 'dist', 'static', 'js', 'async');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js') && existsSync(join(dir, `${f}.map`)))
    .filter((f) =>
      (JSON.parse(readFileSync(join(dir, `${f}.map`), 'utf8')) as { sources: string[] }).sources.some((s) =>
        s.includes('node_modules/maplibre-gl/'),
      ),
    )
    .map((f) => `/static/js/async/${f}`);
}

/** CSP violations the page reports (an init script records them before anything runs). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} blocked ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

/** A style with no tiles, glyphs or sprite: water, and the lower 48 as one GeoJSON polygon. */
const STYLE = {
  version: 8,
  name: 'Test basemap',
  sources: {
    land: {
      type: 'geojson',
      data: {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [-125, 24],
              [-66, 24],
              [-66, 50],
              [-125, 50],
              [-125, 24],
            ],
          ],
        },
      },
    },
  },
  layers: [
    { id: 'water', type: 'background', paint: { 'background-color': '#cfe8f3' } },
    { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#eef2e6' } },
  ],
};

test.describe('the tile basemap (MAP_STYLE_URL)', () => {
  let styles: Server;
  let server: ReferenceServer;
  const served: string[] = [];

  test.beforeAll(async () => {
    // The style's own origin (another port): the server must allow it in the app's connect-src.
    styles = createServer((req, res) => {
      served.push(req.url ?? '');
      res.setHeader('access-control-allow-origin', '*');
      if (req.url === '/style.json') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(STYLE));
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => styles.listen(0, '127.0.0.1', resolve));
    const { port } = styles.address() as AddressInfo;
    // On a port of this lane's own (auxPort), clear of every other lane's servers.
    server = new ReferenceServer(auxPort(20), {
      MAP_STYLE_URL: `http://127.0.0.1:${port}/style.json`,
    });
  });
  test.afterAll(async () => {
    await server.stop();
    await new Promise((resolve) => styles.close(resolve));
  });

  test('the directory and a provider page draw MapLibre over the style: dots are buttons linked to rows, keys zoom and pan, towns are named, nothing is blocked', async ({
    page,
  }) => {
    // A server of its own (up to waitOf(120 s) to start beside busy lanes) and the test.
    test.setTimeout(waitOf(240_000));
    await server.start();
    const violations = await watchViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`${server.url}/providers?zip_code=78701&radius_miles=25`);
    await fillSignIn(page, 'careseeker');
    await expect(page).toHaveURL(/\/providers\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Providers' })).toBeVisible();
    const rows = page.getByTestId('provider-list').getByRole('listitem');
    await expect(rows).toHaveCount(AUSTIN_25);

    // MapLibre's canvas, named as the atlas was; the style came from its own origin.
    const canvas = page.locator('canvas.maplibregl-canvas');
    await expect(canvas).toHaveAttribute(
      'aria-label',
      `Map of the ${AUSTIN_25} providers in the list, around Austin, TX 78701 within 25 miles. Each dot is a button: choose it to go to its row.`,
    );
    await expect(page.getByRole('group', { name: /^Map of the / })).toHaveCount(0);
    expect(served).toContain('/style.json');

    // A dot per result, each a button named for its provider.
    const map = page.getByTestId('provider-map');
    const dots = map.getByRole('button', { name: DOT });
    await expect(dots).toHaveCount(AUSTIN_25);
    // The style names no towns: the offline layer's names are drawn over it.
    await expect(page.getByTestId('map-labels')).toContainText('Austin');

    // Hovering a row highlights its dot; focusing the dot highlights the row; choosing it moves to the row.
    const row = rows.first();
    const name = (await row.getByRole('heading').first().textContent())!.trim();
    const { dot } = await expectDotLinkedToRow(page, map, row);

    // The keyboard moves and zooms the map: a dot moves left as the map pans right, the scale
    // reads less as it zooms in, and 0 brings the first view back.
    const scale = map.locator('.maplibregl-ctrl-scale');
    const firstScale = await scale.textContent();
    const firstAt = (await dot.boundingBox())!;
    await canvas.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await dot.boundingBox())!.x).toBeLessThan(firstAt.x - 20);
    await page.keyboard.press('0');
    await expect.poll(async () => Math.round((await dot.boundingBox())!.x)).toBe(Math.round(firstAt.x));
    await page.keyboard.press('+');
    await expect.poll(() => scale.textContent()).not.toBe(firstScale);

    // A provider's page: its place on the same basemap.
    await row.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('canvas.maplibregl-canvas')).toHaveAttribute(
      'aria-label',
      new RegExp(`^Map: ${escaped(name)} in [A-Za-z .'-]+, TX$`),
    );

    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test('without MAP_STYLE_URL the maps are the offline atlas and MapLibre is never downloaded', async ({ page }) => {
  const chunks = mapLibreChunks();
  // The build has MapLibre, in chunks of its own.
  expect(chunks.length).toBeGreaterThan(0);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || r.url().includes('maplibre')) scripts.push(new URL(r.url()).pathname);
  });
  await signIn(page, 'careseeker', { at: '/providers?zip_code=78701&radius_miles=25' });
  await expect(page.getByRole('group', { name: /^Map of the / }).getByRole('button')).toHaveCount(AUSTIN_25);
  const row = page.getByTestId('provider-list').getByRole('listitem').first();
  const name = (await row.getByRole('heading').first().textContent())!.trim();
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('group', { name: /^Map: / })).toBeVisible();
  await expect(page.locator('canvas.maplibregl-canvas')).toHaveCount(0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => chunks.includes(s) || s.includes('maplibre'))).toEqual([]);
});
