/**
 * The PIN (#12): set up from the intro with the keyboard, the verify gate on /user-profile
 * and /people-chat with deep links, wrong tries and the server's lockout across a reload,
 * Forgot PIN through the reference server's inbox, Settings' toggle, axe with the dialogs
 * open, and no PIN or code in the error reports or the actor panel.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, PIN_INTRO, signUpFresh, test, expectAxeClean } from './fixtures';
import { box, paste, putAwayWelcomeHints } from './pinBoxes';

test.use({ pinIntro: 'keep' });

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** Types a PIN from the keyboard into the focused box and on. */
const typePin = (page: Page, pin: string) => page.keyboard.type(pin, { delay: 20 });

/** A fresh account with PIN 135790 set through the intro. */
async function withPin(page: Page, prefix: string) {
  const name = await signUpFresh(page, prefix);
  await putAwayWelcomeHints(page);
  const intro = dialog(page, PIN_INTRO);
  await intro.getByRole('button', { name: 'Set Up PIN' }).click();
  await expect(box(page, 0)).toBeFocused();
  await typePin(page, '135790135790');
  await page.keyboard.press('Enter');
  await dialog(page, 'Your PIN is set').getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('pin-dialog')).toHaveCount(0);
  return name;
}

/** The newest code e-mailed to this person, read in the local inbox page (/__mail) as a person would. */
async function lastCode(page: Page, name: string): Promise<string> {
  const inbox = await page.context().newPage();
  let code = '';
  await expect
    .poll(async () => {
      await inbox.goto('/__mail');
      const newest = inbox
        .locator(`article[data-to^="${name}@"]`)
        .filter({ has: inbox.getByRole('heading', { name: 'Your NeuroHealth Care PIN code' }) })
        .first();
      if ((await newest.count()) === 0) return '';
      code = /is (\d{6})\b/.exec((await newest.locator('pre').textContent()) ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  await inbox.close();
  return code;
}

test.describe('PIN', () => {
  test('set up from the intro with the keyboard: digits move on, a letter is refused, a mismatch, backspace, paste, Show PIN', async ({
    page,
  }) => {
    await signUpFresh(page, 'pinsetup');
    await putAwayWelcomeHints(page);
    const intro = dialog(page, PIN_INTRO);
    await expect(intro).toBeVisible();
    await expectAxeClean(page);
    await intro.getByRole('button', { name: 'Set Up PIN' }).click();
    const setup = dialog(page, 'Set up your PIN');
    await expect(box(page, 0)).toBeFocused();
    await expect(box(page, 0)).toHaveAttribute('type', 'password');
    await expect(box(page, 0)).toHaveAttribute('inputmode', 'numeric');

    await page.keyboard.type('12');
    await expect(box(page, 2)).toBeFocused();
    await page.keyboard.type('x');
    await expect(setup.getByText('Use digits only (0–9).')).toBeVisible();
    await expect(box(page, 2)).toHaveValue('');
    await page.keyboard.type('3456');
    await expect(box(page, 6)).toBeFocused();
    await page.keyboard.type('123457');
    // SPEC §5: the exact text, announced (the live region's text), and focus on the first
    // confirmation box, which is cleared with the rest of its row (issue #28.8).
    await expect(setup.getByRole('status')).toHaveText('PINs do not match');
    await expect(box(page, 6)).toBeFocused();
    for (const i of [6, 7, 8, 9, 10, 11]) await expect(box(page, i)).toHaveValue('');
    await expectAxeClean(page);
    await expect(setup.getByRole('button', { name: 'Save PIN' })).toBeDisabled();

    // Typing again takes the message away; Backspace in an empty box goes back one and clears it.
    await page.keyboard.type('12');
    await expect(setup.getByText('PINs do not match', { exact: true })).toBeHidden();
    await expect(box(page, 8)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(box(page, 7)).toBeFocused();
    await expect(box(page, 7)).toHaveValue('');

    // A paste into any box of the row fills it from its first box (extra characters ignored).
    await paste(page, 9, '123456789');
    await expect(box(page, 11)).toHaveValue('6');
    await expect(setup.getByRole('button', { name: 'Save PIN' })).toBeEnabled();

    await setup.getByRole('button', { name: 'Show PIN' }).click();
    await expect(box(page, 0)).toHaveAttribute('type', 'text');
    await expect(box(page, 0)).toHaveValue('1');
    // Arrows move between boxes; Enter submits when valid.
    await box(page, 3).focus();
    await page.keyboard.press('ArrowRight');
    await expect(box(page, 4)).toBeFocused();
    await page.keyboard.press('Enter');

    const success = dialog(page, 'Your PIN is set');
    await expect(success).toBeVisible();
    await expect(success.locator('img[src="/animations/pin-success.svg"]')).toBeVisible();
    await expectAxeClean(page);
    await success.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('pin-dialog')).toHaveCount(0);
    // The PIN was just set: the profile opens without asking again in this session.
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'View Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Your profile', exact: true })).toBeVisible();
    await expect(dialog(page, 'Enter your PIN')).toHaveCount(0);
    // A new load of the app is a new session: the PIN is asked for.
    await page.reload();
    await expect(dialog(page, 'Enter your PIN')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your profile', exact: true })).toHaveCount(0);
  });

  test('Skip for now is remembered for the account; a PIN status failure is reported and shows no intro', async ({
    page,
    dev,
  }) => {
    await signUpFresh(page, 'pinskip');
    await putAwayWelcomeHints(page);
    await dialog(page, PIN_INTRO).getByRole('button', { name: 'Skip for now' }).click();
    await expect(dialog(page, PIN_INTRO)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(dialog(page, PIN_INTRO)).toHaveCount(0);

    await page.evaluate(() => localStorage.removeItem('neurohealth.pin-skipped'));
    await dev.clearErrorReports();
    await dev.fault({ path: '/api/pin-manager/v1/pin/status', status: 500 });
    await page.reload();
    await expect.poll(async () => (await dev.errorReports()).some((r) => r.includes('pinManager'))).toBe(true);
    await expect(dialog(page, PIN_INTRO)).toHaveCount(0);
    await page.goto('/settings/pin');
    await expect(page.getByText('Your PIN settings could not be loaded.')).toBeVisible();

    // Try again once the server answers: no PIN and not skipped any more, so the intro; then Settings sets one up.
    await dev.clearFaults();
    await page.getByRole('button', { name: 'Try again' }).click();
    await dialog(page, PIN_INTRO).getByRole('button', { name: 'Skip for now' }).click();
    await expect(page.getByText('You have no PIN yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Set Up PIN' }).click();
    await expect(dialog(page, 'Set up your PIN')).toBeVisible();
    await expect(box(page, 0)).toBeFocused();
    // The animation file cannot load this time: a static check mark instead.
    await page.route('**/animations/pin-success.svg', (route) => route.fulfill({ status: 404 }));
    await typePin(page, '246802246802');
    await page.keyboard.press('Enter');
    await expect(dialog(page, 'Your PIN is set').getByTestId('pin-success-static')).toBeVisible();
    await dialog(page, 'Your PIN is set').getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('switch', { name: 'PIN is on' })).toHaveAttribute('aria-checked', 'true');
  });

  test('the gate on both pages with deep links: a wrong PIN says the tries left, the right one keeps the route; Cancel goes back', async ({
    page,
  }) => {
    await withPin(page, 'pingate');
    // A new page load is a new session of the app: locked again.
    await page.goto('/people-chat?t=1');
    const verify = dialog(page, 'Enter your PIN');
    await expect(verify).toBeVisible();
    await expect(page.getByTestId('pin-guard')).toBeVisible();
    await expect(page.getByText('Messages', { exact: true })).toHaveCount(0);
    await expect(box(page, 0)).toBeFocused();
    await typePin(page, '000000');
    await page.keyboard.press('Enter');
    await expect(verify.getByText('That PIN is not right. 4 tries left.')).toBeVisible();
    await expect(box(page, 0)).toHaveValue('');
    await expect(box(page, 0)).toBeFocused();
    await typePin(page, '135790');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Messages', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/people-chat\?t=1$/);
    // Unlocked for the session: the profile opens too, without asking.
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'View Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Your profile', exact: true })).toBeVisible();
    await expect(dialog(page, 'Enter your PIN')).toHaveCount(0);

    // Deep link in a fresh load, then Cancel: nowhere to go back to, so the dashboard.
    await page.goto('/user-profile');
    await expect(dialog(page, 'Enter your PIN')).toBeVisible();
    await dialog(page, 'Enter your PIN').getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('five wrong tries lock for 15 minutes with a countdown, also after a reload; Forgot PIN through the inbox ends it', async ({
    page,
  }) => {
    const name = await withPin(page, 'pinlock');
    await page.goto('/user-profile');
    const verify = dialog(page, 'Enter your PIN');
    for (let i = 0; i < 5; i++) {
      await expect(box(page, 0)).toBeFocused();
      await typePin(page, '000000');
      await page.keyboard.press('Enter');
      if (i < 4) await expect(verify.getByText(/That PIN is not right/)).toBeVisible();
    }
    await expect(verify.getByText(/Too many wrong tries/)).toBeVisible();
    await expect(page.getByTestId('pin-lock-countdown')).toHaveText(/^1[45]:\d\d$/);
    await expectAxeClean(page);
    await page.reload();
    await expect(dialog(page, 'Enter your PIN').getByText(/Too many wrong tries/)).toBeVisible();

    await dialog(page, 'Enter your PIN').getByRole('button', { name: 'Forgot PIN' }).click();
    const reset = dialog(page, 'Reset your PIN');
    const code = reset.getByLabel('Code from the e-mail');
    await expect(code).toBeVisible();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(reset.getByRole('button', { name: /Resend in 0:[23]\d/ })).toBeDisabled();
    await expectAxeClean(page);
    const sent = await lastCode(page, name);
    await code.fill('000000');
    await reset.getByRole('button', { name: 'Continue' }).click();
    await expect(reset.getByText('That code is not right. 4 tries left.')).toBeVisible();
    await code.fill(sent);
    await reset.getByRole('button', { name: 'Continue' }).click();
    const choose = dialog(page, 'Choose a new PIN');
    await expect(box(page, 0)).toBeFocused();
    await typePin(page, '864200864200');
    await page.keyboard.press('Enter');
    await dialog(page, 'Your PIN is set').getByRole('button', { name: 'Done' }).click();
    await expect(choose).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Your profile', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/user-profile$/);
  });

  test('Settings: off with the current PIN opens the pages without asking, on asks again; dialogs axe-clean in light, dark and RTL', async ({
    page,
    dev,
  }) => {
    const name = await withPin(page, 'pintoggle');
    await dev.clearErrorReports();
    await page.goto('/settings/pin');
    const toggle = page.getByRole('switch', { name: 'PIN is on' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    const off = dialog(page, 'Turn off your PIN');
    await expect(box(page, 0)).toBeFocused();
    await expectAxeClean(page);
    await typePin(page, '135790');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('switch', { name: 'PIN is off' })).toHaveAttribute('aria-checked', 'false');
    await expect(off).toHaveCount(0);
    await page.goto('/user-profile');
    await expect(page.getByRole('heading', { name: 'Your profile', exact: true })).toBeVisible();

    await page.goto('/settings/pin');
    await page.getByRole('switch', { name: 'PIN is off' }).click();
    await expect(box(page, 0)).toBeFocused();
    await typePin(page, '135790');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('switch', { name: 'PIN is on' })).toBeVisible();

    // Change PIN: straight to an e-mailed code, then the new PIN twice.
    await page.getByRole('button', { name: 'Change PIN' }).click();
    const change = dialog(page, 'Change your PIN');
    await expect(change.getByLabel('Code from the e-mail')).toBeVisible();
    await change.getByLabel('Code from the e-mail').fill(await lastCode(page, name));
    await change.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog(page, 'Choose a new PIN')).toBeVisible();
    await expect(box(page, 0)).toBeFocused();
    await typePin(page, '975310975310');
    await page.keyboard.press('Enter');
    await dialog(page, 'Your PIN is set').getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('switch', { name: 'PIN is on' })).toBeVisible();

    // Right to left once (dark): the digits' order is the rule; the display variants themselves
    // are checked on a sample (tests/e2e/a11y.spec.ts, issue #58).
    for (const variant of [{ mode: 'dark', direction: 'rtl' }] as const) {
      await page.evaluate(
        (v) => localStorage.setItem('neurohealth.display-settings', JSON.stringify({ ...v, layout: 'vertical' })),
        variant,
      );
      await page.goto('/user-profile');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(dialog(page, 'Enter your PIN')).toBeVisible();
      // The digits stay in left-to-right order in a right-to-left page.
      const [first, last] = await Promise.all([box(page, 0).boundingBox(), box(page, 5).boundingBox()]);
      expect(first!.x).toBeLessThan(last!.x);
      await expectAxeClean(page);
    }

    // Sinks: a failed check is reported without the PIN; the live actor panel masks the boxes.
    await dev.fault({ path: '/api/pin-manager/v1/pin/verify', status: 500, times: 1 });
    await typePin(page, '975310');
    await page.keyboard.press('Enter');
    await expect(dialog(page, 'Enter your PIN').getByText('Your PIN could not be checked.', { exact: false })).toBeVisible();
    await expect(box(page, 0)).toHaveValue('');
    await expect.poll(async () => (await dev.errorReports()).some((r) => r.includes('pinManager'))).toBe(true);
    expect((await dev.errorReports()).join('\n')).not.toContain('975310');
    await typePin(page, '1357');
    await page.keyboard.press('Alt+Shift+KeyA');
    const panel = page.getByRole('dialog', { name: 'Live actors' });
    await expect(panel).toBeVisible();
    const flow = panel.locator('details[data-actor="pinFlow"]');
    await flow.locator('summary').click();
    await expect(flow.locator('pre').first()).toContainText('"pinBoxes": "[redacted]"');
    await expect(panel).not.toContainText('"1",');
  });
});

