import { AXE_VARIANTS, SETTINGS_KEY, appURL, axeFor, expect, signIn, signUpFresh, test, eventStreamOpen } from './fixtures';
import { handOver, providerSession } from './session';

/*
 * Issue #37: Settings in sections with their own URLs; the time zone and the display choices kept
 * with the account, so a second browser of the same person opens with them. A fresh person: the
 * test changes what every later test of a demo account would see.
 */
test.describe('settings kept with the account', () => {
  test('a time zone and display choices made in one browser are there in another', async ({ page, browser }) => {
    const name = await signUpFresh(page, 'tz');
    await page.goto('/settings/time-zone');
    const zone = page.getByRole('region', { name: 'Time zone' });
    await expect(zone.getByTestId('timezone-current')).toContainText('Detected from this browser');
    const field = zone.getByRole('combobox', { name: 'Time zone' });
    await field.fill('toky');
    await page.getByRole('option', { name: 'Asia/Tokyo' }).click();
    await zone.getByRole('button', { name: 'Save time zone' }).click();
    await expect(zone.getByRole('status')).toHaveText('Time zone saved.');
    await expect(zone.getByTestId('timezone-current')).toHaveText('Your time zone: Asia/Tokyo (UTC+09:00).');

    // Display: from the section's own page, reached by the keyboard from the section list.
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Display' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/settings\/display$/);
    await expect(page.getByRole('link', { name: 'Display' })).toHaveAttribute('aria-current', 'page');
    const display = page.getByRole('region', { name: 'Display' });
    await display.getByRole('radio', { name: 'Dark' }).click();
    await display.getByRole('radio', { name: 'Right to left' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(display.getByTestId('display-sync')).toHaveText('');
    // The URL survives a reload.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Display' })).toBeVisible();

    // A second browser of the same person: nothing stored there, so the account's choices apply.
    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      await handOver(second, await providerSession(appURL(), { login: name, password: 'a-long-password' }), {
        skipPinIntro: true,
      });
      await second.goto('/settings/time-zone');
      await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(second.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(second.getByTestId('timezone-current')).toHaveText('Your time zone: Asia/Tokyo (UTC+09:00).');
      expect(JSON.parse((await second.evaluate((key) => localStorage.getItem(key), SETTINGS_KEY))!)).toMatchObject({
        mode: 'dark',
      });
    } finally {
      await other.close();
    }
  });

  test('pop-ups off for one kind of notification: it still counts on the bell, shows no toast, and other kinds still do', async ({
    page,
    dev,
  }) => {
    const user = await signUpFresh(page, 'quiet');
    await page.goto('/settings/notifications');
    const invitations = page.getByRole('checkbox', { name: 'Show a pop-up: Invitations' });
    await expect(invitations).toBeChecked();
    await invitations.uncheck();
    await page.getByRole('button', { name: 'Save notifications' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Notification choices saved.' })).toBeVisible();
    // Kept with the account: a reload shows it off.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Show a pop-up: Invitations' })).not.toBeChecked();

    const toasts = page.getByRole('region', { name: 'Notifications', exact: true }).getByTestId('toast');
    const bell = page.getByTestId('badge-notifications');
    await eventStreamOpen(page);
    const before = Number(await bell.getAttribute('data-count'));
    await dev.notify({ user_name: user, type: 'Invitation', notification: 'A quiet invitation' });
    // Events arrive in order: once the later one's toast shows, the earlier one was handled.
    await dev.notify({ user_name: user, type: 'COMMUNITY', notification: 'A community notice', communityId: 7 });
    await expect(toasts.filter({ hasText: 'A community notice' })).toBeVisible();
    await expect(toasts.filter({ hasText: 'A quiet invitation' })).toHaveCount(0);
    await expect(bell).toHaveAttribute('data-count', String(before + 2));
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('Settings › Notifications fits: the page does not widen, and the last choice of the last row can be reached and changed', async ({
      page,
    }) => {
      await signIn(page, 'careseeker', { at: '/settings/notifications' });
      await expect(page.getByRole('button', { name: 'Save notifications' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The table scrolls in its own box: its far column is brought into view and works.
      const last = page.getByRole('checkbox', { name: /^E-mail digest: / }).last();
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
      const was = await last.isChecked();
      await last.click();
      await expect(last).toBeChecked({ checked: !was });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });

  test('axe: the settings sections', async ({ page }) => {
    await signIn(page, 'careseeker', { at: '/settings' });
    for (const v of AXE_VARIANTS) {
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [SETTINGS_KEY, JSON.stringify({ ...v, layout: 'vertical' })],
      );
      // The first section loaded, the others opened from the sections' links: the app loads once a variant.
      for (const [path, section] of [
        ['/settings', null],
        ['/settings/time-zone', 'Time zone'],
        ['/settings/notifications', 'Notifications'],
        ['/settings/display', 'Display'],
        ['/settings/privacy', 'Privacy'],
      ] as const) {
        if (section) {
          await page
            .getByRole('navigation', { name: 'Settings sections' })
            .getByRole('link', { name: section, exact: true })
            .click();
          await expect(page).toHaveURL((url) => url.pathname === path);
        } else await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('dir', v.direction);
        await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expect(page.getByText(/^Loading/)).toHaveCount(0);
        const axe = await axeFor(page).include('main').analyze();
        expect(
          axe.violations.map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          `${path} ${v.mode} ${v.direction}`,
        ).toEqual([]);
      }
    }
  });
});
