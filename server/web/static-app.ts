import * as contract from '../../contract/web';
import { serve } from '../http/endpoint';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SENTRY_PROJECT_ID } from '../config';
import { prerenderedFile, PRERENDERED_PATHS } from './prerendered';
import { CHAT_SOCKET_PATH, CLIENT_ID, SSE_SUBSCRIBE_PATH, VOICE_STREAM_PATH, type ServerContext } from '../config';

const SERVER_PREFIXES = ['/api', '/oidc', '/public', '/interaction', '/__dev'];

export function clientConfig(ctx: ServerContext) {
  const origin = new URL(ctx.publicOrigin);
  return {
    apiBaseUrl: ctx.publicOrigin,
    oidc: { authority: ctx.issuer, clientId: CLIENT_ID },
    sse: { subscribePath: SSE_SUBSCRIBE_PATH },
    chatSocket: { path: CHAT_SOCKET_PATH },
    voice: { path: VOICE_STREAM_PATH },
    sentry: { dsn: `${origin.protocol}//neurohealth@${origin.host}/${SENTRY_PROJECT_ID}`, environment: 'reference' },
    // A signed-in session ends after this long unused (issue #62): IDLE_SIGN_OUT_MINUTES, 30 unless set.
    session: { idleMinutes: ctx.idleSignOutMinutes ?? 30 },
    // Only when asked: the panel shows every actor's state to whoever opens it.
    ...(ctx.actorPanel ? { devtools: { actorPanel: true } } : {}),
    // The maps' tile basemap (issue #63.10): MAP_STYLE_URL; without it the app draws its offline atlas.
    ...(ctx.mapStyleUrl ? { map: { styleUrl: ctx.mapStyleUrl } } : {}),
  };
}

/**
 * The identity provider's authorization request a public page's Login or Sign up leads to without
 * scripts (issue #59): code + PKCE (the provider requires it) with a fresh state and a code
 * challenge whose verifier nobody keeps. The code it returns to /auth/callback is never redeemed: the
 * app finds no state of its own there and signs in again with its own (src/services/oidc.ts), which
 * the provider's new session answers without asking again. Without scripts at all, the person still
 * reaches the sign-in form and signs in at the provider.
 */
export function signInStartUrl(ctx: ServerContext, signUp: boolean): string {
  const url = new URL(`${ctx.issuer}/auth`);
  const verifier = randomBytes(32).toString('base64url');
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: `${ctx.publicOrigin}/auth/callback`,
    response_type: 'code',
    scope: 'openid profile email',
    state: randomBytes(16).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...(signUp ? { screen_hint: 'signup' } : {}),
  }).toString();
  return url.toString();
}

/** /config.json (always, generated) and, when STATIC_DIR exists, the built client with SPA fallback. */
export async function registerStaticApp(app: FastifyInstance, ctx: ServerContext) {
  serve(app, contract.config, async ({ reply }) => reply.header('cache-control', 'no-store').send(clientConfig(ctx)));
  for (const [entry, signUp] of [
    [contract.signInStart, false],
    [contract.signUpStart, true],
  ] as const) {
    serve(app, entry, async ({ reply }) => reply.header('cache-control', 'no-store').redirect(signInStartUrl(ctx, signUp), 303));
  }

  const root = ctx.staticDir ? path.resolve(ctx.staticDir) : undefined;
  if (!root || !existsSync(root)) return;
  const index = path.join(root, 'index.html');

  await app.register(fastifyStatic, {
    root,
    // The build step writes .br and .gz beside each asset (scripts/precompress.mjs).
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      // Hashed build assets never change; index.html must always be revalidated.
      if (filePath.includes(`${path.sep}static${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else if (filePath.endsWith('.html')) res.header('cache-control', 'no-cache');
      else res.header('cache-control', 'public, max-age=3600');
    },
  });

  // A public page is sent as the build prerendered it, its content before any script (issue #38);
  // a build without the file (a development server's) falls back to the app's index.html.
  for (const pathname of PRERENDERED_PATHS) {
    app.get(pathname, async (_req, reply) => {
      const page = prerenderedFile(pathname);
      return reply
        .code(200)
        .header('cache-control', 'no-cache')
        .sendFile(existsSync(path.join(root, page)) ? page : 'index.html', root);
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    const isServerPath = SERVER_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
    if ((req.method === 'GET' || req.method === 'HEAD') && !isServerPath && existsSync(index)) {
      // Inside the not-found handler the status defaults to 404: an app route is a page.
      return reply.code(200).header('cache-control', 'no-cache').sendFile('index.html', root);
    }
    return reply.status(404).send({ error: 'not found' });
  });
}
