import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromThisMachine } from '../http/client-address';

/** Where the development hooks live; every route under it is registered in one guarded scope. */
export const DEV_PREFIX = '/__dev';

/** Why a /__dev request is refused, or undefined when it may go on. */
export function devHookRefusal(
  req: Pick<FastifyRequest, 'method' | 'headers'> & { remoteAddress?: string | undefined },
  allowedOrigins: readonly string[],
): string | undefined {
  // Through a proxy on this machine the peer is loopback too: its forwarding headers say otherwise.
  if (!fromThisMachine(req)) return 'development hooks answer on the loopback interface only, not through a proxy';
  const origin = req.headers.origin;
  if (origin !== undefined && !allowedOrigins.includes(origin)) return 'development hooks refuse other origins';
  // A cross-site HTML form can post urlencoded, multipart or text/plain without a preflight;
  // only JSON (which needs one) reaches a hook that changes something.
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'DELETE') {
    const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') return 'development hooks take JSON bodies only';
  }
  return undefined;
}

/**
 * Guards every route of the development hooks' scope (`scope` is the plugin registered with
 * prefix DEV_PREFIX): loopback callers only (even when HOST binds the server wider), and not
 * through a proxy (a request carrying X-Forwarded-For, Forwarded, X-Real-IP or Via), no
 * foreign Origin, JSON bodies only. The hook belongs to the scope, so it runs for whatever
 * reached one of its routes: Fastify decodes the path before routing, and `/%5F%5Fdev/chat`
 * is the `/__dev/chat` route (issue #26: a guard reading the raw URL let it through).
 */
export function guardDevHooks(scope: FastifyInstance, allowedOrigins: readonly string[]) {
  scope.addHook('onRequest', async (req, reply) => {
    const refusal = devHookRefusal(
      { method: req.method, headers: req.headers, remoteAddress: req.socket.remoteAddress },
      allowedOrigins,
    );
    if (refusal) return reply.status(403).send({ error: refusal });
  });
}

/**
 * Refuses, at start-up, a /__dev route registered anywhere but in the guarded scope: it would
 * answer without the guard. Added on the root before any route.
 */
export function keepDevHooksInTheirScope(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const path = route.url.toLowerCase();
    if ((path === DEV_PREFIX || path.startsWith(`${DEV_PREFIX}/`)) && route.prefix !== DEV_PREFIX)
      throw new Error(
        `${route.url} is a development hook: register it in the guarded ${DEV_PREFIX} scope (server/dev/routes.ts)`,
      );
  });
}
