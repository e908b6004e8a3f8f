import { fromCallback, fromPromise } from 'xstate';
import type { UserManager, User as OidcUser } from 'oidc-client-ts';
import type { AuthEvent, CheckSessionOutput, Session, SignInRequest } from '../../machines/auth/auth.machine';
import type { AppConfig } from '../config';

/**
 * The session actors of the auth machine, over oidc-client-ts (authorization
 * code + PKCE). Tokens live in sessionStorage (and this tab's memory), never in
 * localStorage: the sign-in state store is sessionStorage too.
 * oidc-client-ts is imported on first use so it is its own chunk.
 */
export const CALLBACK_PATH = '/auth/callback';

let manager: Promise<UserManager> | null = null;

export function userManager(config: AppConfig): Promise<UserManager> {
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

/** Whether a session is stored, without loading oidc-client-ts (public pages ask this). */
export function hasStoredSession(config: AppConfig): boolean {
  const key = `oidc.user:${config.oidc.authority}:${config.oidc.clientId}`;
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

const isCallback = (url: URL) =>
  url.pathname === CALLBACK_PATH && (url.searchParams.has('code') || url.searchParams.has('error'));

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
      const um = await userManager(config);
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
      let detach = () => {};
      void userManager(config).then((um) => {
        const loaded = (user: OidcUser) => sendBack({ type: 'auth.sessionUpdated', session: toSession(user) });
        const signedOut = () => sendBack({ type: 'auth.sessionEnded' });
        um.events.addUserLoaded(loaded);
        um.events.addUserSignedOut(signedOut);
        detach = () => {
          um.events.removeUserLoaded(loaded);
          um.events.removeUserSignedOut(signedOut);
        };
      });
      return () => detach();
    }),
  };
}
