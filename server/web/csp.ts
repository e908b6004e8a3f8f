import { createHash } from 'node:crypto';
import type { ServerContext } from '../config';
import { INLINE_SCRIPTS } from './inline-scripts';

const hash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

const wsOrigin = (origin: string) => origin.replace(/^http/, 'ws');

/**
 * The app's policy: scripts (and the voice search's audio worklet) only from this origin, no
 * WebAssembly (speech is recognised on the server), connections to the configured API, socket and error
 * reporting origins (all the public origin here), never framed. Inline styles stay allowed:
 * React's `style` attributes need them and they cannot run code.
 */
export function appCsp(ctx: Pick<ServerContext, 'publicOrigin' | 'mapStyleUrl'>): string {
  const api = ctx.publicOrigin;
  // A configured map style (MAP_STYLE_URL, issue #63.10) is fetched, with what it names on its
  // origin, by MapLibre: that origin too. MapLibre's worker is a script of this origin ('self').
  const map = ctx.mapStyleUrl ? new URL(ctx.mapStyleUrl).origin : null;
  const connect = [...new Set(["'self'", api, wsOrigin(api), ...(map ? [map] : [])])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The server's own pages (sign-in, sign-up, sign-out): no script but the known inline ones
 * by hash; forms post here and the sign-in redirects on to the app's origins.
 */
export function pageCsp(ctx: Pick<ServerContext, 'allowedOrigins'>): string {
  return [
    "default-src 'none'",
    `script-src ${INLINE_SCRIPTS.map(hash).join(' ')}`,
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self' ${ctx.allowedOrigins.join(' ')}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
