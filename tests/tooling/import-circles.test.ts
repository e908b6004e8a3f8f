import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * No circle of imports, type imports included (issue #60). ESLint's import/no-cycle does not
 * follow `import type`, and a circle through types alone still ties a core module to the
 * features it serves (server/config.ts once imported five features' option types, and an
 * 18-file circle came back to it). Each file's imports are read with TypeScript's own
 * pre-processor and resolved as the project's tsconfig resolves them; node_modules are left out.
 * It is the only circle check: ESLint's import-x/no-cycle, which saw value imports alone, was half
 * of the whole lint's CPU time and is gone (issue #58).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['contract', 'server', 'machines', 'src'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sources(full);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** A reader of one file's imports (the files among `files` it imports, resolved as tsconfig resolves them). */
function importReader(files: string[]): (file: string, text: string) => string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  const known = new Set(files);
  const cache = ts.createModuleResolutionCache(ROOT, (name) => name, config.options);
  return (file, text) => {
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, config.options, ts.sys, cache).resolvedModule?.resolvedFileName)
      .filter((target): target is string => !!target && known.has(path.resolve(target)))
      .map((target) => path.resolve(target));
    return [...new Set(targets)];
  };
}

/** Each circle once, as the files along it from its first file back to it (Tarjan's strongly connected components). */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)!.includes(v)) found.push(component.reverse());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return found;
}

describe('imports', () => {
  const files = FOLDERS.flatMap((folder) => sources(path.join(ROOT, folder))).map((f) => path.resolve(f));
  const importsOf = importReader(files);
  const graph = new Map(files.map((file) => [file, importsOf(file, readFileSync(file, 'utf8'))]));

  it('resolve: the graph is read, not empty (a broken reader would find no circle at all)', () => {
    expect(files.length).toBeGreaterThan(500);
    const edges = [...graph.values()].reduce((n, targets) => n + targets.length, 0);
    expect(edges).toBeGreaterThan(files.length);
    // A type-only import is an edge too.
    const config = graph.get(path.join(ROOT, 'server/config.ts'))!;
    expect(config).toContain(path.join(ROOT, 'server/db/database.ts'));
  });

  it('finds a circle when there is one', () => {
    const found = circles(
      new Map([
        ['/a.ts', ['/b.ts']],
        ['/b.ts', ['/c.ts']],
        ['/c.ts', ['/a.ts']],
        ['/d.ts', ['/a.ts']],
      ]),
    );
    expect(found.map((circle) => [...circle].sort())).toEqual([['/a.ts', '/b.ts', '/c.ts']]);
    expect(
      circles(
        new Map([
          ['/a.ts', ['/b.ts']],
          ['/b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  // MyNotes imports src/ui/menuItem.ts; menuItem importing MyNotes back, in any of the ways a
  // module imports another, closes a circle through the real files.
  const menuItem = path.join(ROOT, 'src/ui/menuItem.ts');
  const myNotes = path.join(ROOT, 'src/features/sideLists/MyNotes.tsx');
  it.each([
    ['a value import', "import { MyNotes } from '../features/sideLists/MyNotes';\nexport const probe = MyNotes;\n"],
    ['a type import', "import type { MyNotes } from '../features/sideLists/MyNotes';\nexport type Probe = typeof MyNotes;\n"],
    ['a dynamic import', "export const probe = () => import('../features/sideLists/MyNotes');\n"],
    ['a re-export', "export { MyNotes } from '../features/sideLists/MyNotes';\n"],
  ])('a circle closed by %s in the real files is found', (_, added) => {
    expect(graph.get(myNotes)).toContain(menuItem);
    const probed = new Map(graph).set(menuItem, importsOf(menuItem, added + readFileSync(menuItem, 'utf8')));
    const found = circles(probed).find((circle) => circle.includes(menuItem));
    expect(found).toContain(myNotes);
  });

  it('form no circle, type imports included, in contract, server, machines and src', () => {
    const relative = circles(graph).map((circle) => circle.map((file) => path.relative(ROOT, file)));
    expect(relative).toEqual([]);
  });
});
