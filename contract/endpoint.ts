import * as z from 'zod/mini';

/**
 * One HTTP route as it crosses the wire, declared once (issue #29): the server registers and
 * validates it from this entry (server/http/endpoint.ts), a service calls and parses it
 * (src/services/call.ts), and the OpenAPI document is generated from it (contract/openapi.ts).
 */

/** Who may call it: a bearer access token, anyone, the browser's session cookie, or the dev hooks. */
export type Auth = 'bearer' | 'public' | 'session' | 'dev';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A response that is not JSON (a file, an HTML page, an event stream): only its content type is declared. */
export interface RawResponse {
  readonly raw: string;
}

/** Declares a non-JSON response by its content type. */
export const raw = (contentType: string): RawResponse => ({ raw: contentType });

/** An answer with no body (204). */
export const noContent = { raw: '' } as const satisfies RawResponse;
export type NoContent = typeof noContent;

type Schema = z.ZodMiniType;

export interface Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema | RawResponse = Schema | RawResponse,
> {
  readonly method: Method;
  /** The full path as served, Fastify style: `/api/user-audit/user-notification/delete/id/:id`. */
  readonly path: string;
  /** One line: what it does, for the document. */
  readonly summary: string;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /**
   * A body the route reads itself (a multipart upload, an HTML form, a text envelope): its content
   * type and, for a form, its fields. For the document only; the route parses it.
   */
  readonly form?: { readonly type: string; readonly fields?: Schema };
  /** The success status: 200 unless given (201 for a made thing; 204 with noContent). */
  readonly status?: 200 | 201 | 202 | 204;
  /** The 2xx answer's shape (checked on every answer in tests), or a non-JSON content type. */
  readonly response: R;
  /** The refusals it may answer besides 400 invalid request, with why: `{ 403: 'another user' }`. */
  readonly errors?: Readonly<Partial<Record<number, string>>>;
  readonly auth: Auth;
  /** A path the project chose not to show (dev hooks, test seams): the document marks it `x-hidden`. */
  readonly hidden?: boolean;
  /**
   * Called by no service: a page the browser navigates to, a form it posts, a dev hook, another
   * program (the error-report SDK). The coverage test then does not look for it in src/services.
   */
  readonly serverOnly?: string;
}

/** Declares an endpoint; the identity, kept for its types (each schema stays exactly typed). */
// An entry no bundle uses is dropped from it (the annotation tells the minifier the call is pure).
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema | RawResponse = Schema,
>(entry: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return entry;
}

/** A socket or server-event message, declared once and parsed at the boundary on both sides. */
export interface Message<S extends Schema = Schema> {
  /** Where it travels: `socket.io /public/chat-sockets/socket.io`, `sse /public/user-audit/...`. */
  readonly channel: string;
  /** The event name on that channel (`newMessage`, `notification`...). */
  readonly event: string;
  readonly direction: 'to client' | 'to server';
  readonly summary: string;
  readonly schema: S;
}

/* @__NO_SIDE_EFFECTS__ */
export function message<S extends Schema>(entry: Message<S>): Message<S> {
  return entry;
}

/** The 400 every route answers for input it refuses: which field, and why, in words. */
export const invalidRequest = z.object({
  error: z.literal('invalid request'),
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type InvalidRequest = z.output<typeof invalidRequest>;

/** Any other refusal: `{ error }`, sometimes with a sentence for the person. */
export const refusal = z.looseObject({ error: z.string(), message: z.optional(z.string()) });

/** The error name of a per-account write rate's 429 (server/http/write-rates.ts); the app says it in its own words. */
export const WRITE_RATE_REFUSAL = 'too many writes';

/** What a client reads of a refusal: the sentence to show, or the first field issue's (src/services/refusal.ts). */
export const refusalReason = z.object({ error: z.optional(z.string()), message: z.string() });
export const refusalIssues = z.object({
  error: z.optional(z.string()),
  issues: z.array(z.object({ message: z.string() })),
});

/** The common `{ result: 'ok' }` answer of an action. */
export const ok = z.looseObject({ result: z.literal('ok') });

export type Params<E> = E extends Endpoint<infer P, any, any, any> ? (P extends Schema ? z.output<P> : undefined) : never;
export type Query<E> = E extends Endpoint<any, infer Q, any, any> ? (Q extends Schema ? z.output<Q> : undefined) : never;
export type Body<E> = E extends Endpoint<any, any, infer B, any> ? (B extends Schema ? z.output<B> : undefined) : never;
export type Response<E> = E extends Endpoint<any, any, any, infer R> ? (R extends Schema ? z.output<R> : unknown) : never;
/** The response as the server writes it (the schema's input: before a client's defaults fill in). */
export type Reply<E> = E extends Endpoint<any, any, any, infer R> ? (R extends Schema ? z.input<R> : unknown) : never;
