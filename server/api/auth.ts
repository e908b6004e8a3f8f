import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import type { ServerContext } from '../config';
import type { LiveToken } from '../realtime/live-connections';

declare module 'fastify' {
  interface FastifyRequest {
    /** The token's `sub` as a number; set on every authenticated /api request. */
    userId: number;
  }
}

/** Resolves an access token to its user id, or undefined when it is not one of ours or not valid. */
export type TokenVerifier = (token: string) => Promise<number | undefined>;

/**
 * Verifies JWT access tokens issued by our provider for our API. Shared by the /api bearer
 * hook, the server-sent-events route (token in the query string) and the chat socket.
 */
export function createTokenVerifier(ctx: ServerContext, publicJwks: { keys: JWK[] }): TokenVerifier {
  const live = createLiveTokenVerifier(ctx, publicJwks);
  return async (token) => (await live(token))?.userId;
}

/** Like TokenVerifier, with what a live connection needs to end with its token: expiry and grant. */
export type LiveTokenVerifier = (token: string) => Promise<LiveToken | undefined>;

export function createLiveTokenVerifier(ctx: ServerContext, publicJwks: { keys: JWK[] }): LiveTokenVerifier {
  const jwks = createLocalJWKSet(publicJwks);
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: ctx.issuer, audience: ctx.apiAudience, typ: 'at+jwt' });
      const id = Number(payload.sub);
      if (!Number.isSafeInteger(id) || id <= 0 || typeof payload.exp !== 'number') return undefined;
      return { userId: id, expiresAt: payload.exp * 1000, grantId: typeof payload.gid === 'string' ? payload.gid : undefined };
    } catch {
      return undefined;
    }
  };
}

/** Requires a JWT access token issued by our provider for our API on every route of `app`. */
export function requireBearer(app: FastifyInstance, verify: TokenVerifier) {
  app.decorateRequest('userId', 0);
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'OPTIONS') return;
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const token = match?.[1];
    const sub = token ? await verify(token) : undefined;
    if (!sub) return reply.status(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
    req.userId = sub;
  });
}
