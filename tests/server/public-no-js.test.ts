import { describe, expect, it } from 'vitest';
import { apiJson, Browser, serverPerFile } from './helpers';

/*
 * Issue #59: the public pages work from their served HTML. The contact form posts to /contact and
 * is answered with a page (stored as the page's script stores it, refused in the same words, the
 * same limit); Login and Sign up lead to /auth/sign-in and /auth/sign-up, which start the identity
 * provider's sign-in, so a person without scripts reaches its form.
 */
const server = serverPerFile();

/** A form as a browser without scripts posts it. */
const postForm = async (path: string, fields: Record<string, string>) => {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', html: await res.text(), res };
};
const stored = async () =>
  (await apiJson(server.url, 'GET', '/__dev/contact-messages')).body.messages as Array<Record<string, unknown>>;

const valid = { name: 'Ana López', email: 'ana@example.com', role: 'An employer', message: 'We would like to pilot this.' };

describe('POST /contact (the contact form without scripts)', () => {
  it('stores the message as the page’s script would and answers with a confirmation page', async () => {
    const sent = await postForm('/contact', { ...valid, name: ' Ana <b>López</b> ', role: '' });
    expect(sent.status).toBe(200);
    expect(sent.type).toMatch(/^text\/html/);
    expect(sent.res.headers.get('cache-control')).toBe('no-store');
    // The answer's heading takes the focus, as the scripted form's does.
    expect(sent.html).toContain('<h1 tabindex="-1" autofocus>Thank you, your message is with us</h1>');
    expect(sent.html).toContain('reply to <strong>ana@example.com</strong>');
    expect(sent.html).toContain('href="/"');
    expect((await stored()).at(-1)).toMatchObject({
      name: 'Ana <b>López</b>',
      email: 'ana@example.com',
      role: null,
      message: 'We would like to pilot this.',
    });
  });

  it('answers a refused form with the form again: what to correct, the typed values kept and escaped, nothing stored', async () => {
    const before = (await stored()).length;
    const bad = await postForm('/contact', {
      name: 'Ben "the" <i>',
      email: 'not-an-email',
      role: 'A health plan',
      message: 'short',
    });
    expect(bad.status).toBe(400);
    expect(bad.type).toMatch(/^text\/html/);
    expect(bad.html).toContain('role="alert"');
    expect(bad.html).toContain('<form method="post" action="/contact"');
    expect(bad.html).toContain('Enter an email address like name@example.com.');
    expect(bad.html).toContain('Your message must be at least 10 characters.');
    expect(bad.html).toContain('value="Ben &quot;the&quot; &lt;i&gt;"');
    expect(bad.html).toContain('value="not-an-email"');
    expect(bad.html).toContain('<option value="A health plan" selected>');
    expect(bad.html).toMatch(/<textarea [^>]*>short<\/textarea>/);
    expect(bad.html).not.toContain('<i>');

    // The JSON route's limits: 100 characters of name, 4,000 of message, 60 of role; a field left out says what it needs.
    const long = await postForm('/contact', { ...valid, name: 'n'.repeat(101), role: 'r'.repeat(61), message: 'm'.repeat(4001) });
    expect(long.status).toBe(400);
    expect(long.html).toContain('Your name must be 100 characters or fewer.');
    expect(long.html).toContain('Keep this to 60 characters or fewer.');
    expect(long.html).toContain('Your message must be 4,000 characters or fewer.');
    const missing = await postForm('/contact', { message: 'A message long enough.' });
    expect(missing.status).toBe(400);
    expect(missing.html).toContain('Enter your name.');
    expect(missing.html).toContain('Enter your email address so we can reply.');
    expect(await stored()).toHaveLength(before);
  });

  it('shares the JSON route’s limit of 10 messages in 10 minutes per address, refused forms included', async () => {
    // The tests above posted 4 forms from this address.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await postForm('/contact', valid)).status);
    statuses.push((await apiJson(server.url, 'POST', '/public/contact-messages', valid)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 201]);
    const over = await postForm('/contact', valid);
    expect(over.status).toBe(429);
    expect(over.type).toMatch(/^text\/html/);
    expect(Number(over.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.html).toContain('Please wait a few minutes');
    expect((await apiJson(server.url, 'POST', '/public/contact-messages', valid)).status).toBe(429);
  });
});

describe('GET /auth/sign-in and /auth/sign-up (Login and Sign up without scripts)', () => {
  it.each([
    { path: '/auth/sign-in', screen: 'Sign in', signup: false },
    { path: '/auth/sign-up', screen: 'Create your account', signup: true },
  ])('$path starts the provider’s sign-in with PKCE and reaches its form', async ({ path, signup }) => {
    const browser = new Browser(server.url);
    const start = await browser.fetch(path);
    expect(start.status).toBe(303);
    expect(start.headers.get('cache-control')).toBe('no-store');
    const authorize = new URL(start.headers.get('location') ?? '');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${server.url}/oidc/auth`);
    const q = authorize.searchParams;
    expect(q.get('client_id')).toBe('neurohealth-web');
    expect(q.get('response_type')).toBe('code');
    expect(q.get('redirect_uri')).toBe(`${server.url}/auth/callback`);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toMatch(/^[0-9a-f]{32}$/);
    expect(q.get('screen_hint')).toBe(signup ? 'signup' : null);
    // Each start is its own: a new state and challenge.
    const again = new URL((await browser.fetch(path)).headers.get('location') ?? '');
    expect(again.searchParams.get('state')).not.toBe(q.get('state'));
    expect(again.searchParams.get('code_challenge')).not.toBe(q.get('code_challenge'));

    // The provider takes it and shows its form.
    const { res } = await browser.follow(await browser.fetch(authorize.href));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<form');
    expect(html).toContain(signup ? 'name="user_name"' : 'name="login"');
  });
});
