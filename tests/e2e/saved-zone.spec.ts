import type { Page } from '@playwright/test';
import { clock } from '../../machines/domain/time';
import { accessTokenOf, appURL, expect, signUpFresh, test } from './fixtures';

/*
 * Issue #37: a caregiver travelling (the browser in New York) with Europe/Lisbon saved reads
 * booking times and the calendar in Lisbon, labelled; saving the browser's zone in Settings
 * moves them. A fresh caregiver, so no demo person keeps a saved zone for later tests.
 */

test.use({ timezoneId: 'America/New_York' });

/** Opens the booking dialog for Jordan Lee; the earliest free time, as the page read it. */
async function openBooking(page: Page) {
  await page.goto('/mentorship/search?q=Jordan');
  const slots = page.waitForResponse((r) => r.url().includes('/available-slots') && r.ok());
  await page.getByRole('button', { name: 'Book a session with Jordan Lee' }).click();
  const body = (await (await slots).json()) as { data: { available_dates: { slots: { start: string }[] }[] } };
  const starts = body.data.available_dates.flatMap((d) => d.slots.map((s) => s.start)).sort();
  const dialog = page.getByRole('dialog', { name: 'Book a session with Jordan Lee' });
  await expect(dialog.getByRole('grid')).toBeVisible();
  return { dialog, earliest: starts[0]! };
}

/** Opens the booking dialog and finds its label naming `zone` and the earliest slot's time in it. */
async function expectBookingIn(page: Page, zone: string) {
  const { dialog, earliest } = await openBooking(page);
  await expect(dialog.getByText(`Times below are in ${zone}`, { exact: false })).toBeVisible();
  await expect(
    dialog
      .getByRole('grid')
      .getByRole('button', { name: clock(earliest, zone) })
      .first(),
  ).toBeVisible();
}

test('a caregiver reads booking times and the calendar in their saved zone, labelled; Settings moves them', async ({ page }) => {
  await signUpFresh(page, 'tz');
  const headers = { authorization: `Bearer ${await accessTokenOf(page)}` };
  const put = await page.request.put(`${appURL()}/api/account/v1/preferences/timezone`, {
    headers,
    data: { timezone: 'Europe/Lisbon' },
  });
  expect(put.status()).toBe(200);

  // The booking page: times in Lisbon (the first day opens), labelled.
  await expectBookingIn(page, 'Europe/Lisbon');
  await page.keyboard.press('Escape');

  await page.goto('/calendar');
  await expect(page.getByText(/Your concierge sessions, in Europe\/Lisbon/)).toBeVisible();

  // Settings: the browser's zone saved; the calendar follows, then the booking page.
  await page.goto('/settings/time-zone');
  const field = page.getByRole('combobox', { name: 'Time zone' });
  await field.fill('America/New');
  await page.getByRole('option', { name: 'America/New_York' }).click();
  await page.getByRole('button', { name: 'Save time zone' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Time zone saved.' })).toBeVisible();
  await page.goto('/calendar');
  await expect(page.getByText(/Your concierge sessions, in America\/New_York/)).toBeVisible();

  await expectBookingIn(page, 'America/New_York');
});
