import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contractEntries } from '../../server/docs';
import { serverPerFile } from './helpers';

const server = serverPerFile();
const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every .ts/.tsx file under a folder, tests excluded. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/**
 * The contract entries a file uses, as `chat.conversations` or `notes.notesEndpoints.myNotes`:
 * through `import * as x from '…/contract/chat'` and `x.name`, or `import { name as y }` and `y`
 * (with `y.inner` for an export that groups entries).
 */
function usedEntries(source: string): Set<string> {
  const used = new Set<string>();
  const imports = /import\s+(?:type\s+)?(\*\s+as\s+(\w+)|\{([^}]*)\})\s+from\s+'(?:\.\.\/)+contract\/([\w-]+)'/g;
  for (const [, , namespace, names, file] of source.matchAll(imports)) {
    if (namespace) {
      for (const [, name, inner] of source.matchAll(new RegExp(`\\b${namespace}\\.(\\w+)(?:\\.(\\w+))?`, 'g'))) {
        used.add(`${file}.${name}`);
        if (inner) used.add(`${file}.${name}.${inner}`);
      }
      continue;
    }
    for (const spec of names!.split(',')) {
      const [name, alias = name] = spec
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/);
      if (!name) continue;
      if (new RegExp(`\\b${alias}\\b`).test(source.replace(/import[^;]*;/g, ''))) used.add(`${file}.${name}`);
      for (const [, inner] of source.matchAll(new RegExp(`\\b${alias}\\.(\\w+)`, 'g'))) used.add(`${file}.${name}.${inner}`);
    }
  }
  return used;
}

const usedBy = (dirs: string[]) =>
  new Set(dirs.flatMap((dir) => sources(path.join(ROOT, dir))).flatMap((file) => [...usedEntries(readFileSync(file, 'utf8'))]));

/**
 * The entries those names are, as values: an entry a small file declares for the dashboard
 * (contract/chat-unread.ts) and its feature's file re-exports (contract/chat.ts) is one entry,
 * called whichever file the service imports it from.
 */
async function usedValues(names: Set<string>): Promise<Set<unknown>> {
  const values = new Set<unknown>();
  const modules = new Map<string, Record<string, unknown>>();
  for (const used of names) {
    const [file, name, inner] = used.split('.') as [string, string, string | undefined];
    if (!modules.has(file)) {
      const source = path.join(ROOT, 'contract', `${file}.ts`);
      modules.set(file, (await import(pathToFileURL(source).href)) as Record<string, unknown>);
    }
    const value = modules.get(file)![name];
    values.add(inner && value && typeof value === 'object' ? (value as Record<string, unknown>)[inner] : value);
  }
  return values;
}

describe('contract/ is used by both sides (issue #29 item 2)', () => {
  it('every entry is registered by the server', async () => {
    const { endpoints } = await contractEntries();
    const routes = new Set(server.routes());
    const missing = endpoints.filter(({ entry }) => !routes.has(`${entry.method} ${entry.path}`));
    expect(missing.map(({ file, name, entry }) => `${file}.${name} (${entry.method} ${entry.path})`)).toEqual([]);
  });

  it('every entry is called by a service, or says why none does (serverOnly)', async () => {
    const { endpoints, messages } = await contractEntries();
    const client = await usedValues(usedBy(['src']));
    const uncalled = endpoints.filter(({ entry }) => !entry.serverOnly && !client.has(entry));
    expect(uncalled.map(({ file, name, entry }) => `${file}.${name} (${entry.method} ${entry.path})`)).toEqual([]);
    // Each socket or server-event message the app receives is parsed with its schema at the boundary.
    const unread = messages.filter(({ entry }) => entry.direction === 'to client' && !client.has(entry));
    expect(unread.map(({ file, name }) => `${file}.${name}`)).toEqual([]);
  });

  it('no file under server/, src/services or src/realtime declares a wire shape of its own', () => {
    const files = ['server', 'src/services', 'src/realtime'].flatMap((dir) => sources(path.join(ROOT, dir)));
    const declaring = files.filter((file) =>
      /\bz\.(object|looseObject|strictObject|discriminatedUnion)\(|from 'zod'/.test(readFileSync(file, 'utf8')),
    );
    expect(declaring.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
