import * as z from 'zod/mini';
import { endpoint, raw } from './endpoint';
import { AVATARS } from './web-avatars';
import { SIGN_IN_START } from './public-form-words';

/** What the server serves beside the API: the app's config and avatars. */

export const config = endpoint({
  method: 'GET',
  path: '/config.json',
  summary: 'The app’s runtime configuration (API origin, OIDC, realtime paths, error reporting).',
  response: z.looseObject({ apiBaseUrl: z.string() }),
  auth: 'public',
  hidden: true,
  serverOnly: 'read by src/config.ts before any service exists',
});

export const avatar = endpoint({
  method: 'GET',
  path: `${AVATARS}:name.svg`,
  summary: 'A deterministic avatar for any name (a person’s shows their initials).',
  params: z.object({ name: z.string() }),
  response: raw('image/svg+xml'),
  auth: 'public',
  hidden: true,
  serverOnly: 'an <img> source',
});

/**
 * The public pages' Login and Sign up without scripts (issue #59): a redirect to the identity provider's
 * authorization endpoint (code + PKCE). The browser has no code verifier for it, so the app, at
 * /auth/callback, meets a state it did not make and starts its own sign-in, which the provider's
 * session (just made) answers at once.
 */
export const signInStart = endpoint({
  method: 'GET',
  path: SIGN_IN_START.signIn,
  summary: 'Starts signing in at the identity provider (a redirect), for a page used without scripts.',
  response: raw('text/html'),
  auth: 'public',
  hidden: true,
  serverOnly: 'a link followed without scripts',
});

export const signUpStart = endpoint({
  method: 'GET',
  path: SIGN_IN_START.signUp,
  summary: 'Starts creating an account at the identity provider (a redirect), for a page used without scripts.',
  response: raw('text/html'),
  auth: 'public',
  hidden: true,
  serverOnly: 'a link followed without scripts',
});
