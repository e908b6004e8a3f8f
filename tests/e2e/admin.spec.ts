import { plainRichText } from '../../contract/notes-rich-text';
import {
  AXE_VARIANTS,
  SETTINGS_KEY,
  accessTokenOf,
  appURL,
  expect,
  fillSignIn,
  person,
  signIn,
  signUpFresh,
  test,
  expectAxeClean,
  openFromMenu,
} from './fixtures';
import { call, tokenOf } from './api';
import { providerSession } from './session';
import { waitOf } from './slowness';

/*
 * Administration (issue #36) as the administrator uses it: a member signed in in another browser
 * is suspended from /admin-members, their session ends on the server and they cannot sign in again (the sign-in page
 * says why); axe on /admin-members (with a member open) and /admin-audit.
 * The rules are proved lower: tests/server/admin.test.ts (403 for every role, audit rows, tokens),
 * the machines' model tests (machines/admin) and the views' tests (src/features/admin).
 */

test('the administrator opens a member’s account with a reason the member sees, and suspends them: their session ends, and sign-in says the account is suspended', async ({
  page,
  browser,
}) => {
  test.setTimeout(waitOf(90_000));
  // An untouched person: a demo account suspended here would end the other tests' shared sessions.
  const name = await signUpFresh(page, 'susp');
  const admin = await person(browser, 'admin', undefined, { at: '/admin-members' });
  try {
    await admin.page.getByLabel('Name, user name or e-mail').fill(name);
    // A person is named by SPEC §6's display name alone (issue #63.6): a caregiver's user name.
    await admin.page.getByRole('button', { name, exact: true }).click();
    const panel = admin.page.getByRole('region', { name, exact: true });
    // The account opens once the administrator says why (issue #62), and the member sees who and why.
    await panel.getByLabel(/^Why are you opening this account\?/).fill('Reports of spam');
    await panel.getByRole('button', { name: 'Open account' }).click();
    await page.goto('/settings/privacy');
    const entry = page.getByRole('list', { name: 'Who saw my data, newest first' }).getByRole('listitem').first();
    await expect(entry).toContainText('opened your account panel');
    await expect(entry).toContainText('Reason: Reports of spam');
    await panel.getByLabel('Suspend for').selectOption('forever');
    await panel.getByRole('button', { name: 'Suspend', exact: true }).click();
    await panel.getByLabel('Reason (kept in the audit log)').fill('Spam in three communities');
    await panel.getByRole('button', { name: 'Confirm: Suspend' }).click();
    await expect(panel.getByText('Suspended indefinitely: Spam in three communities')).toBeVisible();

    // The member's session has ended on the server: the open page signs out by itself
    // (tests/e2e/sessions.spec.ts proves that part); a new sign-in is refused, saying why.
    await page.reload();
    await fillSignIn(page, name, 'a-long-password');
    await expect(page.getByText('This account is suspended. Contact support if you think this is a mistake.')).toBeVisible();

    // The action is in the audit log with its reason.
    await admin.page.getByRole('link', { name: 'Audit log' }).click();
    await expect(admin.page.getByRole('row').filter({ hasText: name }).first()).toContainText('Spam in three communities');
  } finally {
    await admin.close();
  }
});

const SE = '/api/search-engine/v1';

/** A post of `author`'s in a community of the test's own, reported once by `reporter`: it is in /admin-feed's queue. */
async function reportedPost(author: string, reporter: string, title: string): Promise<number> {
  const community = await call<{ data: { community_id: number } }>(author, 'POST', `${SE}/communities`, {
    community_name: `Moderated ${Math.random().toString(36).slice(2, 8)}`,
    description: 'A community of the admin tests.',
  });
  const { data } = await call<{ data: { post_id: number } }>(author, 'POST', `${SE}/community/posts`, {
    community_id: community.data.community_id,
    title,
    body: plainRichText(`${title}: order today.`),
  });
  await call(reporter, 'POST', `${SE}/community/reports`, {
    target_type: 'POST',
    target_id: data.post_id,
    reason: 'MEDICAL_MISINFORMATION',
    details: 'Sells a cure',
  });
  return data.post_id;
}

