/**
 * The live actor panel (Alt+Shift+A) and record → replay (#10), against the production
 * build with ACTOR_PANEL=1 on the reference server (playwright.config.ts).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Journal } from '../../src/features/actorPanel/actorJournal';
import { devApi, expect, fillSignUp, settlePinIntro, test, axeFor, eventStreamOpen } from './fixtures';
import { waitOf } from './slowness';

const panel = (page: Page) => page.getByRole('dialog', { name: 'Live actors' });
const toggle = (page: Page) => page.keyboard.press('Alt+Shift+KeyA');
const replay = (file: string) => spawnSync('node_modules/.bin/tsx', ['scripts/replay.ts', file], { encoding: 'utf8' });

test('the panel lists the running actors live, masks secrets, has no axe violations, and closes with Escape', async ({
  page,
}) => {
  const name = `panel${Date.now().toString(36)}`;
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).first().click();
  await fillSignUp(page, { name, first: 'Panel', last: 'Tester' });
  await expect(page).toHaveURL(/\/dashboard$/);
  // The PIN intro, a modal dialog, is answered before the panel opens.
  await settlePinIntro(page);

  const opener = page.getByRole('button', { name: 'Display settings' });
  await opener.focus();
  await toggle(page);
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('heading', { name: 'Live actors' })).toBeFocused();
  for (const actor of ['auth', 'settings', 'session', 'toasts', 'counts', 'eventStream']) {
    await expect(panel(page).locator(`details[data-actor="${actor}"]`)).toHaveCount(1);
  }
  // The auth actor's context holds the access token: masked.
  const auth = panel(page).locator('details[data-actor="auth"]');
  await auth.locator('summary').click();
  await expect(auth.locator('pre').first()).toContainText('"accessToken": "[redacted]"');
  await expect(auth.locator('summary')).toContainText('ready');

  // Live: a toast shown is in the toasts actor's state and events at once.
  await eventStreamOpen(page);
  await devApi(page.request).notify({
    user_name: name,
    type: 'Post',
    subType: 'Comment',
    notification: 'Live in the panel',
    postId: 7,
  });
  const toasts = panel(page).locator('details[data-actor="toasts"]');
  await toasts.locator('summary').click();
  await expect(toasts.locator('ol.events li').first()).toContainText(/toast\.show|xstate\.after/);
  await expect(toasts.locator('summary')).toContainText('showing');

  const axe = await axeFor(page).include('#actor-panel').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('record a session from sign-up, save it, replay it green; an edited event makes replay fail with the divergence', async ({
  page,
}, testInfo) => {
  test.setTimeout(waitOf(90_000));
  const name = `journal${Date.now().toString(36)}`;
  await page.goto('/');
  // The app has started (the session is checked) before the shortcut is pressed.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' }).first()).toHaveAttribute(
    'data-app-sign-in',
    'true',
  );
  await toggle(page);
  await panel(page).getByRole('button', { name: 'Record' }).click();
  await expect(panel(page).getByRole('status')).toContainText('Recording');
  // Closing the panel does not stop the recording.
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);

  // Signing up leaves the app for the identity provider's pages: the recording goes on when it comes back.
  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).first().click();
  await fillSignUp(page, { name, first: 'Journal', last: 'Keeper' });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Notifications', exact: true })).toBeAttached();
  // The PIN intro is answered (and recorded) before the toasts come, so none times out behind it.
  await settlePinIntro(page);
  await eventStreamOpen(page);

  const dev = devApi(page.request);
  for (const n of [1, 2, 3]) {
    await dev.notify({ user_name: name, type: 'Post', subType: 'Comment', notification: `Recorded toast ${n}`, postId: n });
  }
  const cards = page.getByTestId('toast');
  await expect(cards).toHaveCount(3);
  await cards.first().hover();
  await expect(page.getByRole('region', { name: 'Notifications', exact: true })).toHaveAttribute('data-queue', 'paused');
  await cards
    .nth(1)
    .getByRole('button', { name: /^Dismiss/ })
    .click();
  await expect(cards).toHaveCount(2);

  await toggle(page);
  const download = page.waitForEvent('download');
  await panel(page).getByRole('button', { name: 'Save journal' }).click();
  const file = testInfo.outputPath('journal.json');
  await (await download).saveAs(file);

  const journal = JSON.parse(readFileSync(file, 'utf8')) as Journal;
  expect(JSON.stringify(journal)).not.toMatch(/eyJ[A-Za-z0-9_-]{5,}\./);
  const green = replay(file);
  expect(green.stdout + green.stderr).toContain('every state as recorded');
  expect(green.status).toBe(0);
  // The page after the sign-up redirect is replayed whole: root, auth, settings, session, and the session's
  // counts, toasts, eventStream, headerScroll, shellLayout, welcomeHints and sideLists.
  expect(Number(/replay: (\d+) actors/.exec(green.stdout)?.[1])).toBeGreaterThanOrEqual(11);

  const hover = journal.lines.find(
    (l) =>
      l.kind === 'event' &&
      (l.event as { type: string; hovered?: boolean }).type === 'region.hover' &&
      (l.event as { hovered: boolean }).hovered,
  )!;
  (hover as { event: { hovered: boolean } }).event.hovered = false;
  const edited = testInfo.outputPath('journal-edited.json');
  writeFileSync(edited, JSON.stringify(journal));
  const red = replay(edited);
  expect(red.status).toBe(1);
  expect(red.stdout).toContain('first divergence in toasts (toasts)');
  expect(red.stdout).toContain('"type":"region.hover","hovered":false');
});
