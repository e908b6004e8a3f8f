import type { AppConfig } from '../config';

/** A valid /config.json as the reference server writes it, for tests. */
export const TEST_CONFIG: AppConfig = {
  apiBaseUrl: 'http://localhost:4000/api',
  oidc: { authority: 'http://localhost:4000/oidc', clientId: 'test' },
  sse: { subscribePath: '/events' },
  chatSocket: { path: '/socket.io' },
  voice: { path: '/voice' },
  sentry: { dsn: '', environment: 'test' },
  session: { idleMinutes: 30 },
  devtools: { actorPanel: false },
  map: { styleUrl: null },
};
