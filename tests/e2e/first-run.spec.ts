import { expect, PIN_INTRO, signUpFresh, test } from './fixtures';

/*
 * Issue #28.6, a brand-new account's first sign-in: one greeting ("Welcome", the server's fact),
 * and one ask at a time: the welcome card, then the tools hint, then the PIN intro, never the
 * intro on top of a card. The intro is kept here (not answered by the fixture) to be watched.
 */
test.use({ pinIntro: 'keep' });

test('the first sign-in greets "Welcome" and asks one thing at a time', async ({ page }) => {
  const name = await signUpFresh(page, 'firstrun');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${name}`);
  const welcome = page.getByTestId('hint-welcome');
  await expect(welcome).toBeVisible();
  // The PIN status has been read by now (the dashboard's counts came after it); still no dialog.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await welcome.getByRole('button', { name: 'Next' }).click();
  const tools = page.getByTestId('hint-tools');
  await expect(tools).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await tools.getByRole('button', { name: 'Got it' }).click();
  const intro = page.getByRole('dialog', { name: PIN_INTRO });
  await expect(intro).toBeVisible();
  await expect(page.getByTestId('hint-welcome').or(page.getByTestId('hint-tools'))).toHaveCount(0);
  await intro.getByRole('button', { name: 'Skip for now' }).click();
  await expect(intro).toBeHidden();
});
