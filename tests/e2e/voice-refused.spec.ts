/**
 * Voice search when the browser refuses the microphone (issue #13): Chromium with a fake
 * microphone but no one to answer its permission prompt, which headless Chromium dismisses. The
 * full browser: the headless shell the other tests use has no prompt, and fails the microphone
 * as one that could not start.
 */
import { TEST_CHROMIUM_ARGS } from '../../scripts/browser.mjs';
import { expect, signUpFresh, test, axeFor } from './fixtures';

test.use({
  launchOptions: {
    executablePath: process.env.E2E_FULL_CHROMIUM || undefined,
    args: [...TEST_CHROMIUM_ARGS, '--use-fake-device-for-media-stream'],
  },
});

test('a refused microphone says how to allow it, is reported once, and Try again asks again', async ({ page, dev }) => {
  await signUpFresh(page, 'voicedeny');
  await dev.clearErrorReports();
  await page.getByRole('button', { name: 'Search by voice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search by voice' });
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Microphone access is blocked.');
  await expect(alert).toContainText("Allow the microphone in your browser's site settings");
  const axe = await axeFor(page).include('[data-testid="voice-dialog"]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await expect.poll(async () => (await dev.errorReports()).filter((r) => r.includes('permission denied')).length).toBe(1);
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toContainText('Microphone access is blocked.');
  // One report per attempt: the retry's refusal is the second, and no loop sends more.
  await expect.poll(async () => (await dev.errorReports()).filter((r) => r.includes('permission denied')).length).toBe(2);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Search by voice' })).toBeFocused();
});
