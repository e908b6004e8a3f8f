import { expect, signIn, signUpFresh, test, eventStreamOpen } from './fixtures';
import { waitOf } from './slowness';

/** Issue #8: defects found using the product as a new user would. */

test('the Messages button and the notes links carry plain query strings, and plain URLs typed in stay as typed (#8.1)', async ({
  page,
}) => {
  await signIn(page, 'caregiver');
  await page.getByTestId('header-unreadChats').click();
  await expect(page).toHaveURL(/\/people-chat\?t=1$/);
  for (const url of [
    '/people-chat?u=007',
    '/mentorship/notes?noteId=5&noteType=personal&tab=1',
    '/search?q=speech+therapy&selectedFilter=3',
  ]) {
    await page.goto(url);
    // The notes link opens its note in a (modal) dialog over the page: either is the page shown.
    await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(url);
  }
  await page.goto('/mentorship');
  await page.getByRole('link', { name: 'Add Note' }).click();
  await expect(page).toHaveURL(/\/mentorship\/notes\?openAddNote=true$/);
});

test('a report made while the reporter cannot load arrives, once, when it can (#8.3)', async ({ page, dev }) => {
  await dev.clearErrorReports();
  let blocked = true;
  const failedToLoad = page.waitForEvent('console', (m) => m.text().includes('the error reporter could not load'));
  await page.route(/\/error-reporter\.[\w]+\.js$/, (route) => (blocked ? route.abort('internetdisconnected') : route.continue()));
  await dev.fault({ path: '/api/user-audit/user-notification/bell-count', status: 500, times: 1 });
  await signIn(page, 'caregiver');
  await expect(page.getByTestId('badge-notifications')).toHaveAttribute('data-count', '0');
  await failedToLoad;
  expect((await dev.errorReports()).join('\n')).not.toContain('bellCount');

  blocked = false;
  const bellReports = async () => (await dev.errorReports()).filter((r) => r.includes('bellCount')).length;
  await expect.poll(bellReports, { timeout: waitOf(20_000) }).toBe(1);
  // Later retries and the idle prefetch find nothing more to send.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForLoadState('networkidle');
  expect(await bellReports()).toBe(1);
});

const SETTINGS_KEY = 'neurohealth.display-settings';

test('in a right-to-left layout an English heading still starts with "N" at its reading start (#8.5)', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(
    ([key]) => localStorage.setItem(key!, JSON.stringify({ mode: 'light', direction: 'rtl', layout: 'vertical' })),
    [SETTINGS_KEY],
  );
  await signIn(page, 'caregiver');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const heading = page.getByTestId('hint-welcome').getByRole('heading');
  await expect(heading).toHaveText(/^New here\?/);
  // Measured on the rendered glyphs: the "N" is the leftmost character of its line (LTR reading start).
  const placement = await heading.evaluate((h) => {
    const node = h.firstChild as Text;
    const rect = (i: number) => {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      return range.getBoundingClientRect();
    };
    const first = rect(0);
    const sameLine = Array.from({ length: node.length }, (_, i) => rect(i)).filter(
      (r) => r.width > 0 && Math.abs(r.top - first.top) < 2,
    );
    return { first: first.left, leftmost: Math.min(...sameLine.map((r) => r.left)), last: node.data.at(-1) };
  });
  expect(placement.last).toBe('.');
  expect(placement.first).toBeLessThanOrEqual(placement.leftmost + 0.5);
});

