import { HTTPError } from 'ky';
import { refusalIssues, refusalReason, WRITE_RATE_REFUSAL } from '../../contract/endpoint';
import { serviceCall } from './http';

/**
 * The reference server's refusals: `{ error, message }` when a rule says no (taken, not a member,
 * only admins), or the schema check's `{ error: "invalid request", issues }` (docs/SECURITY.md).
 */
export interface ServerRefusal {
  status: number;
  /** The refusal's name (`slot taken`, `invalid request`), when the server gives one. */
  error: string | undefined;
  message: string;
}

const reasonSchema = refusalReason;
const invalidSchema = refusalIssues;

/** Seconds in a Retry-After header (seconds, or an HTTP date), or null when there is none. */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Math.max(1, Number(value));
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(1, Math.ceil((at - now) / 1000));
}

/** What a person is told of a 429 (a per-account rate, issue #57.4), with how long to wait. */
export function tooOftenMessage(seconds: number): string {
  const wait = seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return `You're doing that too often. Try again in ${wait}.`;
}

/**
 * The server's reason in an answer, when it is a refusal: a 4xx with `{ message }` or `{ issues }`.
 * A 401 is not one: the http client renews the token and asks again. The write rate's 429 (with
 * Retry-After) is said in the app's words with the wait, whatever the feature.
 */
export function refusalInAnswer(status: number, body: unknown, retryAfter?: string | null): ServerRefusal | null {
  if (status < 400 || status >= 500 || status === 401) return null;
  const reason = reasonSchema.safeParse(body);
  // Only the write rate's refusal is said in the app's words: every other 429 (an e-mail link's
  // cooldown, the PDF queue, Nora still answering) names its own rule, and keeps its words.
  const rated = status === 429 && reason.success && reason.data.error === WRITE_RATE_REFUSAL;
  const wait = rated ? retryAfterSeconds(retryAfter) : null;
  if (wait !== null) return { status, error: WRITE_RATE_REFUSAL, message: tooOftenMessage(wait) };
  if (reason.success) return { status, error: reason.data.error, message: reason.data.message };
  const invalid = invalidSchema.safeParse(body);
  const first = invalid.success ? invalid.data.issues[0] : undefined;
  return first ? { status, error: invalid.data?.error ?? 'invalid request', message: first.message } : null;
}

/** The server's reason, when a ky call failed with a refusal. */
export async function refusalIn(error: unknown): Promise<ServerRefusal | null> {
  if (!(error instanceof HTTPError)) return null;
  const body: unknown = await error.response
    .clone()
    .json()
    .catch(() => null);
  return refusalInAnswer(error.response.status, body, error.response.headers.get('retry-after'));
}

/**
 * A call whose refusals are answers the flows show: a refusal is thrown as `refused` makes it,
 * without a report; anything else is reported once (SPEC §8) and `unavailable()` is thrown, so the
 * flow offers Try again with nothing typed lost. A request its caller aborted is rethrown as it is.
 */
export async function answeredCall<T>(
  where: { service: string; call: string },
  run: () => Promise<T>,
  to: { refused: (refusal: ServerRefusal) => Error; unavailable: () => Error },
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    const refusal = await refusalIn(error);
    if (refusal) throw to.refused(refusal);
    await serviceCall(where.service, where.call, () => Promise.reject(error)).catch(() => {});
    throw to.unavailable();
  }
}
