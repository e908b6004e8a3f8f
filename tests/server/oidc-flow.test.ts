// @postgres: the OIDC provider's adapter (grants, sessions, codes) in SQL.
import { describe, expect, it } from 'vitest';
import {
  APP_ORIGIN,
  apiGet,
  beginAuthorization,
  Browser,
  DEMO_PASSWORD,
  exchangeCode,
  pkce,
  REDIRECT_URI,
  signIn,
  serverPerFile,
} from './helpers';

const server = serverPerFile();

describe('authorization code + PKCE', () => {
  it('signs in with the demo password, calls the API with the JWT and refreshes', async () => {
    const browser = new Browser(server.url);
    const { uid, verifier, state } = await beginAuthorization(browser);

    const page = await browser.fetch(`/interaction/${uid}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<label for="login">E-mail or user name<\/label>/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toContain('Create an account');

    const posted = await browser.postForm(`/interaction/${uid}/login`, { login: 'caregiver', password: DEMO_PASSWORD });
    expect(posted.status).toBe(303);
    const { location } = await browser.follow(posted);
    expect(location?.startsWith(`${REDIRECT_URI}?`)).toBe(true);
    expect(new URL(location ?? '').searchParams.get('state')).toBe(state);

    const { res, body } = await exchangeCode(browser, location ?? '', verifier);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(typeof body.access_token).toBe('string');
    expect(String(body.access_token).split('.')).toHaveLength(3);
    expect(typeof body.refresh_token).toBe('string');
    const idClaims = JSON.parse(Buffer.from(String(body.id_token).split('.')[1] ?? '', 'base64url').toString());
    expect(idClaims).toMatchObject({ preferred_username: 'caregiver', name: 'caregiver', user_type: 1 });

    const me = await apiGet(server.url, '/api/user-manager/v1/users/me', String(body.access_token));
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      user_name: 'caregiver',
      first_name: 'Maya',
      last_name: 'Thompson',
      user_type: 1,
      is_mentor: false,
      email: 'caregiver@demo.neurohealth.test',
      profile_picture: `${server.url}/public/avatars/caregiver.svg`,
      mentor_detail: null,
      care_provider_detail: null,
      // A seeded account has a history: it is greeted "Welcome back" (#28.6).
      first_sign_in: false,
    });

    const refreshed = await fetch(`${server.url}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP_ORIGIN },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: String(body.refresh_token),
        client_id: 'neurohealth-web',
      }).toString(),
    });
    expect(refreshed.status).toBe(200);
    const again = (await refreshed.json()) as Record<string, string>;
    expect(again.refresh_token).toBeTruthy();
    const me2 = await apiGet(server.url, '/api/user-manager/v1/users/me', again.access_token);
    expect(me2.status).toBe(200);

    // A second authorization reuses the session cookie: straight back to the app, no page.
    const silent = await browser.fetch(
      `/oidc/auth?${new URLSearchParams({
        client_id: 'neurohealth-web',
        response_type: 'code',
        redirect_uri: REDIRECT_URI,
        scope: 'openid profile email',
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
        prompt: 'none',
      })}`,
    );
    const { location: silentLocation } = await browser.follow(silent);
    expect(new URL(silentLocation ?? 'http://x').searchParams.get('code')).toBeTruthy();
  });

  it('re-renders the sign-in page with the exact error on a wrong password', async () => {
    const browser = new Browser(server.url);
    const { uid } = await beginAuthorization(browser);
    const res = await browser.postForm(`/interaction/${uid}/login`, { login: 'caregiver', password: 'not-the-password' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/role="alert">Wrong e-mail, user name or password\.</);
    expect(html).toContain('value="caregiver"');
  });

  it('escapes what the user typed', async () => {
    const browser = new Browser(server.url);
    const { uid } = await beginAuthorization(browser);
    const res = await browser.postForm(`/interaction/${uid}/login`, { login: '"><script>x</script>', password: 'x' });
    const html = await res.text();
    expect(html).not.toContain('<script>x</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('signs up with screen_hint=signup and the new user can call /users/me', async () => {
    const browser = new Browser(server.url);
    const { uid, verifier } = await beginAuthorization(browser, { screen_hint: 'signup' });
    const page = await (await browser.fetch(`/interaction/${uid}`)).text();
    expect(page).toContain('Create account');
    expect(page).toContain('<option value="4">A care provider</option>');

    const fields = {
      first_name: 'Nina',
      last_name: 'Okafor',
      user_name: 'nina.okafor',
      email: 'nina@example.test',
      password: 'long-enough-1',
      user_type: '4',
      provider_name: '',
    };
    const invalid = await browser.postForm(`/interaction/${uid}/signup`, fields);
    const invalidHtml = await invalid.text();
    expect(invalid.status).toBe(200);
    expect(invalidHtml).toContain('aria-describedby="provider_name-hint provider_name-error"');
    expect(invalidHtml).toContain('value="nina.okafor"');

    const taken = await browser.postForm(`/interaction/${uid}/signup`, {
      ...fields,
      user_name: 'caregiver',
      provider_name: 'Okafor Therapy',
    });
    expect(await taken.text()).toContain('This user name is already taken');

    const ok = await browser.postForm(`/interaction/${uid}/signup`, { ...fields, provider_name: 'Okafor Therapy' });
    expect(ok.status).toBe(303);
    const { location } = await browser.follow(ok);
    const { body } = await exchangeCode(browser, location ?? '', verifier);
    const me = await apiGet(server.url, '/api/user-manager/v1/users/me', String(body.access_token));
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      user_name: 'nina.okafor',
      user_type: 4,
      care_provider_detail: { provider_name: 'Okafor Therapy' },
      profile_picture: `${server.url}/public/avatars/nina.okafor.svg`,
      // Issue #28.6: a new account's first sign-in is a fact the server knows ("Welcome"), and the next is not.
      first_sign_in: true,
    });
    const second = await signIn(server.url, 'nina.okafor', fields.password);
    const meAgain = await apiGet(server.url, '/api/user-manager/v1/users/me', String(second.tokens.access_token));
    expect(meAgain.body.data).toMatchObject({ first_sign_in: false });
  });

  it('logs out without an extra click (the confirm form submits itself)', async () => {
    const { browser, tokens } = await signIn(server.url, 'careseeker');
    const res = await browser.fetch(
      `/oidc/session/end?${new URLSearchParams({
        id_token_hint: String(tokens.id_token),
        post_logout_redirect_uri: `${APP_ORIGIN}/`,
        client_id: 'neurohealth-web',
      })}`,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('id="op.logoutForm"');
    expect(html).toContain('form.submit()');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await browser.postForm('/oidc/session/end/confirm', { xsrf, logout: 'yes' });
    const { location } = await browser.follow(confirmed);
    expect(location).toBe(`${APP_ORIGIN}/`);
  });
});
