/**
 * The config is checked by hand rather than with zod (which validates every API
 * response, loaded with the API clients): zod would add ~5.5 kB gzip to the
 * public home page, whose budget is 150 kB, for a few fields read once.
 */
export interface AppConfig {
  apiBaseUrl: string;
  oidc: { authority: string; clientId: string };
  sse: { subscribePath: string };
  chatSocket: { path: string };
  voice: { path: string };
  sentry: { dsn: string; environment: string };
  /** A signed-in session ends after `idleMinutes` unused, with a minute's warning (issue #62). */
  session: { idleMinutes: number };
  /** The live actor panel in a production build (always on under `npm run dev`). */
  devtools: { actorPanel: boolean };
  /**
   * The maps' tile basemap (issue #63.10): a MapLibre style URL (MAP_STYLE_URL on the reference
   * server), or null for the offline atlas (the default).
   */
  map: { styleUrl: string | null };
}

type Check = { problems: string[] };
const obj = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
function httpUrl(c: Check, at: string, v: unknown): string {
  try {
    if (typeof v === 'string' && /^https?:$/.test(new URL(v).protocol)) return v.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  c.problems.push(`${at} is not an http(s) URL`);
  return '';
}
function path(c: Check, at: string, v: unknown): string {
  if (typeof v === 'string' && v.startsWith('/')) return v;
  c.problems.push(`${at} is not a path starting with /`);
  return '';
}
/** An optional http(s) URL, kept as written: null when absent. */
function optionalUrl(c: Check, at: string, v: unknown): string | null {
  if (v === undefined || v === null || v === '') return null;
  try {
    if (typeof v === 'string' && /^https?:$/.test(new URL(v).protocol)) return v;
  } catch {
    // reported below
  }
  c.problems.push(`${at} is not an http(s) URL`);
  return null;
}
/** A whole number of minutes, at least 2 (a minute of use, a minute of warning); 30 when absent. */
function idleMinutes(c: Check, at: string, v: unknown): number {
  if (v === undefined) return 30;
  if (typeof v === 'number' && Number.isInteger(v) && v >= 2) return v;
  c.problems.push(`${at} is not a whole number of minutes of at least 2`);
  return 30;
}
function text(c: Check, at: string, v: unknown, fallback?: string): string {
  if (typeof v === 'string' && v.length > 0) return v;
  if (fallback !== undefined && (v === undefined || v === '')) return fallback;
  c.problems.push(`${at} is missing`);
  return '';
}

export function parseConfig(body: unknown): { config: AppConfig } | { problems: string[] } {
  const c: Check = { problems: [] };
  const root = obj(body) ?? {};
  const oidc = obj(root.oidc) ?? {};
  const sentry = obj(root.sentry) ?? {};
  const config: AppConfig = {
    apiBaseUrl: httpUrl(c, 'apiBaseUrl', root.apiBaseUrl),
    oidc: { authority: httpUrl(c, 'oidc.authority', oidc.authority), clientId: text(c, 'oidc.clientId', oidc.clientId) },
    sse: { subscribePath: path(c, 'sse.subscribePath', obj(root.sse)?.subscribePath) },
    chatSocket: { path: path(c, 'chatSocket.path', obj(root.chatSocket)?.path) },
    voice: { path: path(c, 'voice.path', obj(root.voice)?.path) },
    sentry: {
      dsn: text(c, 'sentry.dsn', sentry.dsn, ''),
      environment: text(c, 'sentry.environment', sentry.environment, 'production'),
    },
    session: { idleMinutes: idleMinutes(c, 'session.idleMinutes', obj(root.session)?.idleMinutes) },
    devtools: { actorPanel: obj(root.devtools)?.actorPanel === true },
    map: { styleUrl: optionalUrl(c, 'map.styleUrl', obj(root.map)?.styleUrl) },
  };
  return c.problems.length ? { problems: c.problems } : { config };
}

/** Paths that SPEC §7 marks "not shown", chosen here and in the reference server (see docs/API.md). */
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
    // Same mode as the <link rel="preload"> in index.html, so that request is reused.
    // The server marks the file no-store, so it is never stale.
    const response = await fetch(url, { mode: 'cors', credentials: 'same-origin' });
    if (!response.ok) throw new ConfigError(`${url} answered ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`${url} could not be read: ${(error as Error).message}`);
  }
  const parsed = parseConfig(body);
  if ('problems' in parsed) {
    const error = new ConfigError(`${url} is malformed: ${parsed.problems.join('; ')}`);
    const dsn = (body as { sentry?: { dsn?: unknown } } | null)?.sentry?.dsn;
    error.fallbackDsn = typeof dsn === 'string' && dsn ? dsn : null;
    throw error;
  }
  return parsed.config;
}
