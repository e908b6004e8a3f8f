import type { Locator, Page } from '@playwright/test';
import { TEST_CHROMIUM_ARGS } from '../../scripts/browser.mjs';
import { sessionAt } from './api';
import { expect, expectAxeClean, inEveryDisplayVariant, person, signIn, test } from './fixtures';
import { waitOf } from './slowness';

/*
 * The call page as two people use it (issue #61), beside the call and by keyboard: the session's
 * note written and shared by the caregiver reaches the coordinator's side; a chat message sent
 * from the call's chat reaches the other's; the page is axe-clean in every display variant (light
 * and dark, left to right and right to left) and at 390 px (the note and chat below the video, no
 * sideways scroll); mute, camera, share, leave and end for both are reached and pressed with the
 * keyboard only. The session is ended at the end (a scheduled one would hold Jordan's time for
 * call.spec.ts).
 */

// The full browser: the headless shell's fake capture gives a microphone but no camera.
test.use({
  launchOptions: {
    executablePath: process.env.E2E_FULL_CHROMIUM || process.env.E2E_CHROMIUM,
    args: [
      ...TEST_CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      // A screen to share without the browser's picker.
      '--auto-select-desktop-capture-source=Entire screen',
    ],
  },
});

const call = (page: Page) => page.getByTestId('call');
const controls = (page: Page) => page.getByRole('toolbar', { name: 'Call controls' });

/**
 * Tabs (forward, or back with Shift+Tab) until `target` has the focus, as a keyboard user reaches
 * it; fails if it never does.
 */
async function tabTo(page: Page, target: Locator, { most = 60, back = false } = {}) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function joinCall(page: Page, meetingId: string) {
  await page.goto(`/mentorship/call/${meetingId}`);
  const check = page.getByTestId('device-check');
  await expect(check.getByRole('button', { name: 'Join', exact: true })).toBeEnabled({ timeout: waitOf(30_000) });
  await check.getByRole('button', { name: 'Join', exact: true }).click();
}

test('beside the call: the note and the chat reach the other side; axe-clean in every display variant and at 390 px; every control by keyboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(waitOf(240_000));
  const session = await sessionAt(page, {
    concierge: 'coordinator',
    booker: 'caregiver',
    start: new Date(Date.now() - 60_000).toISOString(),
    minutes: 30,
  });
  const stamp = Date.now().toString(36);
  await signIn(page, 'caregiver', { at: '/dashboard' });
  // The device check, before joining, is clean too.
  await page.goto(`/mentorship/call/${session.meeting_id}`);
  await expect(page.getByTestId('device-check').getByRole('meter', { name: 'Your microphone’s level' })).toBeVisible({
    timeout: waitOf(30_000),
  });
  await expectAxeClean(page, 'the device check');
  await joinCall(page, session.meeting_id);
  const jordan = await person(browser, 'coordinator', undefined, { at: '/dashboard' });
  await joinCall(jordan.page, session.meeting_id);
  for (const p of [page, jordan.page])
    await expect(call(p)).toHaveAttribute('data-state', 'connected', { timeout: waitOf(30_000) });

  // At 1280 px the note and the chat are beside the video.
  await page.setViewportSize({ width: 1280, height: 900 });
  const beside = page.getByTestId('beside-call');
  const [stageBox, besideBox] = [await call(page).boundingBox(), await beside.boundingBox()];
  expect(besideBox!.x).toBeGreaterThan(stageBox!.x + stageBox!.width - 1);

  // The caregiver writes the session's note and shares it; it appears on Jordan's side.
  const note = page.getByTestId('call-note');
  await note.getByRole('textbox', { name: 'Title' }).fill(`Questions ${stamp}`);
  await note.getByRole('checkbox', { name: 'Share with Jordan Lee' }).check();
  await note.getByRole('button', { name: 'Save' }).click();
  await expect(note.getByRole('status')).toHaveText('Saved.');
  await expect(
    jordan.page.getByTestId('call-note').getByRole('region', { name: 'Shared by caregiver' }).getByRole('article'),
  ).toContainText(`Questions ${stamp}`, { timeout: waitOf(15_000) });

  // A message from the call's chat reaches Jordan's chat, the two people's conversation.
  await page.getByRole('tab', { name: 'Chat with Jordan Lee' }).click();
  const composer = page.getByTestId('call-chat').getByRole('textbox', { name: /^Message / });
  await composer.fill(`In the call ${stamp}`);
  await composer.press('Enter');
  await jordan.page.getByRole('tab', { name: 'Chat with caregiver' }).click();
  await expect(jordan.page.getByTestId('call-chat').getByRole('log', { name: 'Messages' })).toContainText(`In the call ${stamp}`);

  // Axe on the call, connected, in every display variant.
  await inEveryDisplayVariant(page, (_, label) => expectAxeClean(page, `the call (${label})`));

  // At 390 px: the note and chat below the video, nothing wider than the screen, still clean.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(beside).toBeVisible();
  const [narrowStage, narrowBeside] = [await call(page).boundingBox(), await beside.boundingBox()];
  expect(narrowBeside!.y).toBeGreaterThanOrEqual(narrowStage!.y + narrowStage!.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page, 'the call at 390 px');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Keyboard only: mute and unmute, camera off and on, share and stop.
  const mute = controls(page).getByRole('button', { name: 'Mute' });
  await tabTo(page, mute);
  await page.keyboard.press('Enter');
  await expect(jordan.page.getByTestId('remote')).toHaveAttribute('data-muted', 'true');
  const unmute = controls(page).getByRole('button', { name: 'Unmute' });
  await expect(unmute).toBeFocused();
  await page.keyboard.press('Space');
  await expect(jordan.page.getByTestId('remote')).toHaveAttribute('data-muted', 'false');
  const cameraOff = controls(page).getByRole('button', { name: 'Turn camera off' });
  await tabTo(page, cameraOff);
  await page.keyboard.press('Enter');
  await expect(controls(page).getByRole('button', { name: 'Turn camera on' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(controls(page).getByRole('button', { name: 'Turn camera off' })).toBeFocused();
  const share = controls(page).getByRole('button', { name: 'Share screen' });
  await tabTo(page, share);
  await page.keyboard.press('Enter');
  const stop = controls(page).getByRole('button', { name: 'Stop sharing' });
  await expect(stop).toBeVisible({ timeout: waitOf(15_000) });
  await tabTo(page, stop);
  await page.keyboard.press('Enter');
  await expect(share).toBeVisible();

  // The caregiver leaves with the keyboard, and comes back.
  await tabTo(page, controls(page).getByRole('button', { name: 'Leave' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('call-ended')).toBeVisible();
  await expect(jordan.page.getByTestId('call-status')).toContainText('caregiver left the call');
  await joinCall(page, session.meeting_id);
  for (const p of [page, jordan.page])
    await expect(call(p)).toHaveAttribute('data-state', 'connected', { timeout: waitOf(30_000) });

  // Jordan ends it for both with the keyboard, back from the chat's tab beside the call (after
  // the controls in the page's order): the question takes the focus, Enter confirms.
  await tabTo(jordan.page, controls(jordan.page).getByRole('button', { name: 'End for both' }), { back: true });
  await jordan.page.keyboard.press('Enter');
  await expect(jordan.page.getByRole('alertdialog').getByRole('button', { name: 'End for both' })).toBeFocused();
  await jordan.page.keyboard.press('Enter');
  for (const p of [page, jordan.page]) await expect(p.getByTestId('call-ended')).toContainText('The session has ended');
  await jordan.close();
});
