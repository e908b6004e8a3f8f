import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { urlHasNul } from './http/validation';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Never framed (clickjacking); CSP frame-ancestors says the same to newer browsers.
  'x-frame-options': 'DENY',
  // Voice search and the session calls (issue #61: camera, microphone, a shared screen) from this
  // origin only; nothing else may ask for devices.
  'permissions-policy': 'microphone=(self), camera=(self), display-capture=(self), geolocation=(), payment=(), usb=()',
};

/**
 * One node server for everything: `/oidc/*` goes to oidc-provider (a Koa app) with the
 * prefix stripped and `originalUrl` kept, so it builds its URLs under /oidc; the rest
 * goes to Fastify. `getOidc` is late-bound because the provider needs the final origin.
 */
/**
 * How long an idle kept-alive connection stays open: Fastify's own default, which it applies only
 * to servers it creates itself (not through serverFactory, as here). Node's 5 s closed
 * connections a client was about to reuse: the client's request then met a reset (ECONNRESET,
 * seen in the server tests on a busy machine), and a proxy in front, whose idle timeout is
 * usually 60 s, would meet the same.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

export function createSplitServer(getOidc: () => Handler | undefined, oidcCsp: string) {
  return (fastifyHandler: Handler): Server => {
    const server = createServer((req, res) => {
      const url = req.url ?? '/';
      const oidc = getOidc();
      if (oidc && (url === '/oidc' || url.startsWith('/oidc/') || url.startsWith('/oidc?'))) {
        // Postgres text cannot hold NUL: refuse it here rather than as a 500 from the adapter.
        if (urlHasNul(url)) {
          res.writeHead(400, { 'content-type': 'application/json', ...SECURITY_HEADERS });
          res.end(
            JSON.stringify({ error: 'invalid request', issues: [{ path: 'query', message: 'must not contain NUL characters' }] }),
          );
          return;
        }
        (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
        req.url = url.slice('/oidc'.length) || '/';
        if (!req.url.startsWith('/')) req.url = `/${req.url}`;
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
        res.setHeader('content-security-policy', oidcCsp);
        oidc(req, res);
        return;
      }
      fastifyHandler(req, res);
    });
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    return server;
  };
}
