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

/** How deep a request's fields may nest; nothing the app sends comes near (a rich-text body is about 12). */
export const MAX_DEPTH = 64;

/**
 * What is wrong with a value's shape, as a dotted path and a message: a NUL character (in a key
 * or a string) at any depth, or nesting deeper than MAX_DEPTH. Walked without recursion, so no
 * body is too deep to look at (issue #57.12: a NUL ten levels down and junk 10,000 levels deep
 * were 500s).
 */
export function findProblem(value: unknown, path: string): { path: string; message: string } | undefined {
  const stack: [unknown, string, number][] = [[value, path, 0]];
  while (stack.length) {
    const [inner, at, depth] = stack.pop()!;
    if (typeof inner === 'string') {
      if (inner.includes(NUL)) return { path: at, message: 'must not contain NUL characters' };
      continue;
    }
    if (inner === null || typeof inner !== 'object') continue;
    if (depth >= MAX_DEPTH) return { path: at, message: `must not nest more than ${MAX_DEPTH} levels deep` };
    const entries = Object.entries(inner);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      if (key.includes(NUL)) return { path: `${at}.${key.replaceAll(NUL, '')}`, message: 'must not contain NUL characters' };
      stack.push([item, `${at}.${key}`, depth + 1]);
    }
  }
  return undefined;
}

/**
 * No NUL character in any query, path or body field of any route: Postgres text cannot hold
 * one (it was a 500), and nothing a person types needs it; and no field nested past MAX_DEPTH.
 */
export function refuseNul(app: FastifyInstance) {
  app.addHook('preHandler', async (req, reply) => {
    const problem = findProblem(req.query, 'query') ?? findProblem(req.params, 'params') ?? findProblem(req.body, 'body');
    if (problem) return invalid(reply, [problem]);
  });
}

/** True when a raw request URL carries a NUL (percent-encoded), for routes outside Fastify (oidc). */
export function urlHasNul(url: string): boolean {
  return /%00/.test(url) || url.includes(NUL);
}
