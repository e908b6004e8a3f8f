import type { Page } from '@playwright/test';
import { AXE_VARIANTS, SETTINGS_KEY, axeFor, expect, fillSignIn, person, signUpFresh, test } from './fixtures';

/*
 * Administration (issue #36) as the administrator uses it: a member signed in in another browser
 * is suspended from /admin-members, their session ends on the server and they cannot sign in again (the sign-in page
 * says why); axe on /admin-members (with a member open) and /admin-audit in light/LTR and dark/RTL.
 * The rules are proved lower: tests/server/admin.test.ts (403 for every role, audit rows, tokens),
 * the machines' model tests (machines/admin) and the views' tests (src/features/admin).
 */

async function expectAxeClean(page: Page, what: string) {
  const axe = await axeFor(page).include('main').analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

test('the administrator suspends a signed-in member: their session ends, and sign-in says the account is suspended', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // An untouched person: a demo account suspended here would end the other tests' shared sessions.
  const name = await signUpFresh(page, 'susp');
  const admin = await person(browser, 'admin', undefined, { at: '/admin-members' });
  try {
    await admin.page.getByLabel('Name, user name or e-mail').fill(name);
    await admin.page.getByRole('button', { name: `Test Person (${name})` }).click();
    const panel = admin.page.getByRole('region', { name: `Test Person (${name})` });
    await panel.getByLabel('Suspend for').selectOption('forever');
    await panel.getByRole('button', { name: 'Suspend', exact: true }).click();
    await panel.getByLabel('Reason (kept in the audit log)').fill('Spam in three communities');
    await panel.getByRole('button', { name: 'Confirm: Suspend' }).click();
    await expect(panel.getByText('Suspended indefinitely: Spam in three communities')).toBeVisible();

    // The member's session has ended on the server (its grant, tokens and event stream): their next
    // load finds no session and the app asks for a sign-in. (The page does not yet leave by itself
    // when only its stream is closed: the client does not treat a refused reconnection as the
    // session's end; issue #36 follow-up.)
    await page.reload();
    await fillSignIn(page, name, 'a-long-password');
    await expect(page.getByText('This account is suspended. Contact support if you think this is a mistake.')).toBeVisible();

    // The action is in the audit log with its reason.
    await admin.page.getByRole('link', { name: 'Audit log' }).click();
    await expect(admin.page.getByRole('row').filter({ hasText: name }).first()).toContainText('Spam in three communities');
  } finally {
    await admin.close();
  }
});

test('axe: /admin-members with a member open and /admin-audit, light/LTR and dark/RTL', async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await person(browser, 'admin', undefined, { at: '/admin-members' });
  try {
    for (const v of AXE_VARIANTS) {
      await admin.page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [SETTINGS_KEY, JSON.stringify({ ...v, layout: 'vertical' })],
      );
      await admin.page.goto('/admin-members');
      await expect(admin.page.locator('html')).toHaveAttribute('dir', v.direction);
      await admin.page.getByLabel('Name, user name or e-mail').fill('careseeker');
      await admin.page.getByRole('button', { name: /\(careseeker\)/ }).click();
      await expect(admin.page.getByRole('region', { name: /\(careseeker\)/ })).toBeVisible();
      await expectAxeClean(admin.page, `/admin-members ${v.mode} ${v.direction}`);
      await admin.page.goto('/admin-audit');
      await expect(admin.page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
      await expect(admin.page.getByRole('status')).toBeVisible();
      await expectAxeClean(admin.page, `/admin-audit ${v.mode} ${v.direction}`);
    }
  } finally {
    await admin.close();
  }
});
