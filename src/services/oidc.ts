import { fromCallback, fromPromise } from 'xstate';
import type { UserManager, User as OidcUser } from 'oidc-client-ts';
import type { AuthEvent, CheckSessionOutput, Session, SignInRequest } from '../../machines/auth/auth.machine';
import type { AppConfig } from '../config';

/**
 * The session actors of the auth machine, over oidc-client-ts (authorization
 * code + PKCE). Tokens live in sessionStorage (and this tab's memory), never in
 * localStorage: the sign-in state store is sessionStorage too.
 * oidc-client-ts is imported on first use so it is its own chunk, and a signed-in page load
 * (a reload, a link opened in the same tab) does not use it at all until it has something to
 * do (issue #38: about 17 kB gzip off every signed-in page's first load): the session is read
 * from storage as the library wrote it, and the library loads to sign in, to sign out, to renew
 * after a refusal, or shortly before the access token expires (`RENEW_AHEAD_S`), when its own
 * background renewal (automaticSilentRenew, armed as it loads) takes over.
 */
export const CALLBACK_PATH = '/auth/callback';

/**
 * How long before the access token expires the library is loaded, when the session was read
 * without it: it renews by itself 60 s before expiry (its accessTokenExpiringNotificationTime).
 */
export const RENEW_AHEAD_S = 120;

let manager: Promise<UserManager> | null = null;
let managerCreated: () => void = () => undefined;
/** Settles when the library is first loaded, by whatever needed it (sessionEvents listens from then). */
const whenManagerCreated = new Promise<void>((resolve) => (managerCreated = resolve));

export function userManager(config: AppConfig): Promise<UserManager> {
  if (!manager) managerCreated();
  manager ??= import('oidc-client-ts').then(({ UserManager, WebStorageStateStore }) => {
    const origin = window.location.origin;
    return new UserManager({
      authority: config.oidc.authority,
      client_id: config.oidc.clientId,
      redirect_uri: `${origin}${CALLBACK_PATH}`,
      post_logout_redirect_uri: `${origin}/`,
      response_type: 'code',
      scope: 'openid profile email',
      // Audience-bound JWT access tokens; the API serves the profile.
      loadUserInfo: false,
      automaticSilentRenew: true,
      userStore: new WebStorageStateStore({ store: window.sessionStorage }),
      stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    });
  });
  return manager;
}

export const toSession = (user: OidcUser): Session => ({
  accessToken: user.access_token,
  expiresAt: user.expires_at ?? null,
  subject: user.profile.sub,
});

const storageKey = (config: AppConfig) => `oidc.user:${config.oidc.authority}:${config.oidc.clientId}`;

/** Whether a session is stored, without loading oidc-client-ts (public pages ask this). */
export function hasStoredSession(config: AppConfig): boolean {
  try {
    return window.sessionStorage.getItem(storageKey(config)) !== null;
  } catch {
    return false;
  }
}

/**
 * The stored session as oidc-client-ts wrote it (User.toStorageString: `access_token`,
 * `expires_at` in seconds, `profile.sub`), read without the library; null when there is none or
 * it is not in that shape (the library then reads it as before).
 */
export function readStoredSession(config: AppConfig): Session | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(storageKey(config)) ?? 'null') as {
      access_token?: unknown;
      expires_at?: unknown;
      profile?: { sub?: unknown } | null;
    } | null;
    if (typeof stored?.access_token !== 'string' || !stored.access_token) return null;
    if (typeof stored.profile?.sub !== 'string' || typeof stored.expires_at !== 'number') return null;
    return { accessToken: stored.access_token, expiresAt: stored.expires_at, subject: stored.profile.sub };
  } catch {
    return null;
  }
}

/** Seconds left before the session's access token expires (negative once it has). */
const secondsLeft = (session: Session) => (session.expiresAt ?? 0) - Date.now() / 1000;

const isCallback = (url: URL) =>
  url.pathname === CALLBACK_PATH && (url.searchParams.has('code') || url.searchParams.has('error'));

/**
 * A callback carrying a code for a state this tab did not make: a sign-in the server started for a
 * page used before or without its script (issue #59, server/web/static-app.ts), or one started in
 * another tab. Its code cannot be redeemed here (the verifier is not in this tab), so the app
 * signs in afresh with its own state; the person has just signed in at the provider, which answers
 * at once. Once in RESTART_WINDOW_MS at most: a second unknown state (a storage that keeps nothing)
 * ends on the callback's error page instead of going round.
 */
const RESTARTED_KEY = 'nh.signin.restarted';
const RESTART_WINDOW_MS = 2 * 60_000;

