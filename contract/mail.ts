import * as z from 'zod/mini';
import { endpoint, raw } from './endpoint';

/** E-mail verification and the local inbox page (no SMTP_URL). */

export const verifyEmail = endpoint({
  method: 'GET',
  path: '/verify-email',
  summary: 'The link in the verification e-mail: marks the address verified (once) and says so.',
  // A malformed token is a page that says the link does not work, not a 400: the handler reads it.
  response: raw('text/html'),
  auth: 'public',
  hidden: true,
  serverOnly: 'a link in an e-mail',
});

export const VERIFY_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
export const verifyQuery = z.object({ token: z.string().check(z.regex(VERIFY_TOKEN)) });

export const inbox = endpoint({
  method: 'GET',
  path: '/__mail',
  summary: 'The local catch-all inbox (loopback only), where mail goes without SMTP_URL.',
  response: raw('text/html'),
  auth: 'dev',
  hidden: true,
  serverOnly: 'a page for the developer',
});
