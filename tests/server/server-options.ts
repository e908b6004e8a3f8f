import path from 'node:path';
import type { ServerOptions } from '../../server/config';

export const APP_ORIGIN = 'http://localhost:3000';

/** DATA_KEYS_SECRET of every test server (server/crypto/dataKeys.ts). */
export const TEST_DATA_KEYS_SECRET = 'test data keys secret, used by the server tests only';

/** How every test server is started (tests/server/helpers.ts `start`, and the seeded template it copies). */
export function testServerOptions(dataDir: string): ServerOptions {
  return {
    port: 0,
    dataDir,
    appOrigins: [APP_ORIGIN],
    staticDir: path.join(dataDir, 'no-static'),
    devHooks: true,
    // Many sign-ups from 127.0.0.1 in one file; the limit itself is tested in hardening.test.ts.
    signInGuard: { signUp: { lockAfter: 1000 } },
    // The tests' own server key for encryption at rest (data-at-rest.test.ts rotates away from it).
    dataKeysSecret: TEST_DATA_KEYS_SECRET,
  };
}
