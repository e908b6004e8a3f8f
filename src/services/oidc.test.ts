// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { AppConfig } from '../config';

/** How often the client library was constructed, and what its getUser answers. */
const library = vi.hoisted(() => ({ made: 0, user: null as unknown }));
vi.mock('oidc-client-ts', () => ({
  UserManager: class {
    events = {
      addUserLoaded: () => undefined,
      addUserSignedOut: () => undefined,
      removeUserLoaded: () => undefined,
      removeUserSignedOut: () => undefined,
    };
    constructor() {
      library.made += 1;
    }
    getUser = async () => library.user;
  },
  WebStorageStateStore: class {},
}));

const config = { oidc: { authority: 'http://localhost/oidc', clientId: 'app' } } as AppConfig;
const KEY = 'oidc.user:http://localhost/oidc:app';
const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const store = (expiresInS: number) =>
  window.sessionStorage.setItem(
    KEY,
    JSON.stringify({ access_token: 'token-1', expires_at: NOW / 1000 + expiresInS, profile: { sub: '42' }, id_token: 'x' }),
  );

/** A fresh copy of the module (its library handle is per page load). */
const load = async () => {
  vi.resetModules();
  return import('./oidc');
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
  library.made = 0;
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/dashboard');
});
afterEach(() => vi.useRealTimers());

describe('a signed-in page load reads the stored session without the client library (#38)', () => {
  it('takes a stored session with time left as it is, and loads the library 120 s before the token expires', async () => {
    store(600);
    const { createAuthActors, RENEW_AHEAD_S } = await load();
    const actors = createAuthActors(config);
    const checked = await toPromise(createActor(actors.checkSession).start());
    expect(checked).toEqual({ session: { accessToken: 'token-1', expiresAt: NOW / 1000 + 600, subject: '42' }, returnTo: null });
    expect(library.made).toBe(0);

    const events = createActor(actors.sessionEvents).start();
    await vi.advanceTimersByTimeAsync((600 - RENEW_AHEAD_S) * 1000 - 1);
    expect(library.made).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.dynamicImportSettled();
    expect(library.made).toBe(1);
    events.stop();
  });

  it('leaves a session about to expire, or not in the library’s shape, to the library', async () => {
    store(100); // within RENEW_AHEAD_S (120 s) of expiry
    library.user = { access_token: 'token-2', expires_at: NOW / 1000 + 60, profile: { sub: '42' }, expired: false };
    const first = await load();
    expect(await toPromise(createActor(first.createAuthActors(config).checkSession).start())).toEqual({
      session: { accessToken: 'token-2', expiresAt: NOW / 1000 + 60, subject: '42' },
      returnTo: null,
    });
    expect(library.made).toBe(1);

    window.sessionStorage.setItem(KEY, '{"access_token":"token-3"}');
    const second = await load();
    expect(second.readStoredSession(config)).toBeNull();
    await toPromise(createActor(second.createAuthActors(config).checkSession).start());
    expect(library.made).toBe(2);
  });

  it('hears the library’s events as soon as something else loads it (signing out, a renewal)', async () => {
    store(600);
    const { createAuthActors, userManager } = await load();
    const actors = createAuthActors(config);
    const events = createActor(actors.sessionEvents).start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(library.made).toBe(0);
    await userManager(config);
    await vi.advanceTimersByTimeAsync(0);
    expect(library.made).toBe(1);
    events.stop();
  });
});

describe('a callback for a sign-in this tab did not start (#59: Login followed without scripts)', () => {
  const redirects: unknown[] = [];
  const callbacks: string[] = [];
  beforeEach(() => {
    redirects.length = 0;
    callbacks.length = 0;
    vi.doMock('oidc-client-ts', () => ({
      UserManager: class {
        signinRedirect = async (args: unknown) => void redirects.push(args);
        signinRedirectCallback = async () => {
          callbacks.push(window.location.search);
          return { access_token: 'token-9', expires_at: NOW / 1000 + 600, profile: { sub: '7' }, state: { returnTo: '/notes' } };
        };
      },
      WebStorageStateStore: class {},
    }));
  });
  afterEach(() => vi.doUnmock('oidc-client-ts'));

  const check = async () => {
    const { createAuthActors } = await load();
    const actor = createActor(createAuthActors(config).checkSession).start();
    let settled: unknown = 'not settled';
    void toPromise(actor).then(
      (v) => (settled = v),
      (e: unknown) => (settled = e),
    );
    await vi.advanceTimersByTimeAsync(0);
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
    return () => settled;
  };

  it('signs in afresh with the app’s own state instead of failing, once', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=abc&state=made-by-the-server');
    const settled = await check();
    expect(redirects).toEqual([{ state: { returnTo: '/dashboard' } }]);
    expect(callbacks).toEqual([]);
    expect(settled()).toBe('not settled');

    // Back again with a state it does not know within two minutes: the library's own answer (the error page).
    window.history.replaceState(null, '', '/auth/callback?code=def&state=unknown-again');
    await vi.advanceTimersByTimeAsync(60_000);
    await check();
    expect(redirects).toHaveLength(1);
    expect(callbacks).toEqual(['?code=def&state=unknown-again']);
  });

  it('redeems a callback whose state this tab stored, as before', async () => {
    window.sessionStorage.setItem('oidc.mine', '{"id":"mine"}');
    window.history.replaceState(null, '', '/auth/callback?code=abc&state=mine');
    const settled = await check();
    expect(redirects).toEqual([]);
    expect(settled()).toEqual({
      session: { accessToken: 'token-9', expiresAt: NOW / 1000 + 600, subject: '7' },
      returnTo: '/notes',
    });
  });

  it('leaves a refusal from the provider (no code) to the library', async () => {
    window.history.replaceState(null, '', '/auth/callback?error=access_denied&state=made-by-the-server');
    await check();
    expect(redirects).toEqual([]);
    expect(callbacks).toEqual(['?error=access_denied&state=made-by-the-server']);
  });
});
