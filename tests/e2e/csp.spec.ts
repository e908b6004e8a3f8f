import type { Page, Request } from '@playwright/test';
import { expect, fillSignIn, signIn, test } from './fixtures';
import { waitOf } from './slowness';
import { PRERENDERED_PATHS } from '../../server/web/prerendered';

/**
 * Every page loads under the server's Content-Security-Policy with no violation. Chromium
 * fires `securitypolicyviolation` on the document for each blocked script, style, image or
 * connection; an init script (which CSP does not block) records them before anything runs.
 */
/** SPEC §2's public pages, as the server serves them prerendered. */
const PUBLIC_ROUTES = [...PRERENDERED_PATHS];
const MEMBER_ROUTES = [
  '/dashboard',
  '/community',
  '/community/discover',
  '/community/threads',
  '/notification',
  '/user',
  '/mentorship',
  '/mentorship/availability',
  '/mentorship/notes',
  '/mentorship/faq',
  '/mentorship/search',
  '/mentorship/reviews',
  '/mentorship/bookings',
  '/prompt',
  '/search',
  '/people-chat',
  '/settings',
  '/screening-tools',
  '/calendar',
  '/providers',
  '/connectpeople',
  '/bookmarks',
  '/invoice',
  '/caretools',
  '/user-profile',
];
const ADMIN_ROUTES = ['/admin', '/admin-questions', '/admin-members', '/admin-communities', '/admin-provider', '/admin-feed'];

async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  return async (where: string) => {
    const recorded = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
    expect([...recorded, ...console], `CSP violations on ${where}`).toEqual([]);
  };
}

async function visit(page: Page, route: string, check: (where: string) => Promise<void>) {
  const res = await page.goto(route);
  expect(res?.headers()['content-security-policy'], route).toContain("frame-ancestors 'none'");
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await check(route);
}

/**
 * The signed-in pages, one after another in the same document, as a person moves between
 * them: each route's own chunks, styles, images and calls load under the policy the document
 * was served with (the router follows history.pushState; a page a role may not open sends it
 * elsewhere, as it would). Each route's HTML is also fetched to see that it is served with the
 * policy. One document load for all of them, rather than one each (the app's start, some 25
 * times over).
 */
async function visitInApp(page: Page, routes: string[], check: (where: string) => Promise<void>) {
  // Requests still on their way; the event stream stays open for good and is not counted.
  const inFlight = new Set<Request>();
  page.on('request', (r) => {
    if (!r.url().includes('/server-event/subscribe/')) inFlight.add(r);
  });
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  for (const route of routes) {
    const html = await page.request.get(route);
    expect(html.headers()['content-security-policy'], route).toContain("frame-ancestors 'none'");
    await page.evaluate((to) => window.history.pushState({}, '', to), route);
    // Settled: nothing on its way at two looks a quarter of a second apart (its chunk, its calls).
    await expect
      .poll(
        async () => {
          const before = inFlight.size;
          await page.waitForTimeout(250);
          return before + inFlight.size;
        },
        { message: `${route} settles`, intervals: [0] },
      )
      .toBe(0);
    await expect(page.locator('main').first()).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await check(route);
  }
}

test.describe('Content-Security-Policy (#7.7)', () => {
  test('the public site and the sign-in pages load with no violation', async ({ page }) => {
    const check = await watchViolations(page);
    for (const route of PUBLIC_ROUTES) await visit(page, route, check);
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).first().click();
    await expect(page).toHaveURL(/\/interaction\//);
    await page.getByLabel('I am').selectOption('4');
    await check('the sign-up page');
  });

  test('every member page, then the sign-out, load with no violation', async ({ page }) => {
    // About 25 pages in a row, beside the other lane on two cores.
    test.setTimeout(waitOf(120_000));
    const check = await watchViolations(page);
    await signIn(page, 'caregiver');
    await visitInApp(page, MEMBER_ROUTES, check);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await check('after sign-out');
  });

  test('every administrator page loads with no violation', async ({ page }) => {
    const check = await watchViolations(page);
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).first().click();
    await fillSignIn(page, 'admin');
    await expect(page).toHaveURL(/\/admin$/);
    await visitInApp(page, ADMIN_ROUTES, check);
  });

  test('the API document renders at /api/docs from this server alone, with no violation (issue #29)', async ({
    page,
    baseURL,
  }) => {
    const check = await watchViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Offline: anything not from this server is refused, so a CDN the page reached for would show.
    const elsewhere: string[] = [];
    const own = new URL(baseURL!).origin;
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (new URL(url).origin === own) return route.continue();
      elsewhere.push(url);
      return route.abort();
    });
    await page.goto('/api/docs');
    // Swagger UI resolves the whole document (some 200 operations, 490 kB) before it draws
    // anything: 6 to 8 s on a quiet machine, so more than one expect's default here.
    await expect(page.getByRole('heading', { name: /NeuroHealth Care reference server/ })).toBeVisible({
      timeout: waitOf(30_000),
    });
    // The features open folded; a reader opens one and finds its paths, as Swagger UI lists them.
    for (const [feature, path] of [
      ['chat', '/api/chat-server/v2/chat/{id}/messages'],
      ['booking', '/api/user-manager/v1/mentor-booking/schedule'],
    ]) {
      const operation = page.getByRole('link', { name: path, exact: true }).first();
      await expect(operation).toBeHidden();
      await page.getByRole('link', { name: feature, exact: true }).click();
      await expect(operation).toBeVisible();
    }
    await check('/api/docs');
    expect(errors, 'page errors').toEqual([]);
    expect(elsewhere).toEqual([]);
  });

  test('the app cannot be framed by another page', async ({ page }) => {
    const res = await page.goto('/');
    expect(res?.headers()['x-frame-options']).toBe('DENY');
  });
});
