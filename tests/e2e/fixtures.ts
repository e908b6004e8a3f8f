import { expect, test as base, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PageAxe } from './axe';
import { putAwayWelcomeHints } from './pinBoxes';
import { handOver, providerSession, type ProviderSession } from './session';

/** The reference server under test (playwright.config.ts puts it in the environment for the workers). */
export const appURL = () => process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 4173}`;

/**
 * The `n`th of a lane's own ports for the servers a test starts beside the shared one (a TURN
 * relay: 0 to 19; the tile-map server: 20; the outage server: 21). scripts/e2e.mjs gives each
 * lane a block of AUX_PORTS_PER_LANE apart from every other lane's (E2E_AUX_PORT), so two lanes'
 * tests never bind the same port; a spec run alone takes E2E_PORT + 100 on.
 */
export const auxPort = (n: number) => Number(process.env.E2E_AUX_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 100) + n;

/** The seeded demo accounts (README.md lists them for people). */
export const DEMO_PASSWORD = 'demo-pass-2026';
export const DEMO = {
  caregiver: { login: 'caregiver', name: 'caregiver', type: 1, home: '/dashboard' },
  careseeker: { login: 'careseeker', name: 'careseeker', type: 2, home: '/dashboard' },
  mentor: { login: 'mentor', name: 'Priya Nair', type: 1, home: '/dashboard' },
  provider: { login: 'provider', name: 'Brightpath Neuro Therapy', type: 4, home: '/dashboard' },
  coordinator: { login: 'coordinator', name: 'Jordan Lee', type: 5, home: '/dashboard' },
  admin: { login: 'admin', name: 'admin', type: 99, home: '/admin' },
} as const;
export type DemoRole = keyof typeof DEMO;

export const STANDARD_MENU = [
  'Dashboard',
  'Concierge',
  'Providers',
  'Ask Nora',
  'Calendar',
  'Community',
  'Resource Hub',
  'Screening Tools',
  'Favorites',
];
export const ADMIN_MENU = ['Concierge', 'Feed', 'Members', 'Providers', 'Questions', 'Communities'];

/** Fills the reference server's own sign-in page. */
export async function fillSignIn(page: Page, login: string, password = DEMO_PASSWORD) {
  await expect(page).toHaveURL(/\/interaction\//);
  await page.getByLabel('E-mail or user name').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in from the public home page through the identity provider's pages, as a person
 * would, and waits for the landing page. Only for tests whose subject is signing in:
 * everyone else uses `signIn`, which skips the pages.
 */
export async function signInThroughForms(page: Page, role: DemoRole) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).first().click();
  await fillSignIn(page, DEMO[role].login);
  await expect(page).toHaveURL(new RegExp(`${DEMO[role].home}$`));
  await expect(page.getByTestId('profile-name').or(page.getByRole('button', { name: /Profile menu/ }))).toBeVisible();
  await settlePinIntro(page, { intro: role !== 'admin' });
}

/**
 * Signs a demo account in and opens its landing page: the provider's sign-in runs over HTTP
 * (tests/e2e/session.ts) and the page starts with the session a sign-in would have stored.
 * The PIN intro is remembered as skipped unless the test keeps it (`pinIntro: 'keep'`).
 */
export async function signIn(page: Page, role: DemoRole, { at }: { at?: string } = {}) {
  const session = await demoSession(role);
  // A test that starts on another page is not about the welcome hints (the dashboard's tests are).
  await handOver(page, session, { skipPinIntro: pinStatusRead.has(page), hintsSeen: at !== undefined });
  await openSignedIn(page, role, at);
}

/**
 * Opens the landing page, or `at`: a test about another page starts there, rather than
 * loading the app twice (the dashboard, then its page).
 */
async function openSignedIn(page: Page, role: DemoRole, at?: string) {
  await page.goto(at ?? DEMO[role].home);
  if (!at) await expect(page).toHaveURL(new RegExp(`${DEMO[role].home}$`));
  await expect(page.getByTestId('profile-name').or(page.getByRole('button', { name: /Profile menu/ }))).toBeVisible();
}

/**
 * Each demo account signs in once per lane (a lane is one worker) and its session is handed to
 * every test that asks for that role (issue #27). It is used again only while it is certainly
 * good: younger than REUSE_MS, so no page of a test gets near renewing its tokens (renewal
 * rotates the refresh token, which would end it for the others), and still accepted by the
 * server (a test that signed out ended its grant; then the role signs in afresh).
 */
const REUSE_MS = 4 * 60_000;
const demoSessions = new Map<string, { session: ProviderSession; at: number }>();

async function demoSession(role: DemoRole): Promise<ProviderSession> {
  const key = `${appURL()} ${role}`;
  const cached = demoSessions.get(key);
  if (cached && Date.now() - cached.at < REUSE_MS && (await stillAccepted(cached.session))) return cached.session;
  const session = await providerSession(appURL(), { login: DEMO[role].login, password: DEMO_PASSWORD });
  demoSessions.set(key, { session, at: Date.now() });
  return session;
}

async function stillAccepted(session: ProviderSession): Promise<boolean> {
  const { access_token: token } = JSON.parse(session.user) as { access_token: string };
  const res = await fetch(`${appURL()}/api/user-manager/v1/users/me`, { headers: { authorization: `Bearer ${token}` } });
  return res.ok;
}

export function sideMenuLabels(page: Page) {
  return page.locator('aside nav[data-menu-mode] a').allInnerTexts();
}

/** The reference server's development hooks: faults and the error-report sink. */
export const devApi = (request: APIRequestContext) => ({
  async fault(fault: { path: string; status?: number; delayMs?: number; times?: number; method?: string }) {
    const res = await request.post('/__dev/faults', { data: fault });
    expect(res.ok()).toBeTruthy();
  },
  async clearFaults() {
    await request.delete('/__dev/faults');
  },
  async errorReports(): Promise<string[]> {
    const res = await request.get('/__dev/error-reports');
    const body = (await res.json()) as { reports: Array<{ envelope: string }> };
    return body.reports.map((r) => r.envelope);
  },
  async clearErrorReports() {
    await request.delete('/__dev/error-reports');
  },
  /** Pushes SPEC §3 realtime notifications to a user through the server's event stream. */
  async notify(payload: {
    user_name: string;
    type: string;
    subType?: string;
    notification?: string;
    notificationFrom?: string;
    postId?: number;
    communityId?: number;
    meeting_id?: string;
    count?: number;
  }) {
    const res = await request.post('/__dev/notify', { data: payload });
    expect(res.ok(), await res.text()).toBeTruthy();
    return (await res.json()) as { sent: number; lastEventId: string };
  },
});

/**
 * Signs up a fresh account (type 1) and lands on /dashboard: a user no other test touches.
 * The sign-up form is posted over HTTP (tests/e2e/session.ts); the tests of signing up fill it.
 */
export async function signUpFresh(page: Page, prefix = 'e2e'): Promise<string> {
  const name = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const session = await providerSession(appURL(), {
    signUp: {
      first_name: 'Test',
      last_name: 'Person',
      user_name: name,
      email: `${name}@example.test`,
      password: 'a-long-password',
      user_type: '1',
    },
  });
  await handOver(page, session, { skipPinIntro: pinStatusRead.has(page) });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('profile-name').or(page.getByRole('button', { name: /Profile menu/ }))).toBeVisible();
  return name;
}

/** Fills the reference server's own sign-up page as a caregiver (type 1). */
export async function fillSignUp(page: Page, who: { name: string; first: string; last: string; password?: string }) {
  await expect(page).toHaveURL(/\/interaction\//);
  await page.getByLabel('First name').fill(who.first);
  await page.getByLabel('Last name').fill(who.last);
  await page.getByLabel('User name').fill(who.name);
  await page.getByLabel('E-mail').fill(`${who.name}@example.test`);
  await page.getByLabel('Password').fill(who.password ?? 'a-long-password');
  await page.getByLabel('I am').selectOption('1');
  await page.getByRole('button', { name: 'Create account' }).click();
}

/**
 * The display variant every page and dialog is checked in once: the app's default (light, left to
 * right), so a sweep sets nothing before loading. The four variants (`DISPLAY_VARIANTS`) are
 * checked on a representative sample only (`inEveryDisplayVariant`, `tests/e2e/a11y.spec.ts`):
 * contrast depends on the mode and mirroring on the direction, both styled once for the whole
 * app (its tokens and logical properties), not page by page (issue #58).
 */
export const AXE_VARIANT = { mode: 'light', direction: 'ltr' } as const;

/**
 * The variants a page's or a dialog's own sweep runs in: the default one alone. (Until issue #58
 * every sweep ran light LTR and dark RTL, loading the app again for the second.)
 */
export const AXE_VARIANTS = [AXE_VARIANT] as const;

/** The four display variants, in an order where each differs from the one before by one choice. */
export const DISPLAY_VARIANTS = [
  { mode: 'light', direction: 'ltr' },
  { mode: 'dark', direction: 'ltr' },
  { mode: 'dark', direction: 'rtl' },
  { mode: 'light', direction: 'rtl' },
] as const;
export type DisplayVariant = (typeof DISPLAY_VARIANTS)[number];

/**
 * Switches the signed-in app's display in place from the Display settings drawer, as a person
 * does: no reload, so axe and the page stay loaded. Waits until <html> carries the choice.
 */
export async function switchDisplay(page: Page, v: DisplayVariant) {
  await page.getByRole('button', { name: 'Display settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Display settings' });
  await drawer.getByRole('radio', { name: v.mode === 'light' ? 'Light' : 'Dark', exact: true }).click();
  await drawer.getByRole('radio', { name: v.direction === 'ltr' ? 'Left to right' : 'Right to left' }).click();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-theme', v.mode);
  await expect(page.locator('html')).toHaveAttribute('dir', v.direction);
}

/**
 * Runs `check` on the open page in each of the four display variants, switched in place
 * (`switchDisplay`), and ends as it began, in light left to right. The drawer saves each choice
 * with the account (issue #37), so this waits for the account to hold the last variant, then for
 * the switch back: no save of this test's lands after it, and the person's next test opens light.
 */
export async function inEveryDisplayVariant(page: Page, check: (v: DisplayVariant, label: string) => Promise<void>) {
  for (const v of DISPLAY_VARIANTS) {
    await switchDisplay(page, v);
    await check(v, `${v.mode} ${v.direction}`);
  }
  const last = DISPLAY_VARIANTS[DISPLAY_VARIANTS.length - 1]!;
  await expect.poll(() => accountDisplay(page)).toBe(`${last.mode} ${last.direction} vertical`);
  await switchDisplay(page, AXE_VARIANT);
  await expect.poll(() => accountDisplay(page)).toBe('light ltr vertical');
}

/** The display kept with the signed-in page's account: "mode direction layout". */
async function accountDisplay(page: Page): Promise<string> {
  const headers = { authorization: `Bearer ${await accessTokenOf(page)}` };
  const res = await page.request.get(`${appURL()}/api/account/v1/preferences`, { headers });
  const { data } = (await res.json()) as { data: { display: { mode?: string; direction?: string; layout?: string } | null } };
  return `${data.display?.mode} ${data.display?.direction} ${data.display?.layout}`;
}

/** axe on a page, checking AXE_TAGS (tests/e2e/axe.ts); every sweep starts here. */
export function axeFor(page: Page): PageAxe {
  return new PageAxe(page);
}

/**
 * Fails with each violation's rule, element and axe's summary when axe (`axeFor`) finds any on
 * the page, or within `scope` (a selector). `what` names the check in the failure; the page's
 * address by default.
 */
export async function expectAxeClean(page: Page, what?: string, scope?: string) {
  // What opens a render later (a menu, a dialog, an answer) must be there before axe is told to
  // check only it: a missing scope throws instead of being checked.
  if (scope) await expect(page.locator(scope).first()).toBeVisible();
  const builder = axeFor(page);
  const axe = await (scope ? builder.include(scope) : builder).analyze();
  expect(
    axe.violations.map((x) => `${x.id}: ${x.nodes.map((n) => `${n.target.join(' ')} ${n.html} ${n.failureSummary}`).join(', ')}`),
    what ?? page.url(),
  ).toEqual([]);
}

/**
 * Opens another page of the signed-in app from its side menu, as a person does: the app stays
 * loaded (no second start, and axe, once in the page, stays for the next check). A sweep loads
 * the app once per display variant and moves between its pages this way; a direct load proves
 * nothing more about a page's accessibility. `menu` is the menu's name (`Main`, `Administration`…).
 */
export async function openFromMenu(page: Page, link: string, path: string, menu = 'Main') {
  await page
    .getByRole('navigation', { name: `${menu} menu` })
    .getByRole('link', { name: link, exact: true })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** Where the app keeps its display settings (theme, direction, layout): a sweep sets them before loading. */
export const SETTINGS_KEY = 'neurohealth.display-settings';

/** The signed-in page's access token (oidc-client-ts keeps the user in sessionStorage): to arrange data through the API. */
export function accessTokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    if (!key) throw new Error('not signed in');
    return (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
  });
}

/**
 * Waits until the page's person has an event stream open on the server. An event sent before
 * it opens is stored (the bell counts it) but shows no toast or card: a first connection
 * replays nothing. Counted per person, so another page's stream that is still closing does not
 * pass for this one's.
 */
export async function eventStreamOpen(page: Page) {
  const me = await page.request.get('/api/user-manager/v1/users/me', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  const userId = String(((await me.json()) as { data: { user_id: number } }).data.user_id);
  await expect
    .poll(async () => {
      const res = await page.request.get('/__dev/server-events');
      return ((await res.json()) as { listeners: Record<string, number> }).listeners[userId] ?? 0;
    })
    .toBeGreaterThan(0);
}

/**
 * Display choices are kept with the account (issue #37): a test that changes them in the UI puts
 * the demo person's back to the defaults, or every later test of that person would open dark,
 * right to left or horizontal in a fresh browser.
 */
export async function restoreAccountDisplay(page: Page) {
  const headers = { authorization: `Bearer ${await accessTokenOf(page)}` };
  const base = `${appURL()}/api/account/v1/preferences`;
  const { data } = (await (await page.request.get(base, { headers })).json()) as { data: { display_version: number } };
  const display = { mode: 'light', direction: 'ltr', layout: 'vertical' };
  const put = await page.request.put(`${base}/display`, { headers, data: { display, version: data.display_version } });
  expect(put.status()).toBe(200);
}

export const PIN_INTRO = 'Protect your profile and messages';

/** Per page: the PIN status the app read after signing in (undefined until it has). */
const pinStatusRead = new WeakMap<Page, { status: () => Promise<{ has_pin?: boolean }>; answered: () => boolean }>();

/**
 * Waits (in sign-in helpers) until the PIN intro, if this person gets one, has been answered
 * "Skip for now". Administrators get no intro (`intro: false`); everyone else without a PIN
 * does, once the status call has answered and the dialog's code has loaded, which on a busy
 * machine takes a few seconds: so this waits for the dialog itself, not for a fixed time.
 */
export async function settlePinIntro(page: Page, { intro = true }: { intro?: boolean } = {}) {
  const read = pinStatusRead.get(page);
  if (!read) return;
  const status = await read.status();
  if (status.has_pin || !intro) return;
  // Skipped before in this browser (a second sign-in in one test): no intro comes; if one does
  // for another account, the overlay handler answers it.
  const skippedBefore = await page.evaluate(() => (localStorage.getItem('neurohealth.pin-skipped') ?? '{}') !== '{}');
  if (skippedBefore) return;
  const dialog = page.getByRole('dialog', { name: PIN_INTRO });
  // A first sign-in in this browser shows the welcome hints first, and the intro only once
  // they are put away (issue #28.6): put away as a person would, Next then Got it.
  const welcome = page.getByTestId('hint-welcome');
  await expect
    .poll(async () => read.answered() || (await dialog.isVisible()) || (await welcome.isVisible()), {
      message: 'the welcome hints or the PIN intro after sign-in',
      timeout: 20_000,
      intervals: [50],
    })
    .toBe(true);
  if (!read.answered() && (await welcome.isVisible())) await putAwayWelcomeHints(page);
  await expect
    .poll(async () => read.answered() || (await dialog.isVisible()), {
      message: 'the PIN intro after sign-in',
      timeout: 20_000,
      // Looked at often: the default back-off (up to a second a look) added seconds to every sign-in.
      intervals: [50],
    })
    .toBe(true);
  // The overlay handler answers it "Skip for now": Playwright runs it before an auto-waiting
  // assertion such as this one. (Clicking it here as well raced the handler, and waiting for a
  // button the handler had just taken away cost two seconds on every sign-in.)
  await expect(dialog).toBeHidden();
}

export const test = base.extend<{ dev: ReturnType<typeof devApi>; pinIntro: 'skip' | 'keep' }>({
  /**
   * Every account without a PIN sees the PIN intro once after signing in (SPEC §4). Tests
   * about something else answer it "Skip for now": the sign-in helpers wait for it after
   * the status call says there is no PIN, and Playwright's overlay handler covers any
   * other sign-in. The PIN tests set `pinIntro: 'keep'`.
   */
  pinIntro: ['skip', { option: true }],
  page: async ({ page, pinIntro }, use) => {
    if (pinIntro === 'skip') {
      const intro = page.getByRole('dialog', { name: PIN_INTRO });
      const skip = intro.getByRole('button', { name: 'Skip for now' });
      let answered = false;
      await page.addLocatorHandler(intro, async () => {
        answered = true;
        // The sign-in helpers may be answering it at the same moment.
        await skip.click({ timeout: 2_000 }).catch(() => {});
      });
      let status: Promise<{ has_pin?: boolean }> | undefined;
      page.on('response', (response) => {
        if (!response.url().endsWith('/api/pin-manager/v1/pin/status')) return;
        status = response.json().catch(() => ({ has_pin: true }));
      });
      pinStatusRead.set(page, {
        async status() {
          await expect
            .poll(() => status !== undefined, { message: 'the PIN status call after sign-in', intervals: [50] })
            .toBe(true);
          return status!;
        },
        answered: () => answered,
      });
    }
    await use(page);
  },
  dev: async ({ request }, use) => {
    const dev = devApi(request);
    await dev.clearFaults();
    await use(dev);
    await dev.clearFaults();
  },
});
export { expect };

/** Another person in their own browser (a time zone if given), signed in, the PIN intro answered "Skip for now". */
export async function person(browser: Browser, role: DemoRole, timezoneId?: string, { at }: { at?: string } = {}) {
  const context = await browser.newContext(timezoneId ? { timezoneId } : {});
  const page = await context.newPage();
  const session = await demoSession(role);
  await handOver(page, session, { skipPinIntro: true, hintsSeen: at !== undefined });
  await openSignedIn(page, role, at);
  return { page, close: () => context.close() };
}