for (const width of [1280, 390]) {
  test(`the welcome card, the session reminder and the New Post chip never overlap, nor the page heading, at ${width} px (#8.6)`, async ({
    page,
    dev,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // A fresh account: the pushed notifications stay out of the demo users' lists other tests count.
    const user = await signUpFresh(page, 'stack');
    // Client-side, as a person clicks: a reload would count the card as seen (SPEC §4, once per e-mail).
    if (width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('nav[data-menu-mode]:visible').getByRole('link', { name: 'Community', exact: true }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByTestId('hint-welcome')).toBeVisible();
    // Sent before the stream opens, the notices would be stored but never shown.
    await eventStreamOpen(page);
    await dev.notify({ user_name: user, type: 'Concierge', subType: 'Session Reminder', postId: 3 });
    await dev.notify({ user_name: user, type: 'Post', subType: 'Post created' });
    const boxes = {
      welcome: page.getByTestId('hint-welcome'),
      reminder: page.getByTestId('session-reminder'),
      chip: page.getByRole('button', { name: 'New Post' }),
      heading: page.getByRole('heading', { level: 1 }),
    };
    for (const locator of Object.values(boxes)) await expect(locator).toBeVisible();
    // Measured until the layout settles: the feed and the two notices arrive one after another,
    // and a box measured between them can be where it no longer is (CI's one retry).
    const overlaps = async () => {
      const rects = Object.fromEntries(
        await Promise.all(Object.entries(boxes).map(async ([name, l]) => [name, await l.boundingBox()] as const)),
      );
      const names = Object.keys(rects);
      // A box between two renders has no layout for a moment (CI: boundingBox() null): measured again.
      const found: string[] = names.filter((name) => !rects[name]).map((name) => `${name} not laid out`);
      if (found.length) return found;
      for (const a of names) {
        for (const b of names) {
          if (a >= b) continue;
          const r = rects[a]!;
          const s = rects[b]!;
          if (r.x < s.x + s.width && s.x < r.x + r.width && r.y < s.y + s.height && s.y < r.y + r.height) {
            found.push(`${a} and ${b}`);
          }
        }
      }
      return found;
    };
    await expect.poll(overlaps).toEqual([]);
  });
}

test('a message of one 4,000-character word does not widen the confirmation page (#8.7)', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Your name').fill('Long Word');
  await page.getByLabel('Email address').fill('long.word@example.com');
  await page.getByLabel('Your message').fill('a'.repeat(4000));
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('contact-sent-message')).toBeVisible();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
});

test('Escape closes a public-header menu opened by hovering, wherever focus is (#8.9)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const trigger = page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Our solutions' });
  await trigger.hover();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('the hint card and the page content share their left edge (#8.10)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'caregiver');
  for (const [link, route] of [
    ['Calendar', '/calendar'],
    ['Dashboard', '/dashboard'],
  ] as const) {
    // Client-side navigation: a reload counts the card as seen and it would not come back.
    await page.locator('aside nav[data-menu-mode]').getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    const card = await page.getByTestId('hint-welcome').boundingBox();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(Math.abs((card?.x ?? 0) - (heading?.x ?? -100)), route).toBeLessThanOrEqual(1);
  }
});

test('on a phone the dashboard’s blocks keep their place while their lists arrive (#38: no layout shift)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'caregiver', { at: '/dashboard' });
  // Every layout shift the browser counts (what Lighthouse sums as CLS), from the page's start.
  await page.addInitScript(() => {
    const w = window as unknown as { __shifted: number };
    w.__shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) w.__shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.reload();
  const main = page.getByRole('main');
  // The seven blocks have drawn what they read: the demo caregiver's sessions, notifications, posts.
  await expect(main.locator('section[aria-busy]')).toHaveCount(7);
  await expect(main.locator('section[aria-busy="true"]')).toHaveCount(0);
  await expect(main.getByRole('region', { name: 'Next sessions' }).getByRole('listitem').first()).toBeVisible();
  // No block moves: the defect summed 0.106. Once, on a starved machine, 0.0006 was counted (a
  // few pixels of one small element); a 150 px block moving by one 20 px line counts about 0.005.
  expect(await page.evaluate(() => (window as unknown as { __shifted: number }).__shifted)).toBeLessThan(0.001);
});

test('a signed-in page fetches the session’s and the API clients’ code with its own scripts, the public pages do not (#38)', async ({
  page,
  browser,
}) => {
  await signIn(page, 'caregiver', { at: '/dashboard' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  // Who asked for each script: "link" is the page's own preload hint, "script" a chunk the code
  // asked for once it ran (a round trip later on a slow network).
  const scripts = (on: typeof page) =>
    on.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => e.name.includes('/static/js/'))
        .map((e) => ({ file: new URL(e.name).pathname, by: e.initiatorType })),
    );
  const loaded = await scripts(page);
  for (const chunk of ['session', 'services'])
    expect(
      loaded.find((s) => s.file.startsWith(`/static/js/async/${chunk}.`)),
      `${chunk} chunk`,
    ).toMatchObject({ by: 'link' });

  // A public page, with the session stored: it fetches the same files while it paints (its list of
  // the app's files), so Go to App does not wait for them.
  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Go to App' }).first()).toBeVisible();
  const signedInCode = async (on: typeof page) =>
    new Set((await scripts(on)).filter((s) => /\/async\/(session|services)\./.test(s.file)).map((s) => s.file)).size;
  await expect.poll(() => signedInCode(page)).toBe(2);

  // A visitor (no session stored) on a public page: its own HTML, none of the signed-in code.
  const visitor = await browser.newContext();
  const about = await visitor.newPage();
  await about.goto('/about');
  await expect(about.getByRole('heading', { level: 1 })).toBeVisible();
  await about.waitForLoadState('networkidle');
  expect(await signedInCode(about)).toBe(0);
  await visitor.close();
});
