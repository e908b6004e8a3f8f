// @postgres: the webinars' and feedback stores.
import { beforeAll, describe, expect, it } from 'vitest';
import { WEBINARS, webinarStarted } from '../../contract/webinar-schedule';
import { apiGet, apiJson, serverPerFile, signIn } from './helpers';

/*
 * Issue #63.13: /webinar's Register and the beta's feedback form, as the server answers them: to
 * the page's script (JSON) and to a browser without scripts (a form post, answered with a page).
 * A registration is confirmed by e-mail with the session's calendar entry; feedback is stored and
 * listed for administrators only.
 */
// The server's clock on 1 December 2026: the first three sessions are to come, the last two are over.
const NOW = Date.parse('2026-12-01T12:00:00Z');
const server = serverPerFile({ clock: () => NOW });
const UPCOMING = WEBINARS.find((w) => w.id === 'working-caregivers-employers')!;
const PAST = WEBINARS.find((w) => webinarStarted(w, NOW))!;

type Mail = {
  to: string;
  subject: string;
  text: string;
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
};
const mailTo = async (to: string) => ((await apiGet(server.url, '/__dev/mail')).body.mail as Mail[]).filter((m) => m.to === to);
/** A form as a browser without scripts posts it. */
const postForm = async (path: string, fields: Record<string, string>) => {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', html: await res.text() };
};

let admin = '';
let caregiver = '';
beforeAll(async () => {
  admin = String((await signIn(server.url, 'admin')).tokens.access_token);
  caregiver = String((await signIn(server.url, 'caregiver')).tokens.access_token);
});

describe('webinar registration', () => {
  it('registers once per address and e-mails a confirmation with the session’s calendar entry', async () => {
    const body = { webinar_id: UPCOMING.id, name: 'Rosa Diaz', email: 'rosa@example.test' };
    const res = await apiJson(server.url, 'POST', '/public/webinars/registrations', body);
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ webinar_id: UPCOMING.id, email: 'rosa@example.test', already: false });
    const [mail, ...more] = await mailTo('rosa@example.test');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`You're registered: ${UPCOMING.title}`);
    expect(mail!.text).toMatch(/When: Thursday, February 11, 2027, 1:00\s*–\s*2:00\sPM EST \(60 minutes\)/);
    const ics = mail!.attachments!.find((a) => a.filename === 'webinar.ics')!;
    expect(ics.contentType).toMatch(/^text\/calendar/);
    expect(ics.content).toContain('BEGIN:VEVENT');
    expect(ics.content).toContain('DTSTART:20270211T180000Z');
    expect(ics.content).toContain('DURATION:PT60M');
    expect(ics.content).toContain(`SUMMARY:${UPCOMING.title.slice(0, 40)}`);

    // Again, even in other capitals: the same registration, no second e-mail.
    const again = await apiJson(server.url, 'POST', '/public/webinars/registrations', { ...body, email: 'Rosa@Example.test' });
    expect(again.status).toBe(201);
    expect(again.body.data.already).toBe(true);
    expect(await mailTo('rosa@example.test')).toHaveLength(1);
  });

  it('refuses a session that is over, one that does not exist, and fields that are wrong, each in the form’s words', async () => {
    const past = await apiJson(server.url, 'POST', '/public/webinars/registrations', {
      webinar_id: PAST.id,
      name: 'Sam',
      email: 'sam@example.test',
    });
    expect(past.status).toBe(409);
    expect(past.body.message).toBe('This session has already taken place. Choose an upcoming one.');
    const wrong = await apiJson(server.url, 'POST', '/public/webinars/registrations', {
      webinar_id: 'nope',
      name: ' ',
      email: 'x',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({
      webinar_id: 'Choose one of the sessions on the page.',
      name: 'Enter your name.',
      email: 'Enter an e-mail address like name@example.com.',
    });
    expect(await mailTo('sam@example.test')).toEqual([]);
  });

  it('answers the form posted without scripts with a page: registered, or the form again with what to correct, values kept', async () => {
    const ok = await postForm('/webinar/register', { webinar_id: UPCOMING.id, name: 'Ana <b>', email: 'ana@example.test' });
    expect(ok.status).toBe(200);
    expect(ok.type).toMatch(/^text\/html/);
    expect(ok.html).toContain('<h1 tabindex="-1" autofocus>You\'re registered</h1>');
    expect(ok.html).toContain('We sent a confirmation to <strong>ana@example.test</strong>');
    expect(ok.html).toContain('href="/webinar"');
    expect((await mailTo('ana@example.test'))[0]!.text).toContain('Hello Ana <b>,');

    const bad = await postForm('/webinar/register', { webinar_id: UPCOMING.id, name: 'Ben "the" <i>', email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('role="alert"');
    expect(bad.html).toContain('Enter an e-mail address like name@example.com.');
    // What was typed comes back, escaped.
    expect(bad.html).toContain('value="Ben &quot;the&quot; &lt;i&gt;"');
    expect(bad.html).toContain('value="not-an-address"');
    expect(bad.html).toContain(`name="webinar_id" value="${UPCOMING.id}"`);
    expect(bad.html).not.toContain('<i>');
  });
});

describe('beta feedback', () => {
  it('stores feedback from the page’s script and from a form posted without scripts; administrators list it, newest first', async () => {
    const sent = await apiJson(server.url, 'POST', '/public/feedback', {
      message: 'The directory map is hard to read on my phone.',
      page: 'Providers',
      email: '',
    });
    expect(sent.status).toBe(201);
    const form = await postForm('/feedback', {
      message: 'Please add <script>alert(1)</script> Spanish.',
      page: '',
      email: 'kim@example.test',
    });
    expect(form.status).toBe(200);
    expect(form.html).toContain('Thank you, your feedback is with us');
    expect(form.html).toContain('will reply to <strong>kim@example.test</strong>');

    const res = await apiGet(server.url, '/api/admin/v1/feedback?size=2', admin);
    expect(res.status).toBe(200);
    const list = res as unknown as { body: { data: { total: number; data: Array<Record<string, unknown>> } } };
    expect(list.body.data.total).toBeGreaterThanOrEqual(2);
    expect(list.body.data.data.map((f) => f.message)).toEqual([
      'Please add <script>alert(1)</script> Spanish.',
      'The directory map is hard to read on my phone.',
    ]);
    expect(list.body.data.data[0]).toMatchObject({ page: null, email: 'kim@example.test' });
    expect(list.body.data.data[1]).toMatchObject({ page: 'Providers', email: null });
  });

  it('refuses empty or malformed feedback in the form’s words (a page again without scripts), and lists it to administrators only', async () => {
    const bad = await apiJson(server.url, 'POST', '/public/feedback', { message: ' ', email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      message: 'Tell us what to improve.',
      email: 'Enter an e-mail address like name@example.com, or leave it empty.',
    });
    const page = await postForm('/feedback', { message: 'hi', page: 'Home', email: '' });
    expect(page.status).toBe(400);
    expect(page.html).toContain('Write at least 5 characters.');
    expect(page.html).toContain('>hi</textarea>');
    expect(page.html).toContain('value="Home"');

    expect((await apiGet(server.url, '/api/admin/v1/feedback', caregiver)).status).toBe(403);
    expect((await apiGet(server.url, '/api/admin/v1/feedback')).status).toBe(401);
  });
});