test('a member reports a post, the administrator claims it (another administrator sees so live) and removes it with a reason, and the author is told the reason', async ({
  page,
  browser,
}) => {
  test.setTimeout(waitOf(120_000));
  await signIn(page, 'caregiver');
  const title = `Miracle cure ${Math.random().toString(36).slice(2, 6)}`;
  await reportedPost(await accessTokenOf(page), await tokenOf('careseeker'), title);
  // A second administrator, watching the same queue: a fresh member the demo administrator makes one.
  const watcherContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  await signUpFresh(watcher, 'mod');
  const { data: me } = await call<{ data: { user_id: number } }>(
    await accessTokenOf(watcher),
    'GET',
    '/api/user-manager/v1/users/me',
  );
  await call(await tokenOf('admin'), 'POST', `/api/admin/v1/members/${me.user_id}/type`, {
    reason: 'A second moderator for the queue',
    user_type: 99,
  });
  await watcher.goto('/admin-feed');
  const watched = watcher.getByRole('article', { name: title });
  await expect(watched.getByRole('button', { name: 'Claim' })).toBeVisible();

  const admin = await person(browser, 'admin', undefined, { at: '/admin-feed' });
  try {
    const item = admin.page.getByRole('article', { name: title });
    await expect(item.getByText('Medical misinformation')).toBeVisible();
    await expect(item.getByText('“Sells a cure”')).toBeVisible();
    await item.getByRole('button', { name: 'Claim' }).click();
    await expect(item.getByText('Claimed by you')).toBeVisible();
    // No reload: the other administrator's queue says who holds the item, and offers no Claim.
    await expect(watched.getByText('Claimed by admin')).toBeVisible();
    await expect(watched.getByRole('button', { name: 'Claim' })).toHaveCount(0);
    await item.getByRole('button', { name: 'Remove' }).click();
    const form = admin.page.getByRole('form', { name: 'Remove 1 item' });
    await form.getByLabel('Reason (the author is told it; kept in the audit log)').fill('Unproven medical claims');
    await form.getByRole('button', { name: 'Confirm: Remove' }).click();
    await expect(admin.page.getByRole('status')).toHaveText('Removed 1 item.');
    await expect(item).toHaveCount(0);

    await page.goto('/notification');
    await expect(page.getByText(`An administrator removed your post “${title}”. Reason: Unproven medical claims`)).toBeVisible();
  } finally {
    await admin.close();
    await watcherContext.close();
  }
});

