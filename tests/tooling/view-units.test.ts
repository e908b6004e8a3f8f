import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_UNITS } from '../../vitest.config';

const root = path.resolve(__dirname, '../..');

/** Every `.test.ts` file under src, relative to the repository. */
function unitTests(dir = 'src'): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return unitTests(rel);
    return entry.name.endsWith('.test.ts') ? [rel] : [];
  });
}

/**
 * The client's unit tests share one module graph per worker (vitest.config.ts, the `view units`
 * project): a file that mocks a module, stubs a global, fakes timers or asks for a DOM would
 * leak into the next file there, so it must be listed in ISOLATED_UNITS and run with the views.
 */
describe('the view units project', () => {
  it('runs no file that changes what the next file in its worker sees', () => {
    const leaky = unitTests().filter(
      (file) =>
        !ISOLATED_UNITS.includes(file) &&
        /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(|@vitest-environment/.test(
          readFileSync(path.join(root, file), 'utf8'),
        ),
    );
    expect(leaky).toEqual([]);
  });

  it('lists only files that exist', () => {
    expect(ISOLATED_UNITS.filter((file) => !unitTests().includes(file))).toEqual([]);
  });
});
