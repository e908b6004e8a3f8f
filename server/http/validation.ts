import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

/** The 400 every route answers for input it refuses: which field, and why, in words. */
export interface InvalidRequest {
  error: 'invalid request';
  issues: { path: string; message: string }[];
}

const INT4_MAX = 2_147_483_647;
const NUL = '\u0000';

export function invalid(reply: FastifyReply, issues: InvalidRequest['issues']) {
  return reply.status(400).send({ error: 'invalid request', issues } satisfies InvalidRequest);
}

/**
 * Parses one part of a request (`where`: query, params or body) with its schema. On failure
 * answers 400 with field-level messages and returns undefined, so a route reads:
 * `const q = parse(reply, 'query', schema, req.query); if (!q) return reply;`
 */
export function parse<S extends z.ZodType>(
  reply: FastifyReply,
  where: 'query' | 'params' | 'body',
  schema: S,
  value: unknown,
): z.infer<S> | undefined {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  void invalid(
    reply,
    result.error.issues.map((i) => ({ path: [where, ...i.path.map(String)].join('.'), message: i.message })),
  );
  return undefined;
}

/** A database id in a path or query: a positive int4 (a bigger number would be a 500 in SQL). */
export const id = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(INT4_MAX, 'is too large');

/** A page index from a query string, 0-based. */
export const pageIndex = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(1_000_000, 'is too large');

export const pageSize = (max: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(max, `must be ${max} or less`);

/** A short single-line value (names, ids from query strings). */
export const token = (max = 64) => z.string().trim().min(1, 'is required').max(max, `must be ${max} characters or fewer`);

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
