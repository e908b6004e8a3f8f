import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface Entry {
  id: string;
  file: string;
  export: string;
  description: string;
  systemId?: string;
}
const root = join(import.meta.dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'stately.config.json'), 'utf8')) as { machines: Entry[] };

function machineFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? machineFiles(join(dir, d.name)) : d.name.endsWith('.machine.ts') ? [join(dir, d.name)] : [],
  );
}

describe('stately.config.json', () => {
  it('lists every machine file in machines/', () => {
    const listed = new Set(manifest.machines.map((m) => m.file));
    const unlisted = machineFiles('machines').filter((f) => !listed.has(f));
    expect(unlisted, `machines missing from stately.config.json: ${unlisted.join(', ')}`).toEqual([]);
  });

  it.each(manifest.machines.map((m) => [m.id, m] as const))(
    '%s points at a real machine export with a description',
    async (_id, entry) => {
      const mod = (await import(join(root, entry.file))) as Record<string, { id?: string; root?: unknown }>;
      const machine = mod[entry.export];
      expect(machine?.root, `${entry.file} does not export a machine named ${entry.export}`).toBeDefined();
      expect(machine?.id).toBe(entry.id);
      expect(entry.description.length).toBeGreaterThan(20);
    },
  );

  it('has a model-based test beside every machine', () => {
    const untested = manifest.machines
      .filter((m) => !existsSync(join(root, m.file.replace(/\.machine\.ts$/, '.machine.test.ts'))))
      .map((m) => m.id);
    expect(untested).toEqual([]);
  });
});
