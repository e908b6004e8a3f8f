import type { Page } from '@playwright/test';
import { AXE_VARIANTS, axeFor, expect, person, SETTINGS_KEY, signIn, signUpFresh, test } from './fixtures';
import { waitOf } from './slowness';

/*
 * The own profile as people use it (issue #33): a new person renames themself and crops a
 * picture, and the header shows both at once; leaving with unsaved changes asks first. Who can
 * message me = Nobody, and someone writing to them sees the server's refusal. /user-profile and
 * its crop dialog have no axe violations at 390 px. The rules themselves
 * are the server's tests (tests/server/profile.test.ts) and the editor's model test.
 */

/** A 4×2 PNG (two colours), so the crop has a square to choose. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAGElEQVR4nGOQi18hF7/ihI3GCRsNBmQOAHiSCUWxL/umAAAAAElFTkSuQmCC',
  'base64',
);
const picture = { name: 'me.png', mimeType: 'image/png', buffer: PNG };

const header = (page: Page) => page.getByTestId('app-header');

test('a new person renames themself and crops a picture: the header shows both at once; unsaved changes ask before leaving', async ({
  page,
}) => {
  test.setTimeout(waitOf(90_000));
  const name = await signUpFresh(page, 'prof');
  await page.goto('/user-profile');
  const userName = page.getByLabel('User name');
  await expect(userName).toHaveValue(name);

  // The picture: chosen, framed in the crop dialog, previewed, then saved with the new name.
  await page.getByLabel('Profile picture').setInputFiles(picture);
  const dialog = page.getByRole('dialog', { name: 'Crop your picture' });
  await expect(dialog.getByRole('img', { name: 'Your picture, as it will be cropped' })).toBeVisible();
  await dialog.getByLabel('Zoom').fill('1');
  await dialog.getByRole('button', { name: 'Use picture' }).click();
  await expect(dialog).toBeHidden();
  await userName.fill(`${name}x`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/Saved/);

  // SPEC §6: a caregiver is named by their user name; the header's avatar is the saved picture.
  const menu = header(page).getByRole('button', { name: new RegExp(`^Profile menu for ${name}x\\b`) });
  await expect(menu).toBeVisible();
  await expect(menu.locator('img[src*="/public/profile-pictures/"]')).toBeAttached();

  // An unsaved bio: leaving asks; Stay keeps it, Leave goes.
  await page.getByLabel('Bio').fill('Parent of two.');
  await page.getByRole('link', { name: 'view your public profile' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/user-profile$/);
  await expect(page.getByLabel('Bio')).toHaveValue('Parent of two.');
  await page.getByRole('link', { name: 'view your public profile' }).click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { name: `${name}x`, level: 1 })).toBeVisible();
});

test('who can message me = Nobody: someone writing to them sees the server’s refusal', async ({ page, browser }) => {
  test.setTimeout(waitOf(90_000));
  const name = await signUpFresh(page, 'quiet');
  await page.goto('/user-profile');
  await page.getByRole('group', { name: 'Who can message me' }).getByRole('radio', { name: 'Nobody' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/Saved/);

  const writer = await person(browser, 'careseeker', undefined, { at: `/people-chat?u=${name}` });
  await writer.page.getByRole('textbox', { name: /^Message / }).fill('Hello there');
  await writer.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(writer.page.getByText(`${name} does not accept messages.`)).toBeVisible();
  await writer.close();
});

test('/user-profile and its crop dialog have no axe violations, at 390 px', async ({ page }) => {
  test.setTimeout(waitOf(120_000));
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'caregiver', { at: '/user-profile' });
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  for (const v of AXE_VARIANTS) {
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [SETTINGS_KEY, JSON.stringify({ ...v, layout: 'vertical' })],
    );
    await page.goto('/user-profile');
    await expect(page.locator('html')).toHaveAttribute('dir', v.direction);
    await expect(page.getByLabel('User name')).toBeVisible();
    const main = await axeFor(page).include('main').analyze();
    expect(
      main.violations.map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `page ${v.mode}`,
    ).toEqual([]);
    expect(await fits()).toBe(true);

    await page.getByLabel('Profile picture').setInputFiles(picture);
    const dialog = page.getByRole('dialog', { name: 'Crop your picture' });
    await expect(dialog.getByRole('button', { name: 'Use picture' })).toBeEnabled();
    const crop = await axeFor(page).include('[role="dialog"]').analyze();
    expect(
      crop.violations.map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `crop ${v.mode}`,
    ).toEqual([]);
    expect(await fits()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
});
