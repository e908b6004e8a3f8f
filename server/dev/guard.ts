import type { FastifyInstance, FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Why a /__dev request is refused, or undefined when it may go on. */
export function devHookRefusal(
  req: Pick<FastifyRequest, 'method' | 'headers'> & { remoteAddress?: string | undefined },
  allowedOrigins: readonly string[],
): string | undefined {
  if (!LOOPBACK.test(req.remoteAddress ?? '')) return 'development hooks answer on the loopback interface only';
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
 * Guards every /__dev route: loopback callers only (even when HOST binds the server wider),
 * no foreign Origin, JSON bodies only. The hooks exist only when REFERENCE_DEV_HOOKS=1.
 */
export function guardDevHooks(app: FastifyInstance, allowedOrigins: readonly string[]) {
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/__dev/') && req.url !== '/__dev') return;
    if (req.method === 'OPTIONS') return;
    const refusal = devHookRefusal(
      { method: req.method, headers: req.headers, remoteAddress: req.socket.remoteAddress },
      allowedOrigins,
    );
    if (refusal) return reply.status(403).send({ error: refusal });
  });
}
