// Tailwind emits a utility only if a stylesheet's @source names the file that
// uses it, and a @source naming a folder that has moved is silently ignored:
// the page then renders without its layout. This test reads both stylesheets
// the way Tailwind does and checks every component file is covered.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname);
const STYLESHEETS = ['styles.css', 'app.css'];
/** Folders that bring their own CSS instead of Tailwind utilities (the actor panel: PANEL_STYLE). */
const OWN_CSS = ['features/actorPanel'];

function sources(sheet: string) {
  const text = readFileSync(join(SRC, sheet), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const include: string[] = [];
  const exclude: string[] = [];
  for (const [, not, path] of text.matchAll(/@source\s+(not\s+)?"([^"]+)"/g)) (not ? exclude : include).push(resolve(SRC, path!));
  return { include, exclude };
}

const within = (file: string, path: string) => file === path || file.startsWith(`${path}/`);

function componentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return componentFiles(path);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) && readFileSync(path, 'utf8').includes('className') ? [path] : [];
  });
}

describe('stylesheets', () => {
  const sheets = STYLESHEETS.map((sheet) => ({ sheet, ...sources(sheet) }));

  it.each(sheets)('every @source in $sheet names a path that exists', ({ include, exclude }) => {
    const missing = [...include, ...exclude].filter((path) => !existsSync(path)).map((path) => relative(SRC, path));
    expect(missing).toEqual([]);
  });

  it('every component that styles itself is scanned by one of the stylesheets', () => {
    const covered = (file: string) =>
      sheets.some(({ include, exclude }) => include.some((p) => within(file, p)) && !exclude.some((p) => within(file, p)));
    const uncovered = componentFiles(SRC)
      .filter((file) => !covered(file))
      .filter((file) => !OWN_CSS.some((folder) => within(file, join(SRC, folder))))
      .map((file) => relative(SRC, file));
    expect(uncovered).toEqual([]);
  });
});
