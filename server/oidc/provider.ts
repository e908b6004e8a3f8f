import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { type ClientInfo, type OidcContext } from 'oidc-provider';
import { CLIENT_ID, type ServerContext } from '../config';
import type { Database } from '../db/database';
import { findAccount } from './account';
import { createAdapterClass } from './adapter';
import type { ServerKeys } from './keys';
import { renderError } from './error-page';
import { logoutSource, postLogoutSuccessSource } from './logout-pages';
import { ensureFirstPartyGrant, recordingSignIn } from './grants';

const DAY = 24 * 60 * 60;
const ACCESS_TOKEN_TTL = 600;

export function createProvider(ctx: ServerContext, db: Database, keys: ServerKeys): Provider {
  const origins = ctx.allowedOrigins;
  const accessTokenTtl = ctx.accessTokenTtl ?? ACCESS_TOKEN_TTL;
  const provider = new Provider(ctx.issuer, {
    adapter: createAdapterClass(db),
    jwks: keys.jwks,
    cookies: { keys: keys.cookieKeys },
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'NeuroHealth Care',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((o) => `${o}/auth/callback`),
        post_logout_redirect_uris: origins.map((o) => `${o}/`),
      },
    ],
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'given_name', 'family_name', 'user_type'],
      email: ['email', 'email_verified'],
    },
    // The SPA reads the profile from the ID token (userinfo is not called with an
    // audience-bound JWT access token), so put the granted claims in it.
    conformIdTokenClaims: false,
    extraParams: ['screen_hint'],
    // The grant id lets live connections opened with an access token close when its grant is
    // revoked (sign-out, refresh-token revocation); see realtime/live-connections.ts.
    extraTokenClaims: async (_c: OidcContext, token: { kind: string; grantId?: string }) =>
      token.kind === 'AccessToken' && token.grantId ? { gid: token.grantId } : undefined,
    renderError,
    findAccount: (_c: OidcContext, sub: string) => findAccount(db, sub),
    loadExistingGrant: recordingSignIn(db, ensureFirstPartyGrant(ctx)),
    issueRefreshToken: async (_c: OidcContext, client: ClientInfo) => client.grantTypeAllowed('refresh_token'),
    clientBasedCORS: (_c: OidcContext, origin: string) => origins.includes(origin),
    interactions: { url: (_c: OidcContext, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => ctx.apiAudience,
        getResourceServerInfo: () => ({
          scope: 'api',
          audience: ctx.apiAudience,
          accessTokenFormat: 'jwt',
          accessTokenTTL: accessTokenTtl,
        }),
        // Without this the token endpoint issues opaque tokens and /api answers 401.
        useGrantedResource: () => true,
      },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
    },
    ttl: {
      AccessToken: accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
  });
  // Its URLs are built from the request as `servedAtPublicOrigin` rewrites it, never from what the client sent.
  provider.proxy = true;
  return provider;
}

/**
 * The provider's handler, seeing every request as addressed to PUBLIC_ORIGIN: oidc-provider
 * builds the discovery document's and its redirects' URLs from the request's host and scheme,
 * and a Host header is whatever the client (or a rebound DNS name) says. The forwarded
 * headers a client could send are replaced, never trusted.
 */
export function servedAtPublicOrigin(publicOrigin: string, handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const { host, protocol } = new URL(publicOrigin);
  return (req: IncomingMessage, res: ServerResponse) => {
    req.headers.host = host;
    req.headers['x-forwarded-host'] = host;
    req.headers['x-forwarded-proto'] = protocol.slice(0, -1);
    delete req.headers['x-forwarded-for'];
    handler(req, res);
  };
}