/** A 1×1 PNG: the server reads its type from these bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the administrator adds a provider with a picture on /admin-provider and a member finds it in the directory', async ({
  page,
  browser,
}) => {
  test.setTimeout(waitOf(90_000));
  const name = `Quillfeather Speech ${Math.random().toString(36).slice(2, 6)}`;
  const admin = await person(browser, 'admin', undefined, { at: '/admin-provider' });
  try {
    await admin.page.getByRole('button', { name: 'Add a provider' }).click();
    const form = admin.page.getByRole('form', { name: 'New provider' });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Street').fill('12 Main St');
    await form.getByLabel('City').fill('Cambridge');
    await form.getByLabel('State (two letters)').fill('MA');
    await form.getByLabel('Zip code').fill('02139');
    await form.getByLabel('Phone').fill('(617) 555-0100');
    await form.getByLabel(/^Website/).fill('https://quillfeather.example');
    await form.getByRole('checkbox', { name: 'Speech therapy' }).check();
    await form
      .getByLabel('Picture (PNG, JPEG, GIF or WebP)')
      .setInputFiles({ name: 'quillfeather.png', mimeType: 'image/png', buffer: PNG });
    await form.getByLabel('Reason (kept in the audit log)').fill('New clinic in Cambridge');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(admin.page.getByText(`Saved: ${name}.`)).toBeVisible();
  } finally {
    await admin.close();
  }
  await signIn(page, 'caregiver', { at: `/providers?therapist_name=${encodeURIComponent(name)}` });
  await page.getByRole('main').getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(/\/directory-item\/\d+/);
  // /directory-item/{id} shows the uploaded picture, loaded from the server.
  const picture = page.getByRole('main').locator('img[src*="/public/provider-pictures/"]');
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});

test('axe: /admin-members with a member open, /admin-audit, and /admin-feed, /admin-questions, /admin-communities, /admin and /admin-provider with a reason form open', async ({
  browser,
}) => {
  test.setTimeout(waitOf(90_000));
  const admin = await person(browser, 'admin', undefined, { at: '/admin-members' });
  await reportedPost(await tokenOf('caregiver'), await tokenOf('careseeker'), 'Reported for the axe sweep');
  try {
    for (const v of AXE_VARIANTS) {
      await admin.page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [SETTINGS_KEY, JSON.stringify({ ...v, layout: 'vertical' })],
      );
      await admin.page.goto('/admin-members');
      await expect(admin.page.locator('html')).toHaveAttribute('dir', v.direction);
      await admin.page.getByLabel('Name, user name or e-mail').fill('careseeker');
      await admin.page.getByRole('button', { name: 'careseeker', exact: true }).click();
      const panel = admin.page.getByRole('region', { name: 'careseeker', exact: true });
      await panel.getByLabel(/^Why are you opening this account\?/).fill('Accessibility review');
      await panel.getByRole('button', { name: 'Open account' }).click();
      await expect(panel.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
      await expectAxeClean(admin.page, `/admin-members ${v.mode} ${v.direction}`, 'main');
      // The other pages opened in the app (the menu, the Audit log link): the app loads once a variant.
      await admin.page.getByRole('main').getByRole('link', { name: 'Audit log' }).click();
      await expect(admin.page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
      await expect(admin.page.getByRole('status')).toBeVisible();
      await expectAxeClean(admin.page, `/admin-audit ${v.mode} ${v.direction}`, 'main');
      // The moderation pages, each with its reason form open.
      await openFromMenu(admin.page, 'Feed', '/admin-feed', 'Administration');
      await admin.page.getByRole('article').first().getByRole('button', { name: 'Remove' }).click();
      await expect(admin.page.getByRole('form', { name: 'Remove 1 item' })).toBeVisible();
      await expectAxeClean(admin.page, `/admin-feed ${v.mode} ${v.direction}`, 'main');
      await openFromMenu(admin.page, 'Questions', '/admin-questions', 'Administration');
      await admin.page.getByRole('article').first().getByRole('button', { name: 'Close' }).click();
      await expect(admin.page.getByRole('form', { name: /^Close “/ })).toBeVisible();
      await expectAxeClean(admin.page, `/admin-questions ${v.mode} ${v.direction}`, 'main');
      await openFromMenu(admin.page, 'Communities', '/admin-communities', 'Administration');
      await admin.page.getByRole('article').first().getByRole('button', { name: 'Archive' }).click();
      await expect(admin.page.getByRole('form', { name: /^Archive / })).toBeVisible();
      await expectAxeClean(admin.page, `/admin-communities ${v.mode} ${v.direction}`, 'main');
      // /admin with Switch off's confirmation open, and /admin-provider with the editor open.
      await openFromMenu(admin.page, 'Concierge', '/admin', 'Administration');
      await admin.page
        .getByRole('button', { name: /^Switch (off|on) mentoring for / })
        .first()
        .click();
      await expect(admin.page.getByRole('form', { name: 'Confirm the action' })).toBeVisible();
      await expectAxeClean(admin.page, `/admin ${v.mode} ${v.direction}`, 'main');
      await openFromMenu(admin.page, 'Providers', '/admin-provider', 'Administration');
      await admin.page.getByRole('button', { name: 'Add a provider' }).click();
      await expect(admin.page.getByRole('form', { name: 'New provider' })).toBeVisible();
      await expectAxeClean(admin.page, `/admin-provider ${v.mode} ${v.direction}`, 'main');
    }
  } finally {
    await admin.close();
  }
});

const UM = '/api/user-manager/v1';

/** A fresh member made a concierge (their request approved) with hours every day: switching their mentoring off touches no shared account. */
async function freshConcierge(adminToken: string) {
  const name = `conc${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const last = `Aalto ${name}`;
  const session = await providerSession(appURL(), {
    signUp: {
      first_name: 'Aa',
      last_name: last,
      user_name: name,
      email: `${name}@example.test`,
      password: 'a-long-password',
      user_type: '1',
    },
  });
  const token = (JSON.parse(session.user) as { access_token: string }).access_token;
  const asked = await call<{ data: { id: number } }>(token, 'POST', `${UM}/concierge-request`, {
    as_type: 5,
    message: 'I coordinate care for families.',
  });
  await call(adminToken, 'POST', `/api/admin/v1/concierge-requests/${asked.data.id}/approve`, { reason: 'Experienced' });
  for (let weekday = 1; weekday <= 7; weekday++)
    await call(token, 'POST', `${UM}/mentor-booking/availability`, { weekday, start: '00:00', end: '24:00' });
  return { token, userId: Number(session.sub), name: `Aa ${last}` };
}

test('mentoring off: the confirmation counts the concierge’s future sessions; confirmed, they are cancelled and both people are told', async ({
  page,
}) => {
  test.setTimeout(waitOf(90_000));
  const adminToken = await tokenOf('admin');
  const caregiver = await tokenOf('caregiver');
  const concierge = await freshConcierge(adminToken);
  // Two sessions booked through the API by the caregiver.
  const slots = await call<{ data: { available_dates: { slots: { start: string }[] }[] } }>(
    caregiver,
    'GET',
    `${UM}/mentor-booking/available-slots?conciergeId=${concierge.userId}&conciergeAuthId=${concierge.userId}`,
  );
  const starts = slots.data.available_dates.flatMap((d) => d.slots.map((s) => s.start)).slice(0, 2);
  expect(starts).toHaveLength(2);
  const booked: number[] = [];
  for (const start of starts) {
    const made = await call<{ data: { id: number } }>(caregiver, 'POST', `${UM}/mentor-booking/schedule`, {
      conciergeId: concierge.userId,
      conciergeAuthId: String(concierge.userId),
      start,
      idempotency_key: crypto.randomUUID(),
    });
    booked.push(made.data.id);
  }

  await signIn(page, 'admin', { at: '/admin' });
  await page.getByRole('button', { name: `Switch off mentoring for ${concierge.name}` }).click();
  const confirm = page.getByRole('form', { name: 'Confirm the action' });
  await expect(confirm).toContainText(
    `Switch mentoring off for ${concierge.name}: 2 upcoming sessions will be cancelled and both people told.`,
  );
  await confirm.getByLabel('Reason (kept in the audit log)').fill('On leave until March');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done: mentoring is off' })).toContainText(
    `Done: mentoring is off for ${concierge.name}; 2 sessions were cancelled.`,
  );

  // Checked through the API: both sessions cancelled, and a notice to each person for each.
  const events = await call<{ data: { id: number; status: string }[] }>(caregiver, 'GET', `${UM}/mentor-booking/events`);
  expect(booked.map((id) => events.data.find((b) => b.id === id)?.status)).toEqual(['cancelled', 'cancelled']);
  for (const who of [caregiver, concierge.token]) {
    const list = await call<{ data: { data: { post_id: unknown; booking_change?: string }[] } }>(
      who,
      'POST',
      '/api/user-audit/user-notification/get?page=0&size=20',
      {},
    );
    // (The concierge was also told of each booking when it was made.)
    const cancelled = list.data.data.filter((n) => n.booking_change === 'cancelled').map((n) => Number(n.post_id));
    expect(cancelled.filter((id) => booked.includes(id)).sort()).toEqual([...booked].sort());
  }
});
