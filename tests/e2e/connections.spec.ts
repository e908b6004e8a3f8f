import type { Page } from '@playwright/test';
import { accessTokenOf, SETTINGS_KEY, AXE_VARIANTS, appURL, expect, person, signIn, test, axeFor } from './fixtures';
import { waitOf } from './slowness';

/*
 * Connections as people use them (issue #33): two browsers: the coordinator asks to follow the
 * care-seeker from their profile; the care-seeker sees the toast and the header's count at once,
 * opens Requests from the toast and accepts; the coordinator's button turns to Following live and
 * the care-seeker shows in their Following tab. The page and the profile have no axe violations
 *, and work at 390 px.
 */

const UM = '/api/user-manager/v1';

async function api(page: Page, method: string, path: string) {
  const res = await fetch(`${appURL()}${path}`, { method, headers: { authorization: `Bearer ${await accessTokenOf(page)}` } });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/** Arranged through the API: `page`'s person neither follows nor has asked to follow `userName`. */
async function unconnect(page: Page, userName: string) {
  const me = (await api(page, 'GET', `${UM}/users/me`)).body.data.user_id as number;
  const them = (await api(page, 'GET', `${UM}/profiles/${userName}`)).body.data as {
    user: { user_id: number };
    request_id: number | null;
  };
  if (them.request_id) await api(page, 'PUT', `${UM}/users/${me}/follow-requests/${them.request_id}?action=CANCEL`);
  await api(page, 'DELETE', `${UM}/users/${me}/follow-requests?action=UNFOLLOW&receiver_id=${them.user.user_id}`);
}

test('two browsers: a follow request reaches the other person at once (toast and count); accepting shows in the sender’s Following', async ({
  page,
  browser,
}) => {
  test.setTimeout(waitOf(90_000));
  await signIn(page, 'coordinator');
  await unconnect(page, 'careseeker');
  const daniel = await person(browser, 'careseeker');
  const count = daniel.page.getByTestId('header-pendingInvitations');
  const before = Number((await count.getAttribute('aria-label'))!.match(/(\d+)/)![1]);

  await page.goto('/user?u=careseeker');
  await expect(page.getByRole('heading', { name: 'careseeker', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Follow careseeker' }).click();
  await expect(page.getByRole('button', { name: /^Requested/ })).toBeVisible();

  // At once on the other side: the toast and the header's count.
  const toast = daniel.page.getByRole('region', { name: 'Notifications', exact: true });
  // The sender is named by their display name (the server now sends their id, so the notice is
  // titled with it, as every notice from a person is), and the sentence follows without it.
  await expect(toast).toContainText('Jordan Lee');
  await expect(toast).toContainText('wants to follow you');
  await expect(count).toHaveAttribute('aria-label', `Connections, ${before + 1} new`);
  await toast.getByText('wants to follow you').click();
  await expect(daniel.page).toHaveURL(/\/connectpeople\?value=3$/);
  const requests = daniel.page.getByRole('region', { name: 'Requests' });
  await requests.getByRole('button', { name: 'Accept: Jordan Lee' }).click();
  await expect(requests.getByRole('button', { name: 'Accept: Jordan Lee' })).toHaveCount(0);
  await expect(count).toHaveAttribute('aria-label', `Connections, ${before} new`);
  await daniel.close();

  // The sender's button heard the acceptance live; their Following tab lists the care-seeker.
  await expect(page.getByRole('button', { name: /^Following/ })).toBeVisible();
  await page.goto('/connectpeople?value=2');
  const following = page.getByRole('region', { name: 'Following' });
  await expect(following.getByRole('link', { name: 'careseeker', exact: true })).toBeVisible();
  await expect(following.getByRole('link', { name: 'Message careseeker' })).toHaveAttribute('href', '/people-chat?u=careseeker');
  await unconnect(page, 'careseeker');
});

test('an unknown name is a clear "not found" page', async ({ page }) => {
  await signIn(page, 'caregiver', { at: '/user?u=nobody-has-this-name' });
  await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
});

test('the connections page and a profile have no axe violations, and work at 390 px', async ({ page }) => {
  test.setTimeout(waitOf(120_000));
  await signIn(page, 'caregiver');
  for (const v of AXE_VARIANTS) {
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [SETTINGS_KEY, JSON.stringify({ ...v, layout: 'vertical' })],
    );
    for (const [path, ready] of [
      ['/connectpeople?value=3', () => page.getByRole('region', { name: 'Requests' })],
      ['/user?u=coordinator', () => page.getByRole('heading', { name: 'Jordan Lee', level: 1 })],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', v.direction);
      await expect(ready()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const axe = await axeFor(page).analyze();
      expect(
        axe.violations.map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `${path} ${v.mode} ${v.direction}`,
      ).toEqual([]);
    }
  }

  await page.setViewportSize({ width: 390, height: 844 });
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await page.goto('/connectpeople?value=3');
  await expect(
    page
      .getByRole('region', { name: 'Requests' })
      .getByRole('button', { name: /^Accept/ })
      .first(),
  ).toBeVisible();
  expect(await fits()).toBe(true);
  await page.goto('/user?u=coordinator');
  await expect(page.getByRole('button', { name: /Jordan Lee/ }).first()).toBeVisible();
  expect(await fits()).toBe(true);
});
