import * as z from 'zod/mini';
import { endpoint, raw } from './endpoint';

/**
 * The sign-in and sign-up pages of an OIDC interaction (served outside /oidc). Their forms are read
 * leniently: a malformed one is answered like wrong credentials, as a page, never a 400.
 */

const uid = z.object({ uid: z.string() });
const PAGE = { response: raw('text/html'), auth: 'session', hidden: true, serverOnly: 'a page the browser opens' } as const;

export const signInForm = z.object({
  login: z.optional(z.string().check(z.maxLength(254))),
  password: z.optional(z.string().check(z.maxLength(1000))),
});

/** Each field as typed, or nothing when it is not text or too long (the page then asks again). */
const field = z.catch(z.optional(z.string().check(z.maxLength(1000))), undefined);
export const signUpForm = z.object({
  first_name: field,
  last_name: field,
  user_name: field,
  email: field,
  password: field,
  user_type: field,
  provider_name: field,
});

export const interactionPage = endpoint({
  method: 'GET',
  path: '/interaction/:uid',
  summary: 'The sign-in page (or sign-up, with screen=signup), or the end of a consent prompt.',
  params: uid,
  query: z.object({ screen: z.optional(z.string()) }),
  ...PAGE,
});

export const signIn = endpoint({
  method: 'POST',
  path: '/interaction/:uid/login',
  summary: 'The sign-in form: signs in and continues the authorization, or shows the page again with why.',
  params: uid,
  form: { type: 'application/x-www-form-urlencoded', fields: signInForm },
  ...PAGE,
});

export const signUp = endpoint({
  method: 'POST',
  path: '/interaction/:uid/signup',
  summary: 'The sign-up form: makes the account, e-mails a verification link and signs in.',
  params: uid,
  form: { type: 'application/x-www-form-urlencoded', fields: signUpForm },
  ...PAGE,
});

export const keepAccount = endpoint({
  method: 'POST',
  path: '/interaction/:uid/keep-account',
  summary:
    'After a right password on an account scheduled for deletion: cancels the deletion and finishes signing in (the page before it said so).',
  params: uid,
  ...PAGE,
});
