import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const strip = createRequire(import.meta.url)('../../scripts/strip-descriptions-loader.cjs') as (
  this: { resourcePath: string },
  source: string,
) => string;
const run = (source: string) => strip.call({ resourcePath: 'machines/x/x.machine.ts' }, source);

describe('the production loader that drops statechart descriptions', () => {
  const source = [
    'export const m = setup({}).createMachine({',
    "  id: 'x',",
    "  description: 'Shown in the gallery',",
    '  states: {',
    '    idle: {',
    '      description:',
    "        'A long one, on its own line.',",
    "      on: { go: 'done' },",
    '    },',
    "    done: { type: 'final', description: `A template` },",
    '  },',
    '});',
  ].join('\n');

  it('blanks every description and keeps everything else where it was', () => {
    const out = run(source);
    expect(out).not.toContain('description');
    expect(out).not.toContain('gallery');
    expect(out.length).toBe(source.length);
    expect(out.split('\n').length).toBe(source.split('\n').length);
    expect(out).toContain("id: 'x',");
    expect(out).toContain("on: { go: 'done' },");
    expect(out.split('\n')[9]).toMatch(/^ {4}done: \{ type: 'final', +\},$/);
  });

  it('leaves a description that is not plain text alone (it may be used at runtime)', () => {
    const dynamic = 'const m = { description: describe(x), other: 1 };';
    expect(run(dynamic)).toBe(dynamic);
  });
});
