import type { FastifyInstance, FastifyReply } from 'fastify';
import type { InvalidRequest } from '../../contract/endpoint';

/**
 * The 400 every route answers for input it refuses (contract/endpoint.ts invalidRequest). Parsing
 * is serve()'s (http/endpoint.ts), from each route's contract entry; the field rules (id,
 * pageIndex, pageSize, token) are contract/fields.ts's.
 */
export type { InvalidRequest };

const NUL = '\u0000';

export function invalid(reply: FastifyReply, issues: InvalidRequest['issues']) {
  return reply.status(400).send({ error: 'invalid request', issues } satisfies InvalidRequest);
}

/** Where in a value a NUL character hides, as a dotted path; undefined when none. */
export function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (depth > 8 || value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes(NUL)) return `${path}.${key.replaceAll(NUL, '')}`;
    const found = findNul(inner, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * No NUL character in any query, path or body field of any route: Postgres text cannot hold
 * one (it was a 500), and nothing a person types needs it.
 */
export function refuseNul(app: FastifyInstance) {
  app.addHook('preHandler', async (req, reply) => {
    const where = findNul(req.query, 'query') ?? findNul(req.params, 'params') ?? findNul(req.body, 'body');
    if (where) return invalid(reply, [{ path: where, message: 'must not contain NUL characters' }]);
  });
}

/** True when a raw request URL carries a NUL (percent-encoded), for routes outside Fastify (oidc). */
export function urlHasNul(url: string): boolean {
  return /%00/.test(url) || url.includes(NUL);
}
