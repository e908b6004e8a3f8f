import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiGet,
  apiJson,
  beginAuthorization,
  Browser,
  DEMO_PASSWORD,
  exchangeCode,
  serverPerFile,
  signIn,
  signUp,
  userIdOf,
} from './helpers';

/*
 * Issue #37, Settings › Account's e-mail change and Settings › Delete account. The change
 * happens only when the link mailed to the new address is opened by the person who asked
 * (once, before it expires); the deletion waits 14 days with every session ended, a sign-in in
 * them cancels it (after saying so), and after them the server's job deletes the account while
 * its messages stay for the others. The server's clock is the test's: the grace passes at once.
 */
const HOUR = 3600_000;
let now = Date.now();
const server = serverPerFile({ clock: () => now, deletionJobMs: 50 });
const EMAIL = '/api/account/v1/email';
const DELETION = '/api/account/v1/deletion';
const BOOKING = '/api/user-manager/v1/mentor-booking';
const tokens = {} as Record<'caregiver' | 'careseeker' | 'mentor', string>;

beforeAll(async () => {
  for (const who of ['caregiver', 'careseeker', 'mentor'] as const)
    tokens[who] = String((await signIn(server.url, who)).tokens.access_token);
});

/** The newest mail to an address, as the local inbox page shows it. */
async function mailTo(address: string): Promise<string> {
  const html = await (await fetch(server.inboxUrl!)).text();
  const article = html
    .split('<article')
    .slice(1)
    .find((a) => /data-to="([^"]*)"/.exec(a)?.[1] === address);
  if (!article) throw new Error(`no mail to ${address}`);
  return article;
}
const linkToken = (mail: string) => /confirm_email=([A-Za-z0-9_-]{43})/.exec(mail)?.[1] ?? '';

