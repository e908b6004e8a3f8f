import { expect, expectAxeClean, signIn, test } from './fixtures';

/*
 * Idle sign-out (issue #62) in a browser, with Playwright's clock: 29 minutes unused bring an
 * alert dialog a person answers from the keyboard; unanswered for its minute, the session ends
 * at the server and the page says why, with Sign in.
 */
test('a minute’s warning answered from the keyboard; unanswered, the session ends and the page says why', async ({ page }) => {
  await signIn(page, 'caregiver', { at: '/settings' });
  // The clock from here: the reload starts the session (and its idle time) on it.
  await page.clock.install();
  await page.reload();
  await expect(page.getByTestId('profile-name').or(page.getByRole('button', { name: /Profile menu/ }))).toBeVisible();

  await page.clock.fastForward('28:50');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.clock.fastForward('00:15');
  const dialog = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('you will be signed out in 1 minute');
  await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await expectAxeClean(page, 'the idle warning');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);

  // A fresh idle time: the warning again after 29 minutes, then the end.
  await page.clock.fastForward('29:05');
  await expect(dialog).toBeVisible();
  await page.clock.fastForward('01:05');
  await expect(page.getByRole('alert')).toContainText('You were signed out because NeuroHealth Care was not used for a while');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Ended at the server too: the stored token no longer works.
  const status = await page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    const token = key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : undefined;
    return token ? (await fetch('/api/user-manager/v1/users/me', { headers: { authorization: `Bearer ${token}` } })).status : 0;
  });
  // The stored session is discarded (0), or, if still read, refused.
  expect([0, 401]).toContain(status);
});
