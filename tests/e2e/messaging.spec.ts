import type { Locator, Page } from '@playwright/test';
import { AXE_VARIANTS, expect, person, signIn, test, axeFor } from './fixtures';
import { waitOf } from './slowness';

/*
 * Messaging as people use it (issue #15): two or three browsers on the reference server. A
 * message sent arrives live and in order (and "… is typing…" shows while it is written); a dropped socket catches up exactly once; a failed
 * send stays with Retry; requests, blocking, attachments, and the group membership flow with
 * the last-admin rule and a removed member's view changing live.
 */

const SETTINGS_KEY = 'neurohealth.display-settings';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: /^Message / });
const bodies = (page: Page) => log(page).getByTestId('message').locator('p[dir="auto"]');

/** Enter on a control of group details once it is enabled (the controls wait while the group is read again). */
async function pressWhenReady(control: Locator) {
  await expect(control).toBeEnabled();
  await control.press('Enter');
}

/** Opens /people-chat; the demo mentor has a PIN (246810), which the page asks for first. */
async function openChat(page: Page, query: string, pin?: string) {
  await page.goto(`/people-chat?${query}`);
  if (pin) {
    const verify = page.getByRole('dialog', { name: 'Enter your PIN' });
    await expect(verify).toBeVisible();
    await page.keyboard.type(pin);
    await page.keyboard.press('Enter');
    await expect(verify).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  if (query !== 't=1') await expect(log(page)).toBeVisible();
}

test.describe('messaging', () => {
  test('messages sent from the keyboard arrive live, in order, and the open conversation stays read', async ({
    page,
    browser,
  }) => {
    const priya = await person(browser, 'mentor');
    await signIn(page, 'caregiver');
    await openChat(priya.page, 'u=caregiver', '246810');
    await openChat(page, 'u=mentor');
    await expect(page.getByRole('heading', { name: 'Priya Nair', level: 2 })).toBeVisible();
    await expect(bodies(page).last()).toHaveText('Shall we go through them on Thursday?');
    // Opening it read it: the list and the header count agree at once.
    await expect(page.getByTestId('conversation').filter({ hasText: 'Priya Nair' })).not.toContainText('unread');
    await expect
      .poll(async () => {
        const header = await page.getByRole('link', { name: /^Messages, / }).getAttribute('aria-label');
        // What each row says to a screen reader ("online, 2 unread"): its text would run the
        // drawn badge's digits into it ("…?22 unread").
        const inList = (await page.getByTestId('conversation').locator('.sr-only').allTextContents())
          .map((t) => Number(/(\d+) unread/.exec(t)?.[1] ?? 0))
          .reduce((n, x) => n + x, 0);
        return `${header} / ${inList}`;
      })
      .toMatch(/^Messages, (\d+) new \/ \1$/);

    const stamp = Date.now().toString(36);
    const box = composer(page);
    await box.focus();
    // Shift+Enter breaks the line; Enter sends.
    await page.keyboard.type(`First ${stamp}`);
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('second line');
    // While she types, Priya's open conversation says so under the messages (her SPEC §6 display
    // name is her user name); her message ends it at once.
    const typing = priya.page.getByTestId('typing-notice');
    await expect(typing).toHaveText('caregiver is typing…');
    await page.keyboard.press('Enter');
    await expect(bodies(priya.page).last()).toHaveText(`First ${stamp}\nsecond line`);
    expect(await typing.textContent()).toBe('');
    for (const n of ['two', 'three']) {
      await page.keyboard.type(`Message ${n} ${stamp}`);
      await page.keyboard.press('Enter');
    }
    await expect(box).toHaveValue('');
    await expect(bodies(page).last()).toHaveText(`Message three ${stamp}`);
    await expect(log(page).getByTestId('outgoing')).toHaveCount(0);

    const theirs = bodies(priya.page);
    await expect(theirs.last()).toHaveText(`Message three ${stamp}`);
    const texts = await theirs.allTextContents();
    const mine = texts.filter((t) => t.includes(stamp));
    expect(mine).toEqual([`First ${stamp}\nsecond line`, `Message two ${stamp}`, `Message three ${stamp}`]);
    // The conversation open on screen does not pop up.
    await expect(priya.page.getByRole('region', { name: 'Notifications', exact: true }).getByTestId('toast')).toHaveCount(0);
    await priya.close();
  });

  test('New message from the keyboard: the box has focus, a person is chosen with Enter, and the first message goes', async ({
    page,
  }) => {
    await signIn(page, 'careseeker');
    await openChat(page, 't=1');
    await page.getByRole('button', { name: 'New message' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New message' });
    await expect(dialog.getByRole('searchbox', { name: 'Who do you want to message?' })).toBeFocused();
    await page.keyboard.type('Priya');
    await expect(dialog.getByRole('status')).toHaveText('1 found.');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Priya Nair' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/people-chat\?u=mentor$/);
    await expect(page.getByRole('heading', { name: 'Priya Nair', level: 2 })).toBeVisible();
    const stamp = Date.now().toString(36);
    await composer(page).focus();
    await page.keyboard.type(`Hello Priya ${stamp}`);
    await page.keyboard.press('Enter');
    await expect(bodies(page).last()).toHaveText(`Hello Priya ${stamp}`);
    await expect(log(page).getByTestId('outgoing')).toHaveCount(0);
  });

  test('a dropped socket catches up: messages sent meanwhile arrive exactly once', async ({ page, browser, request }) => {
    const jordan = await person(browser, 'coordinator');
    await signIn(page, 'caregiver');
    await openChat(jordan.page, 'u=caregiver');
    await openChat(page, 'u=coordinator');
    const stamp = Date.now().toString(36);
    // The server cuts Jordan's socket; the two messages are sent while it is down.
    expect((await request.post('/__dev/chat-sockets/drop', { data: { user_name: 'coordinator' } })).ok()).toBe(true);
    for (const n of [1, 2]) {
      await composer(page).fill(`While away ${n} ${stamp}`);
      await composer(page).press('Enter');
    }
    await expect(bodies(page).last()).toHaveText(`While away 2 ${stamp}`);
    const theirs = bodies(jordan.page);
    await expect(theirs.last()).toHaveText(`While away 2 ${stamp}`, { timeout: waitOf(15_000) });
    // And once more after it: live again.
    await composer(page).fill(`Back ${stamp}`);
    await composer(page).press('Enter');
    await expect(theirs.last()).toHaveText(`Back ${stamp}`);
    const mine = (await theirs.allTextContents()).filter((t) => t.includes(stamp));
    expect(mine).toEqual([`While away 1 ${stamp}`, `While away 2 ${stamp}`, `Back ${stamp}`]);
    await jordan.close();
  });

  test('a failed send stays at the bottom, not sent, with Retry; later messages wait behind it in order', async ({
    page,
    dev,
  }) => {
    await signIn(page, 'caregiver');
    await openChat(page, 'u=coordinator');
    const stamp = Date.now().toString(36);
    const sendReports = async () => (await dev.errorReports()).filter((r) => r.includes('sendMessage')).length;
    const reportedBefore = await sendReports();
    await dev.fault({ method: 'POST', path: '/api/chat-server/v2/chat/coordinator/messages', status: 500, times: 1 });
    await composer(page).fill(`Might fail ${stamp}`);
    await composer(page).press('Enter');
    const failed = log(page).getByTestId('outgoing').first();
    await expect(failed).toHaveAttribute('data-status', 'failed');
    await expect(failed.getByRole('alert')).toContainText("We couldn't reach messaging. Nothing you wrote is lost: try again.");
    await composer(page).fill(`After it ${stamp}`);
    await composer(page).press('Enter');
    await expect(log(page).getByTestId('outgoing').nth(1)).toHaveAttribute('data-status', 'waiting');
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(log(page).getByTestId('outgoing')).toHaveCount(0);
    const texts = (await bodies(page).allTextContents()).filter((t) => t.includes(stamp));
    expect(texts).toEqual([`Might fail ${stamp}`, `After it ${stamp}`]);
    // Reported once (SPEC §8).
    await expect.poll(sendReports).toBe(reportedBefore + 1);
    // After a reload the server has each once.
    await page.reload();
    await openChat(page, 'u=coordinator');
    expect((await bodies(page).allTextContents()).filter((t) => t.includes(stamp))).toHaveLength(2);
  });

  test('a request is accepted or blocked; the blocked person is listed in Settings and can be unblocked', async ({
    page,
    request,
  }) => {
    await signIn(page, 'careseeker');
    await openChat(page, 't=1');
    const requests = page.getByRole('region', { name: 'Requests' });
    await requests.getByRole('link', { name: /Brightpath Neuro Therapy/ }).click();
    await expect(page.getByText('Brightpath Neuro Therapy wants to message you. Accept to reply, or block them.')).toBeVisible();
    await expect(composer(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(composer(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Requests' })).toHaveCount(0);

    // A first message from the admin team arrives as a request: block it.
    const sent = await request.post('/__dev/chat', {
      data: { from: 'admin', to: 'careseeker', message: 'Hello from the admin team' },
    });
    expect(sent.ok()).toBe(true);
    // The administrator is named by their user name (SPEC §6).
    const fromAdmin = page.getByTestId('conversation').filter({ hasText: 'Hello from the admin team' });
    await fromAdmin.click();
    await expect(page.getByRole('heading', { name: 'admin', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Block', exact: true }).first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
    await expect(page).toHaveURL(/\/people-chat\?t=1$/);
    await expect(fromAdmin).toHaveCount(0);
    const refused = await request.post('/__dev/chat', { data: { from: 'admin', to: 'careseeker', message: 'Again' } });
    expect(refused.status()).toBe(403);

    // Their conversation, opened again, says so and offers Unblock in place of the composer.
    await page.goto('/people-chat?u=admin');
    await expect(page.getByText('You blocked admin: neither of you can message the other.')).toBeVisible();
    await expect(composer(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Unblock to message' }).click();
    await expect(composer(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Block admin' })).toBeVisible();
    // Blocked again from the conversation's header, then unblocked from Settings.
    await page.getByRole('button', { name: 'Block admin' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
    await expect(page).toHaveURL(/\/people-chat\?t=1$/);

    await page.goto('/settings/blocked');
    const blocked = page.getByRole('region', { name: 'Blocked people' });
    await expect(blocked.getByRole('listitem').filter({ hasText: 'admin' })).toBeVisible();
    await blocked.getByRole('button', { name: 'Unblock admin' }).click();
    await expect(blocked.getByRole('status')).toHaveText('admin is unblocked.');
    await expect(blocked.getByText('You have not blocked anyone.')).toBeVisible();
  });

  test('attachments: an image uploads with progress, sends, previews and downloads; refused files say why', async ({ page }) => {
    await signIn(page, 'caregiver');
    await openChat(page, 'u=coordinator');
    const chooser = page.locator('input[type="file"]');
    // Outside the allow-list: refused here, before uploading.
    await chooser.setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await expect(page.getByTestId('upload').getByRole('alert')).toHaveText(
      'That kind of file cannot be sent. Send an image, a PDF or a document.',
    );
    await page.getByRole('button', { name: 'Remove setup.exe' }).click();
    // Named like an image, but the bytes are not: the server refuses it by content.
    await chooser.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]),
    });
    await expect(page.getByTestId('upload').getByRole('alert')).toHaveText(
      'That kind of file cannot be sent. Send an image, a PDF or a document.',
    );
    await page.getByRole('button', { name: 'Remove photo.png' }).click();

    await chooser.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('upload').getByRole('status')).toHaveText('Attached. It goes with your next message.');
    await composer(page).fill('The scan from today');
    await composer(page).press('Enter');
    const sent = log(page).getByTestId('message').last();
    await expect(sent).toContainText('The scan from today');
    await expect(sent.getByRole('img', { name: 'scan.png' })).toBeVisible();
    const download = page.waitForEvent('download');
    await sent.getByRole('button', { name: /Download scan.png/ }).click();
    expect((await download).suggestedFilename()).toBe('scan.png');
    // The conversation's files, newest first, each downloadable.
    await page.getByRole('button', { name: 'Files', exact: true }).click();
    const files = page.getByRole('dialog', { name: 'Files in this conversation' });
    await expect(files.getByRole('listitem').first()).toContainText('scan.png');
    const again = page.waitForEvent('download');
    await files.getByRole('button', { name: 'Download scan.png' }).first().click();
    expect((await again).suggestedFilename()).toBe('scan.png');
    await page.keyboard.press('Escape');
  });

  test('attachments: a file over 10 MB is refused; an upload that fails keeps the file for Retry; Cancel stops one on its way', async ({
    page,
    dev,
  }) => {
    await signIn(page, 'caregiver');
    await openChat(page, 'u=coordinator');
    const chooser = page.locator('input[type="file"]');
    const upload = page.getByTestId('upload');
    await chooser.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
    await expect(upload.getByRole('alert')).toHaveText('That file is larger than 10 MB. Choose a smaller one.');
    await page.getByRole('button', { name: 'Remove scan.pdf' }).click();

    // The server fails once: the file stays chosen, and Retry uploads it.
    await dev.clearErrorReports();
    await dev.fault({ path: '/api/chat-server/v2/upload', method: 'POST', status: 500, times: 1 });
    await chooser.setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: PNG });
    await expect(upload.getByRole('alert')).toContainText("We couldn't reach messaging.");
    await upload.getByRole('button', { name: 'Retry upload' }).click();
    await expect(upload.getByRole('status')).toHaveText('Attached. It goes with your next message.');
    await expect.poll(async () => (await dev.errorReports()).length).toBe(1);
    await upload.getByRole('button', { name: 'Remove plan.png' }).click();

    // A slow upload shows its progress and can be cancelled: nothing is attached.
    await dev.fault({ path: '/api/chat-server/v2/upload', method: 'POST', delayMs: 10_000, times: 1 });
    await chooser.setInputFiles({ name: 'slow.png', mimeType: 'image/png', buffer: PNG });
    await expect(upload.getByRole('progressbar', { name: 'Uploading slow.png' })).toBeVisible();
    await upload.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(upload).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Attach a file' })).toBeFocused();
  });

  test('group membership: create with a picture, the last-admin rule, promote, remove with the removed member told live', async ({
    page,
    browser,
  }) => {
    const alex = await person(browser, 'provider');
    await signIn(page, 'coordinator');
    await openChat(page, 't=1');
    const name = `Respite ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'New group' }).click();
    const create = page.getByRole('dialog', { name: 'New group' });
    await expect(create.getByRole('textbox', { name: 'Group name' })).toBeFocused();
    await create.getByRole('textbox', { name: 'Group name' }).fill(name);
    // A picture, chosen as a person does: the button opens the file chooser; it uploads at once.
    const picking = page.waitForEvent('filechooser');
    await create.getByRole('button', { name: 'Choose a picture' }).click();
    await (await picking).setFiles({ name: 'team.png', mimeType: 'image/png', buffer: PNG });
    await expect(create.getByText('Picture uploaded.')).toBeVisible();
    await expect(create.getByRole('group', { name: 'Group picture' }).locator('img')).toHaveAttribute('src', /^blob:/);
    await create.getByRole('searchbox', { name: 'Add people' }).fill('Brightpath');
    await create.getByRole('button', { name: /Brightpath Neuro Therapy/ }).click();
    await create.getByRole('searchbox', { name: 'Add people' }).fill('Priya');
    await create.getByRole('button', { name: /Priya Nair/ }).click();
    await create.getByRole('button', { name: 'Create group' }).click();
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    const groupUrl = page.url();
    // Every member sees the group's picture (read with their token, shown from memory).
    const picture = (p: Page) => p.getByTestId('conversation').filter({ hasText: name }).locator('img');
    await expect(picture(page)).toHaveAttribute('src', /^blob:/);

    await alex.page.goto(groupUrl);
    await expect(alex.page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(picture(alex.page)).toHaveAttribute('src', /^blob:/);

    await page.getByRole('button', { name: 'Group details' }).click();
    const details = page.getByRole('dialog', { name: `${name}: group details` });
    await expect(details.getByTestId('member')).toHaveCount(3);
    // A group picture must be an image; removing the picture shows the initials again, to everyone.
    const changing = page.waitForEvent('filechooser');
    await details.getByRole('button', { name: 'Change picture' }).click();
    await (await changing).setFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(details.getByTestId('upload').getByRole('alert')).toHaveText(
      'A group picture must be an image: PNG, JPEG, GIF or WebP.',
    );
    await details.getByRole('button', { name: 'Remove plan.pdf' }).click();
    await expect(details.getByRole('button', { name: 'Change picture' })).toBeFocused();
    await details.getByRole('button', { name: 'Remove picture' }).click();
    await expect(details.getByRole('status').first()).toHaveText('The group name and picture were saved.');
    await expect(picture(page)).toHaveCount(0);
    await expect(picture(alex.page)).toHaveCount(0);
    // Only admins may send: Alex's composer gives way to a notice at once; what he typed is kept.
    await composer(alex.page).fill('A thought for later');
    await details.getByRole('combobox', { name: 'Send messages' }).selectOption('admins');
    await expect(details.getByRole('status').first()).toHaveText('The group permissions were saved.');
    await expect(alex.page.getByText('Only admins can send messages in this group.')).toBeVisible();
    await expect(composer(alex.page)).toHaveCount(0);
    // Jordan's messages carry his name (SPEC §6: a coordinator's full name).
    await page.keyboard.press('Escape');
    await composer(page).fill(`Admins only ${name}`);
    await composer(page).press('Enter');
    const last = log(alex.page).getByTestId('message').last();
    await expect(last).toContainText(`Admins only ${name}`);
    await expect(last).toContainText('Jordan Lee');
    await page.getByRole('button', { name: 'Group details' }).click();
    // The only admin cannot leave: told so, with the members to choose from.
    // From the keyboard: each button is reached and pressed with Enter.
    await pressWhenReady(details.getByRole('button', { name: 'Leave group' }));
    await expect(details.getByRole('alert')).toContainText('You are the only admin. Make another member an admin first');
    await expect(details.getByRole('heading', { name: /Members/ })).toBeFocused();
    await pressWhenReady(details.getByRole('button', { name: 'Make admin for Brightpath Neuro Therapy' }));
    await expect(details.getByRole('status').first()).toHaveText('Brightpath Neuro Therapy is now an admin.');
    // An admin may send again, with the draft as it was.
    await expect(composer(alex.page)).toHaveValue('A thought for later');
    await pressWhenReady(details.getByRole('button', { name: 'Remove Brightpath Neuro Therapy' }));
    // The confirmation takes focus, on its Remove button.
    await expect(details.getByRole('alertdialog').getByRole('button', { name: 'Remove' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(details.getByRole('status').first()).toHaveText('Brightpath Neuro Therapy was removed from the group.');
    await expect(details.getByTestId('member')).toHaveCount(2);
    // Alex's open conversation turns read-only at once.
    await expect(alex.page.getByText('You are no longer a member of this group.')).toBeVisible();
    await expect(composer(alex.page)).toHaveCount(0);
    await alex.close();
  });

  test('a draft waits, the limit shows, links are safe, read-by names who read, and deleting or clearing asks first', async ({
    page,
    browser,
  }) => {
    const daniel = await person(browser, 'careseeker');
    await signIn(page, 'caregiver');
    await openChat(page, 't=1');
    const circle = (p: Page) => p.getByRole('link', { name: /Family care circle/ });
    await circle(page).click();
    await expect(page.getByRole('heading', { name: 'Family care circle', level: 2 })).toBeVisible();
    const stamp = Date.now().toString(36);

    // A draft stays with its conversation while the person looks at another one.
    await composer(page).fill(`Draft ${stamp}`);
    await page.getByRole('link', { name: /Jordan Lee/ }).click();
    await expect(page.getByRole('heading', { name: 'Jordan Lee', level: 2 })).toBeVisible();
    await expect(composer(page)).toHaveValue('');
    await circle(page).click();
    await expect(composer(page)).toHaveValue(`Draft ${stamp}`);

    // The limit is counted down near 5,000 characters; over it, nothing is sent.
    const count = page.getByText(/characters? (left|over)/);
    await composer(page).fill('a'.repeat(4_600));
    await expect(count).toHaveText('400 characters left.');
    await composer(page).fill('a'.repeat(5_001));
    await expect(count).toHaveText('1 character over the 5,000 limit.');
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();

    // Text stays text; an http(s) link is clickable and opens apart from the app.
    await composer(page).fill(`See https://example.org/care?x=1 and <b>${stamp}</b>`);
    await composer(page).press('Enter');
    const mine = log(page).getByTestId('message').filter({ hasText: stamp });
    await expect(mine).toHaveCount(1);
    await expect(mine.locator('b')).toHaveCount(0);
    await expect(mine.locator('p[dir="auto"]')).toHaveText(`See https://example.org/care?x=1 and <b>${stamp}</b>`);
    const link = mine.getByRole('link', { name: 'https://example.org/care?x=1' });
    await expect(link).toHaveAttribute('href', 'https://example.org/care?x=1');
    await expect(link).toHaveAttribute('rel', /noopener/);

    // Daniel opens the group: the message counts him as a reader, and the list names him.
    await openChat(daniel.page, 't=1');
    await circle(daniel.page).click();
    await expect(bodies(daniel.page).filter({ hasText: stamp })).toHaveCount(1);
    await mine.getByRole('button', { name: /^Read by [1-9]/ }).click();
    const readers = page.getByRole('dialog', { name: 'Read by' });
    await expect(readers.getByRole('listitem').filter({ hasText: 'careseeker' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(readers).toHaveCount(0);

    // Deleting asks first; then the message is gone for everyone.
    await mine.getByRole('button', { name: 'Delete this message' }).click();
    const confirmDelete = page.getByRole('alertdialog').filter({ hasText: 'Delete this message for everyone?' });
    await expect(confirmDelete.getByRole('button', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(mine).toHaveCount(0);
    await expect(bodies(daniel.page).filter({ hasText: stamp })).toHaveCount(0);

    // Daniel clears the group's history for himself, after confirming; Maya keeps hers.
    await daniel.page.getByRole('button', { name: 'Clear history' }).click();
    const confirmClear = daniel.page.getByRole('alertdialog').filter({ hasText: 'Clear this conversation' });
    await confirmClear.getByRole('button', { name: 'Clear history' }).click();
    const empty = (p: Page) => log(p).getByText('No messages yet. Say hello.');
    await expect(empty(daniel.page)).toBeVisible();
    await daniel.page.reload();
    await expect(empty(daniel.page)).toBeVisible();
    await expect(log(daniel.page).getByTestId('message')).toHaveCount(0);
    await page.reload();
    await expect(bodies(page).first()).toBeVisible();
    await expect(empty(page)).toHaveCount(0);
    await daniel.close();
  });

  test('scrolling up loads older messages and the message on screen stays where it was', async ({ page }) => {
    await signIn(page, 'caregiver');
    await openChat(page, 't=1');
    // The older page is held until the place on screen has been measured.
    const held: Array<() => Promise<void>> = [];
    let holding = true;
    await page.route(
      (url) => /\/group-chat\/\d+\/messages$/.test(url.pathname) && url.searchParams.has('before'),
      (route) => (holding ? void held.push(() => route.fallback()) : route.fallback()),
    );
    await page.getByRole('link', { name: /Care team/ }).click();
    await expect(bodies(page).last()).toBeVisible();
    const messages = log(page).getByTestId('message');
    await log(page).evaluate((el) => (el.scrollTop = 0));
    await expect.poll(() => held.length, { message: 'no older page was asked for' }).toBeGreaterThan(0);
    await expect(log(page).getByText('Loading older messages…')).toBeVisible();
    // The top message on screen, known by its time (to the millisecond, so one message).
    const sentAt = await messages.first().locator('time').getAttribute('datetime');
    const anchor = messages.filter({ has: page.locator(`time[datetime="${sentAt}"]`) });
    const before = (await anchor.boundingBox())!.y;
    holding = false;
    for (const release of held.splice(0)) await release();
    await expect(log(page).getByText('Loading older messages…')).toHaveCount(0);
    // Older messages came in above it, and it did not move.
    await expect.poll(() => log(page).evaluate((el) => el.scrollTop)).toBeGreaterThan(1000);
    await expect(anchor).toBeVisible();
    expect(Math.abs((await anchor.boundingBox())!.y - before)).toBeLessThan(2);
    await expect(messages.first().locator('time')).not.toHaveAttribute('datetime', sentAt!);
  });

  test('the conversations, a conversation, group details, read-by, files and the confirmations have no axe violations', async ({
    page,
  }) => {
    test.setTimeout(waitOf(180_000));
    await signIn(page, 'caregiver');
    const violations = async (label: string, include?: string) => {
      const builder = axeFor(page);
      const axe = await (include ? builder.include(include) : builder).analyze();
      expect(
        axe.violations.map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        label,
      ).toEqual([]);
    };
    for (const v of AXE_VARIANTS) {
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [SETTINGS_KEY, JSON.stringify({ ...v, layout: 'vertical' })],
      );
      await openChat(page, 't=1');
      await expect(page.locator('html')).toHaveAttribute('dir', v.direction);
      await expect(page.getByTestId('conversation').first()).toBeVisible();
      await violations(`/people-chat?t=1 ${v.mode} ${v.direction}`);
      await page.getByRole('link', { name: /Family care circle/ }).click();
      await expect(log(page).getByTestId('message').first()).toBeVisible();
      await violations(`group conversation ${v.mode} ${v.direction}`);
      await page.getByRole('button', { name: 'Group details' }).click();
      const details = page.getByRole('dialog', { name: /group details/ });
      await expect(details.getByTestId('member').first()).toBeVisible();
      await violations(`group details ${v.mode} ${v.direction}`, '[role="dialog"]');
      await page.keyboard.press('Escape');
      // Who read one's own message, and the two confirmations.
      const own = log(page).locator('[data-own="true"]').last();
      await own.getByRole('button', { name: /^Read by/ }).click();
      const readers = page.getByRole('dialog', { name: 'Read by' });
      await expect(readers.getByRole('listitem').or(readers.getByText('Nobody has read it yet.')).first()).toBeVisible();
      await violations(`read by ${v.mode} ${v.direction}`, '[role="dialog"]');
      await page.keyboard.press('Escape');
      await own.getByRole('button', { name: 'Delete this message' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await violations(`delete confirmation ${v.mode} ${v.direction}`, '[role="alertdialog"]');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Clear history' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await violations(`clear confirmation ${v.mode} ${v.direction}`, '[role="alertdialog"]');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await page.getByRole('button', { name: 'Files', exact: true }).click();
      await expect(
        page
          .getByRole('dialog', { name: 'Files in this conversation' })
          .getByText(/No files|Download/)
          .first(),
      ).toBeVisible();
      await violations(`files ${v.mode} ${v.direction}`, '[role="dialog"]');
      await page.keyboard.press('Escape');
    }
  });

  test('own messages sit on the reading end, mirrored in right-to-left', async ({ page }) => {
    await signIn(page, 'caregiver');
    await openChat(page, 'u=mentor');
    const own = log(page).locator('[data-own="true"]').first();
    const theirs = log(page).locator('[data-testid="message"]:not([data-own])').first();
    const box = async () => ({ own: (await own.boundingBox())!, theirs: (await theirs.boundingBox())! });
    const ltr = await box();
    expect(ltr.own.x + ltr.own.width).toBeGreaterThan(ltr.theirs.x + ltr.theirs.width);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [SETTINGS_KEY, JSON.stringify({ mode: 'light', direction: 'rtl', layout: 'vertical' })],
    );
    await openChat(page, 'u=mentor');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const rtl = await box();
    expect(rtl.own.x).toBeLessThan(rtl.theirs.x);
  });

  test('every row of the list shows its time and unread count inside the column; a phone shows the conversation without sideways scrolling', async ({
    page,
    request,
  }) => {
    // Two unread from Priya, whatever the tests before read.
    for (const n of [1, 2])
      expect(
        (await request.post('/__dev/chat', { data: { from: 'mentor', to: 'caregiver', message: `Unread ${n}` } })).ok(),
      ).toBe(true);
    await signIn(page, 'caregiver');
    await openChat(page, 't=1');
    const list = page.getByRole('region', { name: 'Messages' });
    const rows = page.getByTestId('conversation');
    // Measured once the conversations are in: the column is drawn anew when they arrive.
    await expect(rows.first()).toBeVisible();
    const column = (await list.boundingBox())!;
    for (const row of await rows.all()) {
      const time = (await row.locator('time').boundingBox())!;
      expect(time.x + time.width).toBeLessThanOrEqual(column.x + column.width);
    }
    // Priya's unread messages: the count is drawn where it can be seen.
    const priya = rows.filter({ hasText: 'Priya Nair' });
    await expect(priya.locator('.sr-only')).toContainText(/\b([2-9]|\d\d+) unread/);
    const unread = priya.locator('span[aria-hidden="true"]').filter({ hasText: /^\d+$/ });
    const badge = (await unread.boundingBox())!;
    expect(badge.x + badge.width).toBeLessThanOrEqual(column.x + column.width);

    for (const direction of ['ltr', 'rtl']) {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [SETTINGS_KEY, JSON.stringify({ mode: 'light', direction, layout: 'vertical' })],
      );
      // On a phone the conversation takes the place of the list.
      await page.goto('/people-chat?u=coordinator');
      await expect(page.getByRole('heading', { name: 'Jordan Lee', level: 2 })).toBeVisible();
      await expect(bodies(page).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    }
  });
});
