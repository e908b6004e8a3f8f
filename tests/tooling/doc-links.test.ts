import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every link in the README and in docs/ resolves to a file in the repository (issue #56): a
 * newcomer who follows one finds what it names. Web addresses, mail and in-page anchors are not
 * files; a link's own #anchor is dropped before the file is looked for.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

function markdown(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdown(full);
    return name.endsWith('.md') ? [full] : [];
  });
}

/** The targets of `[text](target)` links outside code, as written. */
function linkTargets(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map(([, target]) => target!);
}

const documents = [path.join(ROOT, 'README.md'), ...markdown(path.join(ROOT, 'docs'))];
const links = documents.flatMap((doc) =>
  linkTargets(readFileSync(doc, 'utf8'))
    .filter((target) => !/^(https?:|mailto:|#)/.test(target))
    .map((target) => ({ doc: path.relative(ROOT, doc), target })),
);

describe('links in the README and docs/', () => {
  it('are read (a reader that found none would pass anything)', () => {
    expect(linkTargets('See [the tests](docs/TESTING.md#lanes) and `[not](a-link.md)`.')).toEqual(['docs/TESTING.md#lanes']);
    expect(links.length).toBeGreaterThan(10);
  });

  it.each(links)('$doc → $target resolves to a file', ({ doc, target }) => {
    const file = decodeURI(target.split('#')[0]!);
    const resolved = file.startsWith('/') ? path.join(ROOT, file) : path.resolve(ROOT, path.dirname(doc), file);
    expect(existsSync(resolved), `${doc} links to ${target}, which is not in the repository`).toBe(true);
  });
});
