import type { Page } from '@playwright/test';
import { SETTINGS_KEY, AXE_VARIANTS, expect, signIn, test, expectAxeClean, openFromMenu } from './fixtures';
import { bookWithJordan, callAs } from './api';
import { waitOf } from './slowness';

/*
 * The signed-in resource hub and the dashboard (issue #34), as a person uses them: search the
 * hub, open an article, save it and find it in the dashboard's saved block; a session arranged
 * through the API in the dashboard's next-session block, with Join from ten minutes before (the
 * page's clock moved, not waited); axe on the hub, an article and the dashboard
 * (AXE_VARIANTS); a 390 px phone. The hub's list is driven from its machine in tests/flows.
 */

const HUB = '/api/resource-hub/v1';
const ARTICLE = 'finding-respite-care';

const block = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('resource hub and dashboard', () => {
  test('search the hub, open an article, save it and find it on the dashboard', async ({ page }) => {
    await signIn(page, 'caregiver');
    await callAs(page, 'DELETE', `${HUB}/articles/${ARTICLE}/bookmark`);
    // The side menu's Resource Hub stays inside the app's shell.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Resource Hub' }).click();
    await expect(page).toHaveURL(/\/resource-hub$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Resource Hub' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Resource Hub' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('searchbox', { name: 'Search the resource hub' }).fill('respite');
    const found = page.getByRole('region', { name: 'Articles' });
    await found.getByRole('link', { name: 'Finding respite care' }).click();
    await expect(page).toHaveURL(new RegExp(`/resource-hub/${ARTICLE}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Finding respite care' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Where to look' })).toBeVisible();

    const save = page.getByRole('button', { name: 'Save article' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    // The server keeps it: a reload shows it saved.
    await expect
      .poll(async () => (await callAs<{ data: { slug: string }[] }>(page, 'GET', `${HUB}/bookmarks`)).data.map((b) => b.slug))
      .toContain(ARTICLE);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Save article' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/dashboard');
    const saved = block(page, 'Recently saved');
    await saved.getByRole('link', { name: 'Finding respite care' }).click();
    await expect(page).toHaveURL(new RegExp(`/resource-hub/${ARTICLE}$`));
  });

  test('each block loads on its own: one whose service fails says so alone, and Try again reads it', async ({ page, dev }) => {
    await signIn(page, 'caregiver');
    await dev.notify({ user_name: 'caregiver', type: 'Invitation', notification: 'Dashboard check: an invitation' });
    await dev.fault({ path: '/api/user-audit/user-notification/get', status: 503 });
    await page.goto('/dashboard');
    const recent = block(page, 'Recent notifications');
    await expect(recent.getByRole('alert')).toContainText("Couldn't load your notifications.");
    // The other blocks are as usual, each with its way onward.
    for (const [name, onward] of [
      ['Next sessions', 'All bookings'],
      ['Follow requests', 'Answer follow requests'],
      ['In your pinned communities', 'Community feed'],
      ['Recently saved', 'Favorites'],
      ['Wellbeing check-in', 'Screening Tools'],
    ]) {
      await expect(block(page, name!).getByRole('link', { name: onward })).toBeVisible();
      await expect(block(page, name!).getByRole('alert')).toHaveCount(0);
    }
    await dev.clearFaults();
    await recent.getByRole('button', { name: 'Try again' }).click();
    await expect(recent.getByText('Dashboard check: an invitation')).toBeVisible();
    await recent.getByRole('link', { name: 'All notifications' }).click();
    await expect(page).toHaveURL(/\/notification$/);
  });

  test('a visitor still reads the public guides at /resource-hub, and signs in for an article', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/resource-hub');
    await expect(page.getByRole('heading', { level: 1, name: 'Practical guides for families and caregivers' })).toBeVisible();
    // An article is for signed-in people: a visitor is asked to sign in.
    await page.goto('/resource-hub/iep-or-504-plan');
    await expect(page.getByLabel('E-mail or user name')).toBeVisible();
    await context.close();
  });

  test('the next-session block shows a session arranged through the API, with Join from ten minutes before', async ({ page }) => {
    await signIn(page, 'careseeker');
    const session = await bookWithJordan(page);
    const start = Date.parse(session.start);
    await page.clock.install({ time: start - 15 * 60_000 });
    await page.goto('/dashboard');
    const sessions = block(page, 'Next sessions');
    const row = sessions.getByRole('listitem').filter({ has: page.locator(`time[datetime="${session.start}"]`) });
    await expect(row).toContainText('Jordan Lee');
    await expect(row).toContainText('Join opens 10 minutes before');
    await page.clock.runFor(6 * 60_000);
    const join = row.getByRole('link', { name: 'Join the session with Jordan Lee' });
    // The call opens in the app (issue #61): its page in this tab, the meeting's id in the path.
    await expect(join).toHaveAttribute('href', new URL(session.meeting_url).pathname);
  });

  test('axe clean on the hub, an article and the dashboard', async ({ page }) => {
    test.setTimeout(waitOf(120_000));
    await signIn(page, 'caregiver');
    await callAs(page, 'PUT', `${HUB}/articles/iep-or-504-plan/bookmark`);
    for (const v of AXE_VARIANTS) {
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [SETTINGS_KEY, JSON.stringify({ ...v, layout: 'vertical' })],
      );
      await page.goto('/resource-hub');
      await expect(page.locator('html')).toHaveAttribute('dir', v.direction);
      await expect(page.getByRole('region', { name: 'Articles' }).getByRole('listitem').first()).toBeVisible();
      await expectAxeClean(page, `/resource-hub ${v.mode} ${v.direction}`);
      await page.getByRole('searchbox', { name: 'Search the resource hub' }).fill('zzqxv');
      await expect(page.getByText('No article matches “zzqxv”.')).toBeVisible();
      await expectAxeClean(page, `/resource-hub nothing found ${v.mode} ${v.direction}`);
      await page.goto('/resource-hub/iep-or-504-plan');
      await expect(page.getByRole('button', { name: 'Save article' })).toHaveAttribute('aria-pressed', 'true');
      await expectAxeClean(page, `an article ${v.mode} ${v.direction}`);
      await openFromMenu(page, 'Dashboard', '/dashboard');
      await expect(block(page, 'Recently saved').getByRole('link').first()).toBeVisible();
      await expect(block(page, 'Wellbeing check-in').getByRole('link', { name: 'Screening Tools' })).toBeVisible();
      await expect(block(page, 'Next sessions').getByRole('link', { name: 'All bookings' })).toBeVisible();
      await expect(block(page, 'Recent notifications').getByRole('link', { name: 'All notifications' })).toBeVisible();
      await expectAxeClean(page, `/dashboard ${v.mode} ${v.direction}`);
    }
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the hub, an article and the dashboard fit without sideways scrolling', async ({ page }) => {
      await signIn(page, 'caregiver');
      const fits = async (what: string) =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(390);
      await page.goto('/resource-hub');
      await expect(page.getByRole('region', { name: 'Articles' }).getByRole('listitem').first()).toBeVisible();
      await fits('/resource-hub');
      await page.getByRole('button', { name: 'School support' }).click();
      await page.getByRole('link', { name: 'IEP or 504 plan: what is the difference?' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'IEP or 504 plan: what is the difference?' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save article' })).toBeInViewport();
      await fits('an article');
      await page.goto('/dashboard');
      await expect(block(page, 'Recently saved').getByRole('link', { name: 'Favorites' })).toBeVisible();
      await fits('/dashboard');
    });
  });
});
