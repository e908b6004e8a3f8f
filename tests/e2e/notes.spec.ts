import type { Page } from '@playwright/test';
import {
  accessTokenOf,
  SETTINGS_KEY,
  AXE_VARIANTS,
  appURL,
  expect,
  person,
  signIn,
  test,
  axeFor,
  eventStreamOpen,
  openFromMenu,
} from './fixtures';
import { waitOf } from './slowness';

/*
 * Notes as people use them (issue #31): a caregiver writes, pins, edits and deletes a note, and
 * My Notes follows; a session note shared by the caregiver appears live on the coordinator's
 * side, and the coordinator finds it in Favorites once bookmarked; the page, the editor and
 * Favorites have no axe violations and work at 390 px.
 */

const UM = '/api/user-manager/v1';

async function api(page: Page, method: string, path: string, body?: unknown) {
  const res = await fetch(`${appURL()}${path}`, {
    method,
    headers: { authorization: `Bearer ${await accessTokenOf(page)}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()) as Record<string, any>;
}

const unique = (what: string) => `${what} ${Date.now().toString(36)}`;
const myNotes = (page: Page) => page.getByTestId('my-notes-list');

test('a caregiver writes a note, pins it, edits it and deletes it; My Notes follows each change', async ({ page }) => {
  const title = unique('Respite plan');
  await signIn(page, 'caregiver', { at: '/mentorship/notes' });
  await expect(page.getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New note' }).click();
  // One dialog: "New note" until it is saved, "Edit note" after.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'New note' })).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  const text = dialog.getByRole('textbox', { name: 'Note' });
  await text.click();
  await page.keyboard.type('Ask about weekend respite.');
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await dialog.getByRole('combobox', { name: 'Tags' }).fill('Respite');
  await dialog.getByRole('button', { name: 'Add tag' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Saved.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  const item = page.getByTestId('notes-list').getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText(
    new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric' }).format(new Date()),
  );
  await expect(myNotes(page).getByRole('link', { name: new RegExp(title) })).toBeVisible();

  await item.getByRole('button', { name: `Pin ${title}` }).click();
  await expect(item.getByRole('button', { name: `Unpin ${title}` })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  // Pinned first, the newest pinned first of all (the seeded pinned note is from March 2025).
  await expect(page.getByTestId('notes-list').getByRole('listitem').first()).toContainText(title);
  await expect(myNotes(page).getByRole('link').first()).toContainText(title);

  // Opened from My Notes (?noteId&noteType&tab), changed, then deleted after the question.
  await myNotes(page)
    .getByRole('link', { name: new RegExp(title) })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit note' });
  await expect(edit.getByRole('textbox', { name: 'Note' })).toContainText('Ask about weekend respite.');
  await edit.getByLabel('Title').fill(`${title} (weekends)`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('status')).toHaveText('Saved.');
  // The dialog is modal (what is behind it is inert): closed, My Notes shows the new title.
  await edit.getByRole('button', { name: 'Close' }).click();
  await expect(myNotes(page).getByRole('link', { name: new RegExp(`${title} \\(weekends\\)`) })).toBeVisible();
  await page
    .getByTestId('notes-list')
    .getByRole('button', { name: new RegExp(`^${title} \\(weekends\\)`) })
    .click();
  await edit.getByRole('button', { name: 'Delete' }).click();
  await edit
    .getByRole('alertdialog', { name: 'Delete this note? This cannot be undone.' })
    .getByRole('button', { name: 'Delete note' })
    .click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByTestId('notes-list')).not.toContainText(title);
  await expect(myNotes(page)).not.toContainText(title);
});

test('the ended session’s “Add a note” opens a note on it; shared, it appears live on the coordinator’s side, and only there', async ({
  page,
  browser,
  dev,
}) => {
  const title = unique('What we agreed');
  await signIn(page, 'caregiver');
  const events = await api(page, 'GET', `${UM}/mentor-booking/events`);
  const session = (events.data as { status: string; meeting_id: string; concierge: { user_name: string } }[]).find(
    (b) => b.status === 'completed' && b.concierge.user_name === 'coordinator',
  )!;
  const jordan = await person(browser, 'coordinator');
  await jordan.page.goto('/mentorship/notes?tab=3');
  const theirs = jordan.page.getByTestId('notes-list');
  await expect(theirs).toBeVisible();
  await expect(theirs).not.toContainText(title);

  // The session ends (the server's MEETING_ENDED, as the meeting page sends it): its prompt's
  // "Add a note" opens a new note on that session.
  await eventStreamOpen(page);
  await dev.notify({ user_name: 'caregiver', type: 'MEETING_ENDED', meeting_id: session.meeting_id });
  await page.getByTestId('meeting-ended').getByRole('link', { name: 'Add a note' }).click();
  await expect(page).toHaveURL(new RegExp(`/mentorship/notes\\?openAddNote=true&meetingId=${session.meeting_id}$`));
  await expect(page.getByTestId('meeting-ended')).toHaveCount(0);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'New note' })).toBeVisible();
  // Issue #63.7: the note is tied to that session, chosen in the editor's Session field.
  await expect(dialog.getByLabel('Session')).toHaveValue(session.meeting_id);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('textbox', { name: 'Note' }).click();
  await page.keyboard.type('Try the new bedtime routine for two weeks.');
  await dialog.getByLabel('Share with Jordan Lee').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Saved.');

  // Live: the coordinator's list reads again on the server event, and a toast says who shared it.
  await expect(theirs.getByRole('listitem').filter({ hasText: title })).toContainText('with caregiver');
  await expect(jordan.page.getByRole('region', { name: 'Notifications', exact: true })).toContainText('shared a note with you');
  await theirs.getByRole('button', { name: new RegExp(title) }).click();
  const read = jordan.page.getByRole('dialog', { name: title });
  await expect(read).toContainText('Try the new bedtime routine for two weeks.');
  await expect(read.getByLabel('Title')).toHaveCount(0);
  await read.getByRole('button', { name: 'Bookmark' }).click();
  await expect(read.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
  // Favorites (/bookmarks) lists it under Notes, opens it in place, and removes it.
  await read.getByRole('button', { name: 'Close' }).click();
  await jordan.page.goto('/bookmarks');
  const notes = jordan.page.getByRole('region', { name: /^Notes \(\d+\)$/ });
  const saved = notes.getByRole('listitem').filter({ hasText: title });
  await expect(saved).toContainText('Shared with you by caregiver · Saved');
  await saved.getByRole('link', { name: title }).click();
  await expect(jordan.page.getByRole('dialog', { name: title })).toContainText('Try the new bedtime routine for two weeks.');
  await jordan.page.goBack();
  await jordan.page.getByRole('button', { name: `Remove ${title} from Favorites` }).click();
  await expect(jordan.page.getByRole('status').filter({ hasText: 'removed from Favorites' })).toHaveText(
    `${title} removed from Favorites.`,
  );
  await jordan.page.reload();
  await expect(jordan.page.getByRole('heading', { name: 'Favorites', level: 1 })).toBeVisible();
  await expect(jordan.page.getByTestId('favorites')).toHaveAttribute('aria-busy', 'false');
  await expect(jordan.page.getByTestId('favorites')).not.toContainText(title);
  await jordan.close();

  await page.goto('/mentorship/notes?tab=2');
  const mine = page.getByTestId('notes-list').getByRole('listitem').filter({ hasText: title });
  await expect(mine).toContainText('with Jordan Lee');
  const id = (await api(page, 'GET', `${UM}/notes/shared-by-me`)).data.find(
    (n: { note_title: string }) => n.note_title === title,
  ).id;
  await api(page, 'DELETE', `${UM}/notes/personal/${id}`);
});

test('the notes page, the editor and Favorites have no axe violations, and work at 390 px', async ({ page }) => {
  test.setTimeout(waitOf(120_000));
  await signIn(page, 'caregiver');
  await api(page, 'PUT', '/api/resource-hub/v1/articles/iep-or-504-plan/bookmark');
  for (const v of AXE_VARIANTS) {
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [SETTINGS_KEY, JSON.stringify({ ...v, layout: 'vertical' })],
    );
    await page.goto('/mentorship/notes?tab=1');
    await expect(page.locator('html')).toHaveAttribute('dir', v.direction);
    await expect(page.getByTestId('notes-list')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const axe = await axeFor(page).analyze();
    expect(
      axe.violations.map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `page ${v.mode} ${v.direction}`,
    ).toEqual([]);
    await page
      .getByTestId('notes-list')
      .getByRole('button', { name: /^Respite options to explore/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Edit note' }).getByRole('textbox', { name: 'Note' })).toBeVisible();
    const dialogAxe = await axeFor(page).include('[role="dialog"]').analyze();
    expect(
      dialogAxe.violations.map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `editor ${v.mode} ${v.direction}`,
    ).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Favorites, with a bookmarked article (the shell was swept above: only the page's main),
    // opened in the app: back to the main menu, then Favorites.
    await openFromMenu(page, 'Back to Dashboard', '/dashboard', 'Concierge');
    await openFromMenu(page, 'Favorites', '/bookmarks');
    await expect(page.getByRole('region', { name: /^Resource hub articles/ })).toBeVisible();
    const favoritesAxe = await axeFor(page).include('main').analyze();
    expect(
      favoritesAxe.violations.map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `favorites ${v.mode} ${v.direction}`,
    ).toEqual([]);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mentorship/notes?tab=1');
  await expect(page.getByTestId('notes-list')).toBeVisible();
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  await page.getByRole('button', { name: 'New note' }).click();
  const dialog = page.getByRole('dialog', { name: 'New note' });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await dialog.getByLabel('Title').fill('Phone note');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog.getByRole('alertdialog', { name: /Close without saving/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toHaveCount(0);
});