function restartsSignIn(url: URL): boolean {
  if (!url.searchParams.has('code')) return false;
  const state = url.searchParams.get('state');
  try {
    const storage = window.sessionStorage;
    if (state && storage.getItem(`oidc.${state}`) !== null) return false;
    const last = Number(storage.getItem(RESTARTED_KEY));
    if (last && Date.now() - last < RESTART_WINDOW_MS) return false;
    storage.setItem(RESTARTED_KEY, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}

const safeReturnPath = (value: unknown): string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/dashboard';

/**
 * Forgets the stored session when the server has ended it (machines/auth: revoked or refused):
 * its tokens no longer work, and a reload must not try them again.
 */
export async function discardStoredSession(config: AppConfig): Promise<void> {
  const um = await userManager(config);
  await um.removeUser();
}

export function createAuthActors(config: AppConfig) {
  return {
    checkSession: fromPromise<CheckSessionOutput>(async () => {
      const url = new URL(window.location.href);
      if (!isCallback(url) && !hasStoredSession(config)) return { session: null, returnTo: null };
      // A stored session good for a while yet is taken as it is: the library is not needed to
      // read it (sessionEvents loads it before the token expires). Otherwise the library reads,
      // renews or forgets it as before.
      const stored = isCallback(url) || manager ? null : readStoredSession(config);
      if (stored && secondsLeft(stored) > RENEW_AHEAD_S)
        return { session: stored, returnTo: url.pathname === CALLBACK_PATH ? '/dashboard' : null };
      const um = await userManager(config);
      if (isCallback(url) && restartsSignIn(url)) {
        await um.signinRedirect({ state: { returnTo: '/dashboard' } });
        // The page is leaving; never settle, so the machine stays in checking.
        await new Promise(() => {});
      }
      if (isCallback(url)) {
        const user = await um.signinRedirectCallback();
        const state = user.state as { returnTo?: unknown } | undefined;
        return { session: toSession(user), returnTo: safeReturnPath(state?.returnTo) };
      }
      let user = await um.getUser();
      if (user?.expired) {
        user = await um.signinSilent().catch(async () => {
          await um.removeUser();
          return null;
        });
      }
      return {
        session: user ? toSession(user) : null,
        // A signed-in reload of the bare callback URL goes home.
        returnTo: url.pathname === CALLBACK_PATH ? '/dashboard' : null,
      };
    }),
    redirectToSignIn: fromPromise<void, SignInRequest>(async ({ input }) => {
      const um = await userManager(config);
      await um.signinRedirect({
        state: { returnTo: safeReturnPath(input.returnTo) },
        ...(input.signup ? { extraQueryParams: { screen_hint: 'signup' } } : {}),
      });
      // The page is leaving; never settle, so the machine stays in signingIn.
      await new Promise(() => {});
    }),
    redirectToSignOut: fromPromise<void>(async () => {
      const um = await userManager(config);
      await um.signoutRedirect();
      await new Promise(() => {});
    }),
    renewSession: fromPromise<Session>(async () => {
      const um = await userManager(config);
      const user = await um.signinSilent();
      if (!user) throw new Error('Silent renewal returned no session');
      return toSession(user);
    }),
    sessionEvents: fromCallback<AuthEvent>(({ sendBack }) => {
      let stopped = false;
      let attached = false;
      let detach = () => {};
      const attach = () => {
        if (attached || stopped) return;
        attached = true;
        void userManager(config).then((um) => {
          if (stopped) return;
          const loaded = (user: OidcUser) => sendBack({ type: 'auth.sessionUpdated', session: toSession(user) });
          const signedOut = () => sendBack({ type: 'auth.sessionEnded' });
          um.events.addUserLoaded(loaded);
          um.events.addUserSignedOut(signedOut);
          detach = () => {
            um.events.removeUserLoaded(loaded);
            um.events.removeUserSignedOut(signedOut);
          };
        });
      };
      // Whatever loads the library first (a renewal after a refusal, signing out), its events are heard from then.
      void whenManagerCreated.then(attach);
      // A session read without the library: load it shortly before the access token expires, so its
      // background renewal (armed as it loads) renews in time, as it does when loaded at sign-in.
      const stored = manager ? null : readStoredSession(config);
      const wait = stored ? Math.min(2 ** 31 - 1, Math.max(0, (secondsLeft(stored) - RENEW_AHEAD_S) * 1000)) : 0;
      const timer = setTimeout(attach, wait);
      return () => {
        stopped = true;
        clearTimeout(timer);
        detach();
      };
    }),
  };
}
