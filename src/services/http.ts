import ky, { HTTPError, type KyInstance } from 'ky';
import type { AppConfig } from '../config';
import { reportError } from '../reporting/reporting';

export interface HttpDeps {
  config: AppConfig;
  /** The current access token, read from the auth actor. */
  accessToken: () => string | null;
  /**
   * The API refused the token (tampered, revoked, expired). Resolves with a
   * fresh token once the session is renewed, or null when the person must sign
   * in again.
   */
  renewAfterUnauthorized: () => Promise<string | null>;
}

const RETRIED = 'x-retried-after-renewal';

/** One ky instance for every service: base URL, bearer token, timeouts, one renewal on 401. */
export function createHttp({ config, accessToken, renewAfterUnauthorized }: HttpDeps): KyInstance {
  return ky.create({
    prefixUrl: config.apiBaseUrl,
    timeout: 15_000,
    retry: { limit: 1, methods: ['get'], statusCodes: [408, 502, 503, 504] },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = accessToken();
          if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async (request, _options, response) => {
          if (response.status !== 401 || request.headers.has(RETRIED)) return response;
          const token = await renewAfterUnauthorized();
          if (!token) return response;
          const retry = new Request(request, { headers: new Headers(request.headers) });
          retry.headers.set('authorization', `Bearer ${token}`);
          retry.headers.set(RETRIED, '1');
          return ky(retry, { retry: 0 });
        },
      ],
    },
  });
}

/**
 * SPEC §8: a failed service call is reported to error reporting and logged,
 * then rethrown so the caller (a machine) chooses the fallback.
 */
export async function serviceCall<T>(service: string, call: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    // A request its caller aborted (a superseded search) is not a failure.
    if (error instanceof Error && error.name === 'AbortError') throw error;
    const status = error instanceof HTTPError ? error.response.status : undefined;
    reportError(error, { service, call, status });
    throw error;
  }
}
