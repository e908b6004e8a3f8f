import type { Locator, Page } from '@playwright/test';
import { AXE_VARIANTS, expect, openFromMenu, person, signIn, test, axeFor } from './fixtures';
import { waitOf } from './slowness';

/*
 * Concierge sessions as people use them: a caregiver books the demo coordinator (Jordan Lee,
 * America/New_York) from Lisbon; the coordinator sees it and is told live; a race for one
 * slot; reschedule and cancel with the other side told; the coordinator's hours.
 */

const SETTINGS_KEY = 'neurohealth.display-settings';
test.use({ timezoneId: 'Europe/Lisbon' });

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications', exact: true }).getByTestId('toast');

/** Opens the booking dialog for Jordan Lee from Book a Session. */
async function openBooking(page: Page) {
  await page.goto('/mentorship/search?q=Jordan');
  await page.getByRole('button', { name: 'Book a session with Jordan Lee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a session with Jordan Lee' });
  await expect(dialog.getByRole('grid')).toBeVisible();
  return dialog;
}

/**
 * Chooses from the keyboard the first day with at least `least` free times, a week further on
 * when none is shown. The dialog opens on the first day with any time, and late in the
 * concierge's working day that can be today with a single time left.
 */
async function chooseDayWithTimes(page: Page, dialog: Locator, least: number) {
  const days = dialog.getByRole('group', { name: 'Days' }).getByRole('button');
  for (let week = 0; week < 4; week++) {
    const counts = await days.evaluateAll((buttons) =>
      buttons.map((b) => Number(/, (\d+) times?$/.exec(b.textContent ?? '')?.[1] ?? 0)),
    );
    const index = counts.findIndex((n) => n >= least);
    if (index >= 0) {
      await days.nth(index).focus();
      await page.keyboard.press('Enter');
      await expect(days.nth(index)).toHaveAttribute('aria-pressed', 'true');
      return;
    }
    await dialog.getByRole('button', { name: 'Next week' }).focus();
    await page.keyboard.press('Enter');
  }
  throw new Error(`no day with ${least} free times in the next four weeks`);
}

