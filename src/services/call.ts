import type { KyInstance } from 'ky';
import * as z from 'zod/mini';
import { noContent, type Endpoint, type NoContent } from '../../contract/endpoint';
import { yieldToPage } from '../scheduling/nextTask';

type Schema = z.ZodMiniType;
type Fields<S> = S extends Schema ? { [K in keyof z.output<S>]: z.output<S>[K] } : never;

/** What a call answers: the parsed JSON, nothing for a 204, the fetch Response for a file or page. */
export type Answer<E> =
  E extends Endpoint<any, any, any, infer R>
    ? R extends NoContent
      ? undefined
      : R extends Schema
        ? z.output<R>
        : globalThis.Response
    : never;

/** What a call sends: the entry's path fields, query and body, each typed by the entry's schemas. */
export type CallInput<E> =
  E extends Endpoint<infer P, infer Q, infer B, any>
    ? (P extends Schema ? { params: { [K in keyof Fields<P>]: string | number } } : { params?: undefined }) &
        (Q extends Schema ? { query?: Partial<Fields<Q>> } : { query?: undefined }) &
        (B extends Schema ? { body: z.input<B> } : { body?: undefined }) & { signal?: AbortSignal }
    : never;

/** The entry's path with its `:fields` filled in, relative to the API origin (ky's prefixUrl). */
export function pathOf(entry: Endpoint, params: Record<string, string | number> = {}): string {
  return entry.path.slice(1).replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${entry.path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Calls a contract entry (contract/): builds its URL, sends its query and body, and parses the
 * answer with the entry's response schema, so a service never writes a path or a shape of its own.
 * A service wraps it in serviceCall, which reports a failure (SPEC §8). A non-JSON entry
 * answers the fetch Response itself.
 */
export async function call<E extends Endpoint>(
  http: KyInstance,
  entry: E,
  ...[input]: Record<never, never> extends CallInput<E> ? [CallInput<E>?] : [CallInput<E>]
): Promise<Answer<E>> {
  // Each call starts in a task of its own (issue #38). A session starting, or a page opening, asks
  // for five or ten things in one go; built and sent there, every request (ky's options, the
  // Request, the fetch) added to that one task, the longest of the load on a slow phone. The
  // answer is handed over the same way below, so reading and checking a body never shares a task
  // with what the caller then does with it (a transition, a render).
  await yieldToPage();
  const { params, query, body, signal } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const searchParams = query
    ? Object.fromEntries(
        Object.entries(query)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [key, String(value)]),
      )
    : undefined;
  const response = await http(pathOf(entry, params), {
    method: entry.method,
    ...(searchParams ? { searchParams } : {}),
    ...(body !== undefined ? { json: body } : {}),
    ...(signal ? { signal } : {}),
  });
  if (entry.response === noContent) return undefined as Answer<E>;
  if ('raw' in entry.response) return response as Answer<E>;
  const answer = z.parse(entry.response, await response.json()) as Answer<E>;
  await yieldToPage();
  return answer;
}