test('the PIN, the new PIN and the code stay out of the console, the error reports and a recorded journal', async ({
  page,
  dev,
}, testInfo) => {
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  const name = await withPin(page, 'pinsinks');
  await dev.clearErrorReports();

  // Record while the PIN is asked for, refused, forgotten and replaced.
  const panel = page.getByRole('dialog', { name: 'Live actors' });
  await page.keyboard.press('Alt+Shift+KeyA');
  await panel.getByRole('button', { name: 'Record' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Your profile', exact: true })).toBeVisible();
  await page.goto('/people-chat?t=1');
  const verify = dialog(page, 'Enter your PIN');
  await expect(box(page, 0)).toBeFocused();
  await typePin(page, '864209');
  await page.keyboard.press('Enter');
  await expect(verify.getByText(/4 tries left/)).toBeVisible();
  await verify.getByRole('button', { name: 'Forgot PIN?' }).click();
  const reset = dialog(page, 'Reset your PIN');
  const code = await lastCode(page, name);
  await reset.getByLabel('Code from the e-mail').fill(code);
  await reset.getByRole('button', { name: 'Continue' }).click();
  await expect(box(page, 0)).toBeFocused();
  await typePin(page, '297531297531');
  await page.keyboard.press('Enter');
  await dialog(page, 'Your PIN is set').getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Messages', exact: true })).toBeVisible();

  await page.keyboard.press('Alt+Shift+KeyA');
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Save journal' }).click();
  const file = testInfo.outputPath('journal.json');
  await (await download).saveAs(file);
  const journal = JSON.stringify(JSON.parse(readFileSync(file, 'utf8')));
  // The typing was recorded, with what was typed masked.
  expect(journal).toContain('{"type":"pin.digit","index":0,"value":"[redacted]"}');
  expect(journal).toContain('{"type":"pin.code","value":"[redacted]"}');
  expect(journal).toContain('"input":{"pin":"[redacted]","otp":"[redacted]"}');
  const secrets = ['135790', '864209', '297531', code];
  for (const secret of secrets) {
    expect(journal, secret).not.toContain(secret);
    expect(consoleLines.join('\n'), secret).not.toContain(secret);
    expect((await dev.errorReports()).join('\n'), secret).not.toContain(secret);
  }
  // A digit at a time is masked too: no box's character in any recorded PIN event or context.
  expect(journal).not.toMatch(/"value":"\d"/);
});

test('unlocked for the session until 15 minutes without activity; using the page keeps it open', async ({ page }) => {
  await page.clock.install();
  await withPin(page, 'pinidle');
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Your profile', exact: true })).toBeVisible();

  await page.clock.fastForward('14:00');
  await page.getByRole('heading', { name: 'Your profile', exact: true }).click(); // someone is here
  await page.clock.fastForward('14:00');
  await expect(page.getByRole('heading', { name: 'Your profile', exact: true })).toBeVisible();
  await expect(dialog(page, 'Enter your PIN')).toHaveCount(0);

  // Fifteen minutes without a key or a click: the profile closes and the PIN is asked for again.
  await page.clock.fastForward('01:30');
  await expect(dialog(page, 'Enter your PIN')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your profile', exact: true })).toHaveCount(0);
  await typePin(page, '135790');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your profile', exact: true })).toBeVisible();
});
