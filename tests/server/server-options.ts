import { statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

/** The free space /dev/shm must have to hold the test servers' folders: the seeded one (about 100 MB) and a few copies at once. */
const MEMORY_FOLDER_ROOM = 1.5 * 1024 ** 3;

/**
 * Where the test servers' data folders go (the seeded template and each server's copy of it):
 * /dev/shm, a folder in memory, when this machine has one with room, else the system's temporary
 * folder. Each test server starts by copying some 1,400 files (94 MB) and ends by deleting them,
 * and PGlite reads and writes them while it runs: on the disk, the copy alone took 1.3-2.5
 * CPU-s, in memory 0.3-1.0 (issue #58; tests/README.md). What a test proves is the same: a
 * restarted server finds its folder either way.
 */
export function testDataRoot(): string {
  try {
    const shm = statfsSync('/dev/shm');
    if (shm.bavail * shm.bsize >= MEMORY_FOLDER_ROOM) return '/dev/shm';
  } catch {
    // No /dev/shm (not Linux): the temporary folder.
  }
  return tmpdir();
}
