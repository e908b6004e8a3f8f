import { readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { postgresTestFiles } from '../../scripts/postgres-tests.mjs';

const ROOT = resolve(import.meta.dirname, '../..');

/** The server's folders that hold a store (`store.ts`, `*-store.ts`): the SQL of a feature. */
function foldersWithStores(): string[] {
  return readdirSync(resolve(ROOT, 'server'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((folder) => readdirSync(resolve(ROOT, 'server', folder)).some((file) => /(^|-)store\.ts$/.test(file)));
}

describe('the PostgreSQL pass (npm test runs the files tagged `// @postgres: why` again there)', () => {
  const tagged: string[] = postgresTestFiles(resolve(ROOT, 'tests/server')).map((file) => basename(file));

  it('runs the tests of every store: each folder with a store has a tagged test file named after it', () => {
    const folders = foldersWithStores();
    expect(folders.length).toBeGreaterThan(10);
    // A folder in camel case (accessLog) names its tests in kebab case (access-log.test.ts).
    const kebab = (folder: string) => folder.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const untested = folders.filter((folder) => !tagged.some((file) => file.includes(kebab(folder))));
    expect(untested).toEqual([]);
  });

  it('runs what only PostgreSQL has: the cluster of two nodes, and the outbox on LISTEN/NOTIFY', () => {
    expect(tagged).toEqual(expect.arrayContaining(['cluster.test.ts', 'cluster-typing.test.ts', 'server-events.test.ts']));
  });

  it('leaves out what never reaches the database twice: the recogniser and the contract', () => {
    expect(tagged).not.toContain('voice.test.ts');
    expect(tagged).not.toContain('openapi.test.ts');
  });
});
