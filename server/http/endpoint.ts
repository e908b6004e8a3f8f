import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { Body, Endpoint, Params, Query } from '../../contract/endpoint';
import { invalid } from './validation';

// zod/mini carries no messages of its own: the server's 400s say in English what a field lacks.
z.config(z.locales.en());

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests turn this on (ServerOptions.checkResponses): every 2xx answer is checked against its contract entry. */
    checkResponses: boolean;
  }
}

/** What a route's handler receives: the request's parts, parsed by its contract entry. */
export interface Call<E extends Endpoint> {
  params: Params<E>;
  query: Query<E>;
  body: Body<E>;
  req: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A handler answers its entry's shape, or the reply it has already sent (a refusal, a file). The
 * answer is not typed against the entry (rows from SQL carry plain strings where the wire has
 * enums): with ServerOptions.checkResponses, as in every server test, each 2xx answer is parsed
 * with the entry's response schema instead, and a shape it does not declare fails the request.
 */
export type Handler<E extends Endpoint> = (call: Call<E>) => unknown;

const PARTS = ['params', 'query', 'body'] as const;

/**
 * Registers a route from its contract entry: checks params, then query, then body with the entry's
 * schemas (the first part that fails is answered 400 with its fields, the handler never runs),
 * and hands the handler what they parsed to. `app` may be a plugin registered with a prefix
 * (/api): the entry's full path must start with it.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  entry: E,
  handler: Handler<E>,
  options: {
    /** Runs before the request is parsed (a check that must answer first, e.g. 401 before 400). */
    preHandler?: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    /** Answers a refused part its own way (a form's field sentences, a page), instead of the API's 400. */
    onInvalid?: (reply: FastifyReply, where: 'params' | 'query' | 'body', error: z.core.$ZodError) => unknown;
  } = {},
) {
  const prefix = app.prefix ?? '';
  if (!entry.path.startsWith(prefix)) throw new Error(`${entry.path} cannot be served under the prefix ${prefix}`);
  const checkResponse = app.checkResponses && !('raw' in entry.response) ? (entry.response as z.ZodMiniType) : undefined;
  app.route({
    method: entry.method,
    url: entry.path.slice(prefix.length),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(checkResponse
      ? {
          preSerialization: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
            if (reply.statusCode < 200 || reply.statusCode > 299) return payload;
            const result = z.safeParse(checkResponse, payload);
            if (result.success) return payload;
            const message = `${entry.method} ${entry.path} answered a shape its contract entry does not declare: ${z.prettifyError(result.error)}`;
            console.error(message);
            throw new Error(message);
          },
        }
      : {}),
    handler: async (req, reply) => {
      const parsed: Record<(typeof PARTS)[number], unknown> = { params: undefined, query: undefined, body: undefined };
      for (const where of PARTS) {
        const schema = entry[where];
        if (!schema) continue;
        const result = z.safeParse(schema, req[where] ?? {});
        if (!result.success) {
          if (options.onInvalid) return options.onInvalid(reply, where, result.error);
          return invalid(
            reply,
            result.error.issues.map((i) => ({ path: [where, ...i.path.map(String)].join('.'), message: i.message })),
          );
        }
        parsed[where] = result.data;
      }
      return handler({ ...(parsed as Omit<Call<E>, 'req' | 'reply'>), req, reply });
    },
  });
}
