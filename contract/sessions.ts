import * as z from 'zod/mini';
import { endpoint, message } from './endpoint';

/**
 * The person's own signed-in sessions (issue #37, Settings › Sessions) and how a session's end
 * reaches its open pages (issue #36). SPEC §7 shows no path for them: these are chosen under
 * /api/sessions/v1. Every route reads only the caller's own sessions.
 */
const BASE = '/api/sessions/v1';

/**
 * Why a session ended while a page of it was open, sent on its live connections before they
 * close (`session.ended` on the event stream and the chat socket); the app says why in a sentence.
 */
export const SESSION_END_REASONS = [
  /** An administrator suspended the account. */
  'suspended',
  /** An administrator signed the person out everywhere. */
  'signed_out_by_administrator',
  /** The person signed this session out from another browser (Settings › Sessions). */
  'signed_out_elsewhere',
  /** The person signed out (this browser, another tab). */
  'signed_out',
  /** The person changed their password, which signs out their other sessions. */
  'password_changed',
  /** The account was deleted. */
  'account_deleted',
  /** Nobody used the session for the configured idle time (issue #62): it signed itself out. */
  'idle',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export const sessionEnded = z.object({ reason: z.enum(SESSION_END_REASONS) });

export const sessionEndedEvent = message({
  channel: 'sse /public/user-audit/server-event/subscribe/:userId',
  event: 'session.ended',
  direction: 'to client',
  summary: 'The session this stream was opened with has ended, and why; the stream closes after it.',
  schema: sessionEnded,
});

export const socketSessionEnded = message({
  channel: 'socket.io /public/chat-sockets/socket.io',
  event: 'session.ended',
  direction: 'to client',
  summary: 'The session this socket was opened with has ended, and why; the server disconnects it after it.',
  schema: sessionEnded,
});

export const sessionSchema = z.object({
  /** An opaque id for this list and the sign-out call (never the session's cookie value). */
  id: z.string(),
  /** The session the call was made with: this browser. */
  current: z.boolean(),
  /** The browser and system, read from its user agent ("Firefox on Linux"); null when unknown. */
  device: z.nullable(z.string()),
  /** The network address it signed in from; null when unknown. */
  address: z.nullable(z.string()),
  signed_in_at: z.nullable(z.string()),
  last_active_at: z.nullable(z.string()),
});
export type SignedInSession = z.infer<typeof sessionSchema>;

export const list = endpoint({
  method: 'GET',
  path: `${BASE}/sessions`,
  summary: 'The caller’s own signed-in sessions, this browser first, then the most recently active.',
  response: z.object({ data: z.array(sessionSchema) }),
  auth: 'bearer',
});

export const signOut = endpoint({
  method: 'DELETE',
  path: `${BASE}/sessions/:id`,
  summary:
    'Signs out one of the caller’s other sessions: its tokens stop working and its open pages are signed out live. Another person’s session is not found.',
  params: z.object({ id: z.string().check(z.maxLength(100, 'is too long')) }),
  response: z.object({ result: z.literal('ok') }),
  errors: { 404: 'no session of yours with that id', 409: 'this browser’s own session (use Log out)' },
  auth: 'bearer',
});

export const signOutOthers = endpoint({
  method: 'POST',
  path: `${BASE}/sessions/sign-out-others`,
  summary: 'Signs out every session of the caller but this one; answers how many.',
  response: z.object({ result: z.literal('ok'), signed_out: z.int() }),
  auth: 'bearer',
});

export const signOutIdle = endpoint({
  method: 'POST',
  path: `${BASE}/sessions/current/idle-sign-out`,
  summary:
    'Ends the caller’s own session because it was not used for the configured idle time (issue #62): its tokens stop working and its other open pages are signed out live, told why (`idle`).',
  response: z.object({ result: z.literal('ok') }),
  auth: 'bearer',
});