describe('e-mail change', () => {
  const ask = (token: string, body: unknown) => apiJson(server.url, 'POST', EMAIL, body, token);
  const confirm = (token: string, link: string) => apiJson(server.url, 'POST', `${EMAIL}/confirm`, { token: link }, token);

  it('refuses a wrong password, a taken address, its own address and a malformed one, field by field', async () => {
    const wrong = await ask(tokens.careseeker, { new_email: 'daniel@new.test', current_password: 'nope' });
    expect(wrong).toMatchObject({ status: 400, body: { fields: { current_password: 'That is not your current password.' } } });
    const taken = await ask(tokens.careseeker, {
      new_email: 'CAREGIVER@demo.neurohealth.test',
      current_password: DEMO_PASSWORD,
    });
    expect(taken.body.fields).toEqual({ new_email: 'An account with this e-mail already exists.' });
    const own = await ask(tokens.careseeker, { new_email: 'careseeker@demo.neurohealth.test', current_password: DEMO_PASSWORD });
    expect(own.body.fields).toEqual({ new_email: 'This is already your e-mail address.' });
    const bad = await ask(tokens.careseeker, { new_email: 'not an address', current_password: DEMO_PASSWORD });
    expect(bad.body.fields).toEqual({ new_email: 'Enter an e-mail address like name@example.com.' });
    const empty = await ask(tokens.careseeker, { new_email: '', current_password: '' });
    expect(empty.body.fields).toEqual({
      new_email: 'Enter the new e-mail address.',
      current_password: 'Enter your current password.',
    });
    expect((await apiGet(server.url, EMAIL, tokens.careseeker)).body.data).toMatchObject({ pending: null });
  });

  it('changes the address only through the link to the new one, opened by its own person, once', async () => {
    const asked = await ask(tokens.caregiver, { new_email: 'maya@new.test', current_password: DEMO_PASSWORD });
    expect(asked.status).toBe(202);
    expect(asked.body.data).toMatchObject({ email: 'caregiver@demo.neurohealth.test', pending: { new_email: 'maya@new.test' } });
    expect(Date.parse(asked.body.data.pending.expires_at) - now).toBe(24 * HOUR);
    const first = linkToken(await mailTo('maya@new.test'));
    expect(await mailTo('caregiver@demo.neurohealth.test')).toMatch(/m•••@new\.test/);

    // Another person can neither confirm it nor cancel it.
    expect((await confirm(tokens.careseeker, first)).status).toBe(404);
    await apiJson(server.url, 'DELETE', `${EMAIL}/pending`, undefined, tokens.careseeker);
    expect((await apiJson(server.url, 'GET', EMAIL, undefined, tokens.caregiver)).body.data.pending).toMatchObject({
      new_email: 'maya@new.test',
    });

    // One link a minute: a resend at once is refused with the wait, and mails nothing.
    const soon = await fetch(new URL(`${EMAIL}/resend`, server.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.caregiver}` },
    });
    expect(soon.status).toBe(429);
    expect(soon.headers.get('retry-after')).toBe('60');
    expect(await soon.json()).toMatchObject({ message: 'A link was sent less than a minute ago. Try again in 60 seconds.' });
    expect(linkToken(await mailTo('maya@new.test'))).toBe(first);
    now += 60_000;

    // Resend: a fresh link; the first stops working.
    expect((await apiJson(server.url, 'POST', `${EMAIL}/resend`, undefined, tokens.caregiver)).status).toBe(200);
    const second = linkToken(await mailTo('maya@new.test'));
    expect(second).not.toBe(first);
    expect((await confirm(tokens.caregiver, first)).status).toBe(404);

    const done = await confirm(tokens.caregiver, second);
    expect(done).toMatchObject({ status: 200, body: { data: { email: 'maya@new.test', pending: null } } });
    expect((await confirm(tokens.caregiver, second)).status).toBe(404);
    // The sign-in takes the new address; the old one is nobody's.
    await expect(signIn(server.url, 'maya@new.test')).resolves.toBeTruthy();
    await expect(signIn(server.url, 'caregiver@demo.neurohealth.test')).rejects.toThrow();
    expect((await apiJson(server.url, 'POST', `${EMAIL}/resend`, undefined, tokens.caregiver)).status).toBe(404);
  });

  it('a link stops working when it expires or the change is cancelled', async () => {
    await ask(tokens.mentor, { new_email: 'mentor@new.test', current_password: DEMO_PASSWORD });
    const late = linkToken(await mailTo('mentor@new.test'));
    now += 24 * HOUR + 1000;
    expect((await apiJson(server.url, 'GET', EMAIL, undefined, tokens.mentor)).body.data.pending).toBeNull();
    expect((await confirm(tokens.mentor, late)).body).toMatchObject({ error: 'expired' });
    await ask(tokens.mentor, { new_email: 'mentor2@new.test', current_password: DEMO_PASSWORD });
    const dropped = linkToken(await mailTo('mentor2@new.test'));
    const cancelled = await apiJson(server.url, 'DELETE', `${EMAIL}/pending`, undefined, tokens.mentor);
    expect(cancelled.body.data).toEqual({ email: 'mentor@demo.neurohealth.test', pending: null });
    expect((await confirm(tokens.mentor, dropped)).status).toBe(404);
    // Cancelling does not start the minute again: asking at once is refused on the address's field.
    const again = await ask(tokens.mentor, { new_email: 'mentor3@new.test', current_password: DEMO_PASSWORD });
    expect(again).toMatchObject({
      status: 429,
      body: { fields: { new_email: 'A link was sent less than a minute ago. Try again in 60 seconds.' } },
    });
    await expect(mailTo('mentor3@new.test')).rejects.toThrow('no mail');
    now += 60_000;
    expect((await ask(tokens.mentor, { new_email: 'mentor3@new.test', current_password: DEMO_PASSWORD })).status).toBe(202);
  });
});

/** Signs in through the form; during a grace the page says so, and Keep my account finishes the sign-in. */
async function signInKeeping(login: string, password: string) {
  const browser = new Browser(server.url);
  const { uid, verifier } = await beginAuthorization(browser);
  await browser.fetch(`/interaction/${uid}`);
  const posted = await browser.postForm(`/interaction/${uid}/login`, { login, password });
  const page = await posted.text();
  const kept = await browser.postForm(`/interaction/${uid}/keep-account`, {});
  const { location } = await browser.follow(kept);
  const { body } = await exchangeCode(browser, location!, verifier);
  return { page, token: String(body.access_token) };
}

describe('account deletion', () => {
  const schedule = (token: string, secret: string) => apiJson(server.url, 'POST', DELETION, { secret }, token);
  const me = (token: string) => apiGet(server.url, '/api/user-manager/v1/users/me', token);

  it('asks for the PIN when the person has one; a wrong PIN counts toward the PIN’s lockout', async () => {
    expect((await apiGet(server.url, DELETION, tokens.mentor)).body.data).toEqual({
      confirm_with: 'pin',
      scheduled_for: null,
      cancelled_at: null,
    });
    const wrong = await schedule(tokens.mentor, '000000');
    expect(wrong).toMatchObject({ status: 400, body: { fields: { secret: 'That is not your PIN. 4 tries left.' } } });
    expect((await apiGet(server.url, '/api/pin-manager/v1/pin/status', tokens.mentor)).body.attempts_left).toBe(4);
    // The password is not what a PIN holder confirms with.
    expect((await schedule(tokens.mentor, DEMO_PASSWORD)).status).toBe(400);
    expect((await me(tokens.mentor)).status).toBe(200);
  });

  it('counts wrong passwords with the other Settings forms’ and answers 429 after five', async () => {
    const { tokens: t } = await signUp(server.url, 'wrong-guesser');
    const token = String(t.access_token);
    expect((await apiJson(server.url, 'GET', DELETION, undefined, token)).body.data.confirm_with).toBe('password');
    for (let i = 0; i < 4; i += 1)
      expect((await schedule(token, 'not-it')).body.fields).toEqual({ secret: 'That is not your password.' });
    await apiJson(server.url, 'POST', EMAIL, { new_email: 'x@new.test', current_password: 'not-it' }, token);
    expect((await schedule(token, 'a-long-password-1')).status).toBe(429);
  });

  it('ends every session for a grace in which signing in cancels it, then deletes the account and keeps its messages', async () => {
    const leaving = await signUp(server.url, 'leaving-soon');
    const token = String(leaving.tokens.access_token);
    const other = String((await signIn(server.url, 'leaving-soon', 'a-long-password-1')).tokens.access_token);
    const id = await userIdOf(server.url, token);
    const caregiverId = await userIdOf(server.url, tokens.caregiver);
    const sent = await apiJson(
      server.url,
      'POST',
      '/api/chat-server/v2/chat/careseeker/messages',
      { message: 'Thank you for everything' },
      token,
    );
    expect(sent.status).toBe(201);
    const chatId = sent.body.data.chat_id as number;
    expect(
      (await apiJson(server.url, 'POST', `/api/user-manager/v1/users/${id}/follow-requests`, { receiver_id: caregiverId }, token))
        .status,
    ).toBe(201);

    // A session booked with a concierge after the grace: the account's leaving cancels it and tells them.
    const coordinator = String((await signIn(server.url, 'coordinator')).tokens.access_token);
    const coordinatorId = await userIdOf(server.url, coordinator);
    const slots = await apiGet(
      server.url,
      `${BOOKING}/available-slots?conciergeId=${coordinatorId}&conciergeAuthId=${coordinatorId}`,
      token,
    );
    const start = (slots.body.data as { available_dates: { slots: { start: string }[] }[] }).available_dates
      .flatMap((d) => d.slots)
      .find((s) => Date.parse(s.start) > now + 15 * 24 * HOUR)!.start;
    const booked = await apiJson(
      server.url,
      'POST',
      `${BOOKING}/schedule`,
      { conciergeId: coordinatorId, conciergeAuthId: String(coordinatorId), start, idempotency_key: randomUUID() },
      token,
    );
    expect(booked.status).toBe(201);
    const bookingId = booked.body.data.id as number;

    const scheduled = await schedule(token, 'a-long-password-1');
    expect(scheduled.status).toBe(202);
    expect(Date.parse(scheduled.body.data.scheduled_for) - now).toBe(14 * 24 * HOUR);
    expect((await me(token)).status).toBe(401);
    expect((await me(other)).status).toBe(401);

    // Signing in says the deletion is scheduled; Keep my account cancels it.
    const kept = await signInKeeping('leaving-soon', 'a-long-password-1');
    expect(kept.page).toContain('Your account is scheduled for deletion');
    expect((await me(kept.token)).status).toBe(200);
    expect((await apiGet(server.url, DELETION, kept.token)).body.data).toMatchObject({
      scheduled_for: null,
      cancelled_at: new Date(now).toISOString(),
    });
    // Keep my account without the right password in that sign-in is only the sign-in form again.
    const browser = new Browser(server.url);
    const { uid } = await beginAuthorization(browser);
    expect((await browser.postForm(`/interaction/${uid}/keep-account`, {})).status).toBe(400);

    expect((await schedule(kept.token, 'a-long-password-1')).status).toBe(202);
    now += 14 * 24 * HOUR - 60_000;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const search = () =>
      apiJson(server.url, 'POST', '/api/search-engine/v1/users', { search_text: 'leaving-soon' }, tokens.caregiver);
    // A minute before its end the account is still there.
    expect(JSON.stringify((await search()).body)).toContain('leaving-soon');
    now += 2 * 60_000;
    const messages = async () =>
      (await apiGet(server.url, `/api/chat-server/v2/chat/${chatId}/messages?page=0&pageSize=10`, tokens.careseeker)).body
        .data as { data: { body: string; sender_name?: string }[] };
    await expect.poll(async () => (await messages()).data[0]?.sender_name, { timeout: 5000 }).toBe('Deleted account');
    expect((await messages()).data[0]?.body).toBe('Thank you for everything');
    expect(JSON.stringify((await search()).body)).not.toContain('leaving-soon');
    const requests = await apiGet(server.url, `/api/user-manager/v1/users/${caregiverId}/follow-requests`, tokens.caregiver);
    expect(JSON.stringify(requests.body)).not.toContain('leaving-soon');
    await expect(signIn(server.url, 'leaving-soon', 'a-long-password-1')).rejects.toThrow();
    // Their profile is gone, by the old name and by the one the account keeps for its messages.
    expect((await apiGet(server.url, '/api/user-manager/v1/profiles/leaving-soon', tokens.caregiver)).status).toBe(404);
    const keptName = encodeURIComponent(`deleted account ${id}`);
    expect((await apiGet(server.url, `/api/user-manager/v1/profiles/${keptName}`, tokens.caregiver)).status).toBe(404);
    // The concierge's session with them is cancelled, and the concierge told.
    const sessions = await apiGet(server.url, `${BOOKING}/events`, coordinator);
    expect((sessions.body.data as { id: number; status: string }[]).find((b) => b.id === bookingId)?.status).toBe('cancelled');
    const notices = await apiJson(server.url, 'POST', '/api/user-audit/user-notification/get?page=0&size=20', {}, coordinator);
    expect(
      (notices.body.data.data as Record<string, unknown>[]).find(
        (n) => Number(n.post_id) === bookingId && n.booking_change === 'cancelled',
      ),
    ).toMatchObject({ starts_at: start });
    expect(JSON.stringify(notices.body)).toContain('the person you were to meet deleted their account');
  });
});
