// Which server test files npm test runs a second time, on a real PostgreSQL: those tagged with a
// line `// @postgres: why` (tests/README.md, "The PostgreSQL pass"). Every store's tests are
// tagged (tests/tooling/postgres-tags.test.ts checks it), and so is what the engines do
// differently: concurrency on a pool of connections, row locks, triggers, LISTEN/NOTIFY, the
// cluster, SQL that PGlite runs otherwise.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const POSTGRES_TAG = /^\/\/ @postgres: \S/m;

/** The tagged test files under `dir` (tests/server), as paths from the project's root. */
export function postgresTestFiles(dir = 'tests/server') {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.test.ts') && POSTGRES_TAG.test(readFileSync(join(dir, file), 'utf8')))
    .sort()
    .map((file) => `${dir}/${file}`);
}
