/**
 * Signing in without the browser: the identity provider's own authorization-code flow with
 * PKCE, run over HTTP from the test (the same requests oidc-client-ts and the sign-in form
 * make: /oidc/auth, the interaction's form post, /oidc/token), then handed to a page as the
 * app itself would have stored it. The server is the real one, with no test-only route; only
 * the browser's part (two page loads, the form, the callback) is skipped, which cost about
 * two seconds a sign-in on an idle machine and several on a busy one.
 *
 * Every call makes a new provider session and grant. The demo accounts' sessions are kept
 * per lane and handed to each test of that role while they are young and still accepted
 * (fixtures' demoSession); fresh accounts (signUpFresh) get their own. The tests whose
 * subject is signing in or up use the pages (fixtures' signInThroughForms).
 */
import { createHash, randomBytes } from 'node:crypto';
import { expect, request, type Page } from '@playwright/test';

export interface ProviderSession {
  /** The key oidc-client-ts keeps the user under in sessionStorage, and the stored user. */
  storageKey: string;
  user: string;
  /** The account id (the ID token's `sub`): the PIN intro's "skipped" flag is kept by it. */
  sub: string;
  /** The provider's session cookies, so silent renewal and sign-out work as after a real sign-in. */
  cookies: Awaited<ReturnType<Awaited<ReturnType<typeof request.newContext>>['storageState']>>['cookies'];
}

type Discovery = { authority: string; clientId: string; authorize: string; token: string };
const discovered = new Map<string, Promise<Discovery>>();

/** The app's own OIDC settings (config.json) and the provider's endpoints, once per server. */
function discover(baseURL: string): Promise<Discovery> {
  let found = discovered.get(baseURL);
  if (!found) {
    found = (async () => {
      const config = (await (await fetch(new URL('/config.json', baseURL))).json()) as {
        oidc: { authority: string; clientId: string };
      };
      const meta = (await (await fetch(`${config.oidc.authority}/.well-known/openid-configuration`)).json()) as {
        authorization_endpoint: string;
        token_endpoint: string;
      };
      return {
        authority: config.oidc.authority,
        clientId: config.oidc.clientId,
        authorize: meta.authorization_endpoint,
        token: meta.token_endpoint,
      };
    })();
    discovered.set(baseURL, found);
    found.catch(() => discovered.delete(baseURL));
  }
  return found;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');
/** The ID token's protocol claims oidc-client-ts leaves out of the stored profile. */
const PROTOCOL_CLAIMS = ['nbf', 'jti', 'auth_time', 'nonce', 'acr', 'amr', 'azp', 'at_hash'];

export type Credentials =
  | { login: string; password: string }
  | { signUp: { first_name: string; last_name: string; user_name: string; email: string; password: string; user_type: string } };

/** Runs the provider's sign-in (or sign-up) over HTTP and returns what the browser would have stored. */
export async function providerSession(baseURL: string, who: Credentials): Promise<ProviderSession> {
  const { authority, clientId, authorize, token } = await discover(baseURL);
  const origin = new URL(baseURL).origin;
  const redirectUri = `${origin}/auth/callback`;
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(16));
  const api = await request.newContext({ baseURL: origin });
  try {
    const url = new URL(authorize);
    url.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid profile email',
      state,
      code_challenge: base64url(createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
      ...('signUp' in who ? { screen_hint: 'signup' } : {}),
    }).toString();
    // The provider sends the browser to its interaction page (/interaction/<uid>) …
    const page = await api.get(url.href);
    const interaction = new URL(page.url());
    expect(interaction.pathname, 'the provider asks for an interaction').toMatch(/^\/interaction\/[^/]+$/);
    // … whose form, once accepted, leads back to the app's callback with a code.
    const form = 'signUp' in who ? who.signUp : { login: who.login, password: who.password };
    const done = await api.post(`${interaction.pathname}/${'signUp' in who ? 'signup' : 'login'}`, { form });
    const callback = new URL(done.url());
    const code = callback.searchParams.get('code');
    if (callback.pathname !== '/auth/callback' || !code || callback.searchParams.get('state') !== state) {
      throw new Error(
        `the provider did not sign in ${JSON.stringify('login' in form ? form.login : form.user_name)}: ${done.status()} ${done.url()}`,
      );
    }
    const tokens = await api.post(token, {
      form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, code_verifier: verifier },
    });
    expect(tokens.ok(), await tokens.text()).toBe(true);
    const body = (await tokens.json()) as {
      access_token: string;
      id_token: string;
      refresh_token?: string;
      expires_in: number;
      scope: string;
      token_type: string;
    };
    const claims = JSON.parse(Buffer.from(body.id_token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    for (const claim of PROTOCOL_CLAIMS) delete claims[claim];
    // As oidc-client-ts's User.toStorageString() writes it.
    const user = JSON.stringify({
      id_token: body.id_token,
      session_state: null,
      access_token: body.access_token,
      refresh_token: body.refresh_token,
      token_type: body.token_type,
      scope: body.scope,
      profile: claims,
      expires_at: Math.floor(Date.now() / 1000) + body.expires_in,
    });
    return {
      storageKey: `oidc.user:${authority}:${clientId}`,
      user,
      sub: String(claims.sub),
      cookies: (await api.storageState()).cookies,
    };
  } finally {
    await api.dispose();
  }
}

/**
 * Hands a provider session to a page: the provider's cookies to its browser context, and the
 * stored user to the tab's sessionStorage before the app's first script runs, once (a sign-out
 * later in the test stays signed out, a reload keeps the session, as in a real tab).
 * With `skipPinIntro`, the account's "Skip for now" is remembered as if answered before; with
 * `hintsSeen`, the welcome hints (SPEC §4, once per e-mail) as if seen before.
 */
export async function handOver(
  page: Page,
  session: ProviderSession,
  { skipPinIntro, hintsSeen = false }: { skipPinIntro: boolean; hintsSeen?: boolean },
) {
  await page.context().addCookies(session.cookies);
  await page.addInitScript(
    ({ id, key, user, sub, skip, hints }) => {
      try {
        // Once per hand-over: every hand-over's script runs on every load of this tab.
        const done = (sessionStorage.getItem('e2e.handed-over') ?? '').split(' ');
        if (location.protocol !== 'http:' || done.includes(id)) return;
        sessionStorage.setItem('e2e.handed-over', [...done, id].join(' ').trim());
        sessionStorage.setItem(key, user);
        if (skip) {
          const flags = JSON.parse(localStorage.getItem('neurohealth.pin-skipped') ?? '{}') as Record<string, boolean>;
          localStorage.setItem('neurohealth.pin-skipped', JSON.stringify({ ...flags, [sub]: true }));
        }
        const email = (JSON.parse(user) as { profile?: { email?: string } }).profile?.email?.toLowerCase();
        if (hints && email) {
          const seen = JSON.parse(localStorage.getItem('neurohealth.welcome-hints') ?? '{}') as Record<string, unknown>;
          localStorage.setItem('neurohealth.welcome-hints', JSON.stringify({ ...seen, [email]: { welcome: true, tools: true } }));
        }
      } catch {
        // A document without storage (about:blank): the next one of the app's origin takes it.
      }
    },
    {
      id: randomBytes(8).toString('hex'),
      key: session.storageKey,
      user: session.user,
      sub: session.sub,
      skip: skipPinIntro,
      hints: hintsSeen,
    },
  );
}
