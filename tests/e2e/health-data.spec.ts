import { plainRichText } from '../../contract/notes-rich-text';
import { callAs } from './api';
import { eventStreamOpen, expect, expectAxeClean, person, signIn, test } from './fixtures';
import { waitOf } from './slowness';

/*
 * Issue #62's "Done when", in browsers: the caregiver shares a screening result with the
 * concierge of a session they had, and the concierge's open /screening-shared shows it, then loses
 * it at once when the caregiver stops sharing; an administrator opens the caregiver's account
 * panel with a reason, and the caregiver's open "Who saw my data" shows the entry live with it.
 * axe on the sharing section and on /screening-shared. With the caregiver's "Who saw my data"
 * open, the concierge opens the caregiver's shared note from their notes page and the entry appears
 * live. The rules themselves are the server's tests (screening-shares, access-log) and the views' tests.
 */

const SCREENING = '/api/screening/v1';
const UM = '/api/user-manager/v1';

test('a shared screening result leaves the concierge’s open page when revoked; the concierge opening a shared note and an administrator’s account panel visit appear live in Who saw my data', async ({
  page,
  browser,
}) => {
  test.setTimeout(waitOf(90_000));
  await signIn(page, 'caregiver', { at: '/screening-tools' });
  // A result of this test's own, and no share left from an earlier run.
  const { data: result } = await callAs<{ data: { id: number } }>(page, 'POST', `${SCREENING}/results`, {
    tool: 'gad7',
    answers: [1, 2, 1, 0, 1, 2, 1],
  });
  const { data: before } = await callAs<{ data: { id: number }[] }>(page, 'GET', `${SCREENING}/shares`);
  for (const s of before) await callAs(page, 'DELETE', `${SCREENING}/shares/${s.id}`);
  // A note of this test's own on a session the caregiver had with Jordan Lee, shared with them.
  const { data: sessions } = await callAs<{
    data: { status: string; meeting_id: string; concierge: { display_name: string } }[];
  }>(page, 'GET', `${UM}/mentor-booking/events`);
  const had = sessions.find((b) => b.status === 'completed' && b.concierge.display_name === 'Jordan Lee')!;
  const noteTitle = `Night log ${Date.now().toString(36)}`;
  await callAs(page, 'PUT', `${UM}/mentor-booking/notes`, {
    meeting_id: had.meeting_id,
    note_title: noteTitle,
    note_body: plainRichText('Seizure at 3 am, 40 seconds'),
    is_shared: true,
  });

  const jordan = await person(browser, 'coordinator', undefined, { at: '/screening-shared' });
  const admin = await person(browser, 'admin', undefined, { at: '/admin-members' });
  try {
    // 1. Jordan Lee has /screening-shared open: the caregiver shares a result with them.
    await expect(jordan.page.getByRole('heading', { name: 'Screening results shared with you', level: 1 })).toBeVisible();
    const theirs = jordan.page.getByRole('list', { name: 'Shared results' }).getByRole('listitem');
    await expect(jordan.page.getByText('Nothing is shared with you now.')).toBeVisible();

    await page.reload(); // the history holds the result made above
    const sharing = page.getByRole('region', { name: 'Share a result' });
    await sharing.getByLabel(/^Result/).selectOption(String(result.id));
    await sharing.getByLabel(/^With/).selectOption({ label: 'Jordan Lee' });
    await sharing.getByLabel(/^For/).selectOption({ label: '7 days' });
    await sharing.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(sharing.getByRole('status')).toHaveText('Shared with Jordan Lee.');
    const stop = sharing.getByRole('button', { name: /^Stop sharing GAD-7 of .+ with Jordan Lee$/ });
    await expect(stop).toBeVisible();
    await expectAxeClean(page, '/screening-tools with a result shared', 'main');

    // Live on Jordan's open page, with whose it is and until when.
    await expect(theirs).toHaveCount(1);
    await expect(theirs.getByRole('heading', { level: 2 })).toHaveText(/^caregiver: GAD-7 of /);
    await expect(theirs).toContainText('Shared until');
    await expectAxeClean(jordan.page, '/screening-shared with a result', 'main');

    // Stop sharing: the result leaves Jordan's open page at once, and the page says so.
    await stop.click();
    await expect(sharing.getByRole('status')).toHaveText('Jordan Lee can no longer see that result.');
    await expect(theirs).toHaveCount(0);
    await expect(jordan.page.getByText('Nothing is shared with you now.')).toBeVisible();
    await expect(jordan.page.getByRole('status').filter({ hasText: 'stopped sharing' })).toHaveText(
      'caregiver stopped sharing a result with you.',
    );

    // 2. The caregiver's Who saw my data is open when the administrator opens their account panel.
    await page.goto('/settings/privacy');
    const log = page.getByRole('region', { name: 'Who saw my data' });
    await expect(log.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    const entries = log.getByRole('list', { name: 'Who saw my data, newest first' }).getByRole('listitem');
    // Live news reaches a page whose event stream is open (an event before it opens is not replayed).
    await eventStreamOpen(page);
    // Jordan's reading of the shared result is there (read when the page opened).
    await expect(entries.filter({ hasText: 'Jordan Lee opened your GAD-7 result of' }).first()).toBeVisible();

    // Jordan Lee opens the shared note from their notes page: its text, and the caregiver sees it live.
    await jordan.page.goto('/mentorship/notes?tab=3');
    await jordan.page
      .getByTestId('notes-list')
      .getByRole('button', { name: new RegExp(noteTitle) })
      .click();
    const opened = jordan.page.getByRole('dialog', { name: noteTitle });
    await expect(opened).toContainText('Seizure at 3 am, 40 seconds');
    const read = entries.filter({ hasText: `Jordan Lee opened the note “${noteTitle}”` });
    await expect(read).toHaveCount(1);
    await opened.getByRole('button', { name: 'Close' }).click();

    // The administrator opens the caregiver's account panel, saying why.
    const reason = `Checking a report ${Date.now().toString(36)}`;
    await admin.page.getByLabel('Name, user name or e-mail').fill('caregiver');
    await admin.page.getByRole('button', { name: 'caregiver', exact: true }).click();
    const panel = admin.page.getByRole('region', { name: 'caregiver', exact: true });
    await panel.getByLabel(/^Why are you opening this account\?/).fill(reason);
    await panel.getByRole('button', { name: 'Open account' }).click();
    await expect(panel.getByText('User name')).toBeVisible();
    const visit = entries.filter({ hasText: reason });
    await expect(visit).toHaveCount(1);
    await expect(visit).toContainText('Sam Carter opened your account panel');
    await expect(visit).toContainText(`Reason: ${reason}`);
  } finally {
    await jordan.close();
    await admin.close();
  }
});
