import type { FastifyError, FastifyInstance, FastifyServerOptions } from 'fastify';

/** Query parameters that carry credentials (EventSource and WebSocket cannot send headers). */
const SECRET_PARAMS = /([?&](?:access_token|token|id_token_hint|refresh_token|code|code_verifier|password|pin|otp)=)[^&#]*/gi;

/** The URL as a log line may show it: credential parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * Fastify (pino) options when REFERENCE_LOG=1: request lines with redacted URLs and no
 * headers (authorization, cookies), errors by type and message only (a DatabaseError's
 * message has its values blanked; see db/errors.ts).
 */
export function loggerOptions(enabled: boolean | undefined, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: (err: Error & { code?: unknown; statusCode?: unknown }) => ({
        type: err.name,
        message: err.message,
        code: err.code,
        statusCode: err.statusCode,
        stack: err.stack ?? '',
      }),
    },
  };
}

/**
 * Client errors (4xx, e.g. a malformed body) answer with Fastify's message; anything else is
 * logged and answers a plain 500, so no database or internal text reaches a client.
 */
export function answerErrorsPlainly(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500)
      return reply.status(status).send({
        error: error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'request too large' : 'invalid request',
        message: error.message,
      });
    req.log.error(error, 'request failed');
    return reply.status(500).send({ error: 'internal error' });
  });
}
