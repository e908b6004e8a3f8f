import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import type { ServerContext } from '../config';
import type { LiveToken } from '../realtime/live-connections';

declare module 'fastify' {
  interface FastifyRequest {
    /** The token's `sub` as a number; set on every authenticated /api request. */
    userId: number;
    /** The token's grant (`gid`): the signed-in session it belongs to (the PIN unlock is kept per session). */
    grantId: string;
  }
}

/** Resolves an access token to its user id, or undefined when it is not one of ours or not valid. */
export type TokenVerifier = (token: string) => Promise<number | undefined>;

/** Like TokenVerifier, with what a live connection needs to end with its token: expiry and grant. */
export type LiveTokenVerifier = (token: string) => Promise<LiveToken | undefined>;

/** What a token check asks of the grant the token was issued under (server/oidc/session-check.ts). */
export interface GrantCheck {
  /** False once the grant has ended (sign-out, refresh-token revocation) or is not this person's. */
  stands(grantId: string, userId: number): Promise<boolean>;
}

/**
 * Verifies JWT access tokens issued by our provider for our API, and that their grant still
 * stands: a token of a session that signed out stops working at its next use, not when it
 * expires. Shared by the /api bearer hook, the server-sent-events route (token in the query
 * string), the chat socket and the voice upgrade.
 */
export function createLiveTokenVerifier(ctx: ServerContext, publicJwks: { keys: JWK[] }, grants: GrantCheck): LiveTokenVerifier {
  const jwks = createLocalJWKSet(publicJwks);
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: ctx.issuer, audience: ctx.apiAudience, typ: 'at+jwt' });
      const id = Number(payload.sub);
      if (!Number.isSafeInteger(id) || id <= 0 || typeof payload.exp !== 'number') return undefined;
      // Every token the provider issues carries its grant (oidc/provider.ts, extraTokenClaims).
      if (typeof payload.gid !== 'string' || !(await grants.stands(payload.gid, id))) return undefined;
      return { userId: id, expiresAt: payload.exp * 1000, grantId: payload.gid };
    } catch {
      return undefined;
    }
  };
}

/** The user id alone, for callers that keep nothing open. */
export const userIdVerifier =
  (verify: LiveTokenVerifier): TokenVerifier =>
  async (token) =>
    (await verify(token))?.userId;

/** Requires a JWT access token issued by our provider for our API on every route of `app`. */
export function requireBearer(app: FastifyInstance, verify: LiveTokenVerifier) {
  app.decorateRequest('userId', 0);
  app.decorateRequest('grantId', '');
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'OPTIONS') return;
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const token = match?.[1];
    const verified = token ? await verify(token) : undefined;
    if (!verified?.grantId) return reply.status(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
    req.userId = verified.userId;
    req.grantId = verified.grantId;
  });
}