test.describe('concierge sessions', () => {
  test('a caregiver books from the keyboard; the concierge is told live and sees it in Bookings', async ({ page, browser }) => {
    const jordan = await person(browser, 'coordinator', 'America/New_York');
    await signIn(page, 'caregiver', { at: '/mentorship/search' });
    await expect(page.getByRole('heading', { name: 'Book a Session', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Concierges' }).getByRole('listitem').first()).toBeVisible();

    // The filters live in the URL.
    await page.getByLabel('Name or keyword').fill('Jordan');
    await page.getByLabel('Name or keyword').press('Enter');
    await expect(page).toHaveURL(/\/mentorship\/search\?q=Jordan$/);
    await expect(page.getByRole('heading', { name: 'Jordan Lee', level: 2 })).toBeVisible();

    await page.getByRole('button', { name: 'Book a session with Jordan Lee' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Book a session with Jordan Lee' });
    await expect(dialog.getByTestId('zone-label')).toHaveText(/Europe\/Lisbon, UTC\+0/);
    const grid = dialog.getByRole('grid');
    await expect(grid).toBeVisible();
    await chooseDayWithTimes(page, dialog, 2);
    // Arrow keys move through the times; Enter chooses one.
    const first = grid.getByRole('button').first();
    await first.focus();
    await page.keyboard.press('ArrowRight');
    const second = grid.getByRole('button').nth(1);
    await expect(second).toBeFocused();
    const time = (await second.textContent())!;
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    // On to Confirm with Tab (past Cancel), and Enter.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Confirm booking' })).toBeFocused();
    await page.keyboard.press('Enter');

    const booked = page.getByRole('dialog', { name: 'Session booked' });
    await expect(booked.getByTestId('time-viewer')).toContainText(time);
    await expect(booked).toContainText('Europe/Lisbon, UTC+0');
    await expect(booked).toContainText(/Jordan Lee’s time \(America\/New_York, UTC−5\)/);
    await expect(booked.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('download', /^session-\d+\.ics$/);
    await expect(booked.getByRole('link', { name: /\/mentorship\/call\/[0-9a-f-]{36}$/ })).toBeVisible();
    await expect(booked.getByRole('button', { name: 'Done' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(booked).toHaveCount(0);
    // Focus goes back to where the person was.
    await expect(page.getByRole('button', { name: 'Book a session with Jordan Lee' })).toBeFocused();

    // The concierge hears of it live, and sees it under Bookings.
    await expect(toasts(jordan.page).filter({ hasText: /booked a session with you/ })).toBeVisible();
    await jordan.page.goto('/mentorship/bookings');
    await expect(jordan.page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
    await expect(jordan.page.getByTestId('booking').filter({ hasText: 'caregiver booked with you' }).first()).toBeVisible();
    await jordan.close();
  });

  test('the location filter is the shared zip-code control; filters survive a reload from the URL', async ({ page }) => {
    await signIn(page, 'caregiver', { at: '/mentorship/search' });
    const location = page.getByRole('combobox', { name: 'Location (zip code or city)' });
    await location.fill('Chic');
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Chicago');
    await location.press('ArrowDown');
    await location.press('Enter');
    await page.getByRole('checkbox', { name: 'English' }).check();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/[?&]lang=English/);
    // A town is a location as a zip code is (issue #63.2): the URL keeps what was chosen.
    await expect(page).toHaveURL(/[?&]loc=Chicago%2C\+IL/);
    const cards = page
      .getByRole('list', { name: 'Concierges' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText('Chicago, IL');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Location (zip code or city)' })).toHaveValue('Chicago, IL');
    await expect(page.getByRole('checkbox', { name: 'English' })).toBeChecked();
    await expect(cards.first()).toContainText('Chicago, IL');
  });

  test('two people race for one time: one books it, the other sees "That time was just booked" with the day kept', async ({
    page,
    browser,
  }) => {
    const daniel = await person(browser, 'careseeker', 'Europe/Lisbon');
    await signIn(page, 'caregiver');
    const mine = await openBooking(page);
    const theirs = await openBooking(daniel.page);
    const day = (await mine.getByRole('group', { name: 'Days' }).getByRole('button', { pressed: true }).textContent())!;
    await mine.getByRole('grid').getByRole('button').first().click();
    await theirs.getByRole('grid').getByRole('button').first().click();
    const taken = (await theirs.getByRole('grid').getByRole('button').first().textContent())!;

    await mine.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByRole('dialog', { name: 'Session booked' })).toBeVisible();
    await theirs.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(theirs.getByRole('status')).toHaveText('That time was just booked. Here are the times still free.');
    // The day stays chosen and the taken time is gone from it.
    await expect(theirs.getByRole('group', { name: 'Days' }).getByRole('button', { pressed: true })).toContainText(
      day.split(',')[0]!,
    );
    await expect(theirs.getByRole('grid').getByRole('button', { name: taken, exact: true })).toHaveCount(0);
    await daniel.close();
  });

  test('reschedule and cancel from My bookings; the concierge is told each time', async ({ page, browser }) => {
    const jordan = await person(browser, 'coordinator', 'America/New_York');
    await signIn(page, 'caregiver', { at: '/mentorship/bookings' });
    await expect(page.getByRole('heading', { name: 'My bookings', level: 1 })).toBeVisible();
    const upcoming = page.getByRole('region', { name: 'Upcoming' }).getByTestId('booking').filter({ hasText: 'With Jordan Lee' });
    await expect(upcoming.first()).toBeVisible();
    const before = await upcoming.count();

    await upcoming
      .first()
      .getByRole('button', { name: /^Reschedule/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule your session with Jordan Lee' });
    await dialog.getByRole('grid').getByRole('button').last().click();
    await dialog.getByLabel('Reason (optional)').fill('School pick-up moved');
    await dialog.getByRole('button', { name: 'Confirm new time' }).click();
    // Said as a move, from the old time to the new one (#63.14).
    const moved = page.getByRole('dialog', { name: 'Session moved' });
    await expect(moved.getByRole('status')).toHaveText(/^Your session with Jordan Lee is moved from .+ to .+\.$/);
    const [from, to] = [
      await moved.getByTestId('time-moved-from').textContent(),
      await moved.getByTestId('time-viewer').textContent(),
    ];
    expect(from).not.toBe(to);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(toasts(jordan.page).filter({ hasText: /moved your session/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Past and changed' }).getByText('Rescheduled').first()).toBeVisible();
    await expect(upcoming).toHaveCount(before);

    await upcoming
      .first()
      .getByRole('button', { name: /^Cancel/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this session?' });
    await confirm.getByLabel('Reason (optional)').fill('Feeling unwell');
    await confirm.getByRole('button', { name: 'Cancel session' }).click();
    await expect(page.getByRole('status').filter({ hasText: /is cancelled/ })).toBeVisible();
    await expect(upcoming).toHaveCount(before - 1);
    await expect(toasts(jordan.page).filter({ hasText: /cancelled your session/ })).toBeVisible();
    await jordan.close();
  });

  test('a coordinator edits hours: an overlap is refused with both ranges named; new hours are saved', async ({ page }) => {
    await signIn(page, 'coordinator', { at: '/mentorship/availability' });
    await expect(page.getByRole('heading', { name: 'Availability', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Add weekly hours' });
    await form.getByLabel('Day').selectOption('1');
    await form.getByLabel('From').fill('11:00');
    await form.getByLabel('To').fill('13:00');
    await form.getByRole('button', { name: 'Add hours' }).click();
    await expect(page.getByRole('alert')).toHaveText('Monday: 09:00–12:00 overlaps 11:00–13:00.');
    // What was typed stays.
    await expect(form.getByLabel('From')).toHaveValue('11:00');
    await form.getByLabel('Day').selectOption('7');
    await form.getByRole('button', { name: 'Add hours' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Hours added. Bookers see them now.');
    await expect(page.getByRole('listitem').filter({ hasText: 'Sunday' })).toContainText('11:00–13:00');
    await page.getByRole('button', { name: 'Remove Sunday 11:00 to 13:00' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Hours removed.');
  });

  test('the calendar shows the sessions by month, week and agenda; a session opens its booking', async ({ page }) => {
    await signIn(page, 'caregiver');
    // A session of the caregiver's, booked through the app, so the calendar has one this month or next.
    const dialog = await openBooking(page);
    await dialog.getByRole('grid').getByRole('button').first().click();
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    const booked = page.getByRole('dialog', { name: 'Session booked' });
    await booked.getByRole('button', { name: 'Done' }).click();

    await page.goto('/calendar?view=agenda');
    const calendar = page.getByTestId('calendar');
    await expect(page.getByText('Your concierge sessions, in Europe/Lisbon, UTC+0.')).toBeVisible();
    // The agenda lists this month's sessions; the new one may be next month.
    const session = calendar.getByText('Session with Jordan Lee', { exact: true }).first();
    const toTheSession = async () => {
      await expect(calendar).toHaveAttribute('aria-busy', 'false');
      // The agenda drawn: some session of this month, or its empty message.
      const anySession = calendar.getByText(/^(Completed: )?Session with /).first();
      await expect(anySession.or(calendar.getByText('No sessions in this month.'))).toBeVisible();
      if (!(await session.isVisible())) await calendar.getByRole('button', { name: /next/i }).click();
      await expect(session).toBeVisible();
    };
    await toTheSession();
    await page.getByRole('tab', { name: 'Week view' }).click();
    await expect(page).toHaveURL(/\/calendar\?view=week$/);
    await page.getByRole('tab', { name: 'Month view' }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    await page.goto('/calendar?view=agenda');
    await toTheSession();
    await session.click();
    await expect(page).toHaveURL(/\/mentorship\/bookings\?booking=\d+$/);
    const opened = page.locator('[data-testid="booking"][aria-current="true"]');
    await expect(opened).toContainText('With Jordan Lee');
    await expect(opened).toContainText('Status: Scheduled');
  });

  test('a care provider switches mentoring on, then off after a confirmation that says what happens to booked sessions', async ({
    page,
  }) => {
    await signIn(page, 'provider', { at: '/settings/mentor-status' });
    const section = page.getByRole('region', { name: 'Mentoring' });
    await expect(section.getByTestId('mentor-status')).toContainText('Mentoring is off');
    await section.getByRole('button', { name: 'Switch on mentoring' }).click();
    await expect(section.getByTestId('mentor-status')).toContainText('You are a concierge mentor');
    await section.getByRole('button', { name: 'Switch off mentoring' }).click();
    const confirm = section.getByRole('alertdialog', { name: 'Switch off mentoring?' });
    await expect(confirm).toContainText('Sessions already booked stay booked');
    await confirm.getByRole('button', { name: 'Switch off' }).click();
    await expect(section.getByTestId('mentor-status')).toContainText('Mentoring is off');
    await expect(section.getByRole('status')).toHaveText('You have no upcoming sessions.');
  });

  test('others are sent from Availability to /mentorship', async ({ page }) => {
    await signIn(page, 'caregiver', { at: '/mentorship/availability' });
    // Sent on with a polite notice of why (issue #28.14).
    await expect(page).toHaveURL(/\/mentorship\?refused=availability$/);
  });

  test('the pages and the booking dialog have no axe violations', async ({ page }) => {
    test.setTimeout(waitOf(300_000));
    await signIn(page, 'caregiver');
    for (const v of AXE_VARIANTS) {
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [SETTINGS_KEY, JSON.stringify({ ...v, layout: 'vertical' })],
      );
      // The calendar's month, week and agenda views (the four display variants on the month view:
      // tests/e2e/a11y.spec.ts).
      const calendarViews = ['/calendar?view=week', '/calendar?view=agenda'];
      // Bookings loaded; Book a Session and the calendar opened in the app from the side menu.
      const inApp: Record<string, (() => Promise<void>) | undefined> = {
        '/mentorship/search': () => openFromMenu(page, 'Book a Session', '/mentorship/search', 'Concierge'),
        '/calendar': async () => {
          await openFromMenu(page, 'Back to Dashboard', '/dashboard', 'Concierge');
          await openFromMenu(page, 'Calendar', '/calendar');
        },
      };
      for (const route of ['/mentorship/bookings', '/mentorship/search', '/calendar', ...calendarViews]) {
        await (inApp[route]?.() ?? page.goto(route));
        await expect(page.locator('html')).toHaveAttribute('dir', v.direction);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(page.getByText(/^Loading your sessions/)).toHaveCount(0);
        const axe = await axeFor(page).analyze();
        expect(
          axe.violations.map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          `${route} ${v.mode} ${v.direction}`,
        ).toEqual([]);
      }
      const dialog = await openBooking(page);
      await dialog.getByRole('grid').getByRole('button').first().click();
      const axe = await axeFor(page).include('[role="dialog"]').analyze();
      expect(
        axe.violations.map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `dialog ${v.mode} ${v.direction}`,
      ).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });
});

test('a coordinator’s Availability and Settings have no axe violations', async ({ page }) => {
  await signIn(page, 'coordinator');
  for (const v of AXE_VARIANTS) {
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [SETTINGS_KEY, JSON.stringify({ ...v, layout: 'vertical' })],
    );
    // Availability loaded; the concierge page and Settings opened in the app (side menu, profile menu).
    const inApp: Record<string, (() => Promise<void>) | undefined> = {
      '/mentorship': () => openFromMenu(page, 'Concierge', '/mentorship', 'Concierge'),
      '/settings': async () => {
        await page.getByRole('button', { name: /Profile menu/ }).click();
        await page.getByRole('menuitem', { name: 'Settings' }).click();
        await expect(page).toHaveURL((url) => url.pathname === '/settings');
      },
    };
    for (const route of ['/mentorship/availability', '/mentorship', '/settings']) {
      await (inApp[route]?.() ?? page.goto(route));
      await expect(page.locator('html')).toHaveAttribute('dir', v.direction);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/^Loading your hours/)).toHaveCount(0);
      const axe = await axeFor(page).analyze();
      expect(
        axe.violations.map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `${route} ${v.mode} ${v.direction}`,
      ).toEqual([]);
    }
  }
});
