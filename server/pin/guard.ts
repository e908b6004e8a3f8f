import type { FastifyInstance } from 'fastify';
import type { PinUnlocks } from './unlocks';

/**
 * The chat-server reads the app makes outside the pages the PIN protects: the header's unread
 * count (every signed-in page) and Settings' blocked list. Every other chat-server read shows
 * messages, conversations, files or members.
 */
const OPEN_WITHOUT_PIN = new Set(['/api/chat-server/v2/chat/unread/count', '/api/chat-server/v2/blocked']);

/**
 * Whether a route (its method and Fastify pattern) is behind the PIN: what the messages page
 * reads (SPEC §1 protects what is shown; sending is not a read, and a stolen token is cut short
 * by sign-out, http/auth.ts).
 */
export function pinProtected(method: string, route: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !!route?.startsWith('/api/chat-server/') && !OPEN_WITHOUT_PIN.has(route);
}

/** What a session that has not given its PIN is told (403: a 401 would make the app renew its token and retry). */
export const PIN_REQUIRED = { error: 'pin required', message: 'Enter your PIN to open your messages.' } as const;

/**
 * The one place the server asks for the PIN: an /api hook (after the bearer check) that refuses
 * a PIN-protected route to a session whose person has the PIN on and has not given it in this
 * session (server/pin/unlocks.ts). The app asks for the PIN before it opens these pages, so a
 * person sees no difference; a script holding only the token does.
 */
export function requirePin(api: FastifyInstance, unlocks: PinUnlocks) {
  api.addHook('onRequest', async (req, reply) => {
    if (!pinProtected(req.method, req.routeOptions.url)) return;
    if (await unlocks.open(req.userId, req.grantId)) return;
    return reply.status(403).send(PIN_REQUIRED);
  });
}
