import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README a newcomer reads first, and the docs it sends them to: every relative link names a
 * file (or folder) in the repository, and every #fragment names a heading of that file, so a
 * moved section or a renamed file fails here instead of leaving a reader at a dead end. The
 * README stays short enough to read in five minutes (issue #56).
 */
const root = resolve(import.meta.dirname, '../..');
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1]!)));
}

function linksOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((href) => !/^[a-z]+:/i.test(href));
}

describe('the README and docs/', () => {
  it('keeps the README within 150 lines', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(150);
  });

  it.each(documents)('%s links only to files and headings that exist', (file) => {
    const broken: string[] = [];
    for (const href of linksOf(file)) {
      const [path, fragment] = href.split('#');
      const target = path ? resolve(dirname(join(root, file)), path) : join(root, file);
      if (!existsSync(target)) broken.push(`${href} (no such file)`);
      else if (fragment && target.endsWith('.md') && !anchorsOf(target).has(fragment)) broken.push(`${href} (no such heading)`);
    }
    expect(broken).toEqual([]);
  });
});
