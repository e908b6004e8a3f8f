// zod/mini: the same schemas, tree-shakable, so validation costs a few kB up front.
import * as z from 'zod/mini';

/**
 * Runtime configuration, fetched from /config.json beside the build so one
 * build deploys anywhere. `public/config.json` holds the local defaults (the
 * reference server on localhost:4000); the reference server generates its own
 * when it serves the build.
 */
const path = () => z.string().check(z.startsWith('/'));
const configSchema = z.object({
  apiBaseUrl: z.url(),
  oidc: z.object({ authority: z.url(), clientId: z.string().check(z.minLength(1)) }),
  sse: z.object({ subscribePath: path() }),
  chatSocket: z.object({ path: path() }),
  voice: z.object({ path: path() }),
  sentry: z._default(
    z.object({ dsn: z._default(z.string(), ''), environment: z._default(z.string(), 'production') }),
    { dsn: '', environment: 'production' },
  ),
});

export type AppConfig = z.infer<typeof configSchema>;

/** Paths that SPEC §7 marks "not shown", chosen here and in the reference server (see README). */
export const CHOSEN_PATHS = {
  currentUser: 'api/user-manager/v1/users/me',
  pendingInvitationCount: (userId: number) => `api/user-manager/v1/users/${userId}/invitations/pending-count`,
} as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
  /** A Sentry DSN found in a malformed config, so the failure can still be reported. */
  fallbackDsn: string | null = null;
}

export async function loadConfig(url = '/config.json'): Promise<AppConfig> {
  let body: unknown;
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new ConfigError(`${url} answered ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`${url} could not be read: ${(error as Error).message}`);
  }
  const parsed = configSchema.safeParse(body);
  if (!parsed.success) {
    const error = new ConfigError(`${url} is malformed: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} is invalid`).join('; ')}`);
    const dsn = (body as { sentry?: { dsn?: unknown } } | null)?.sentry?.dsn;
    error.fallbackDsn = typeof dsn === 'string' && dsn ? dsn : null;
    throw error;
  }
  return parsed.data;
}
