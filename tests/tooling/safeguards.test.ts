import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * docs/SECURITY.md's safeguards table (issue #62) names, for each row, the tests that prove it:
 * `file` › "the start of a test's title". Each must exist, or the table claims what nothing proves.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const doc = readFileSync(path.join(ROOT, 'docs/SECURITY.md'), 'utf8');
const section = doc.slice(doc.indexOf('## Health data safeguards'));
const rows = section.split('\n').filter((line) => line.startsWith('| §164.312'));
const named = rows.flatMap((row) =>
  [...row.matchAll(/`(tests\/[^`]+)` › "([^"]+)"/g)].map(([, file, title]) => ({
    row: row.slice(2, 40),
    file: file!,
    title: title!,
  })),
);

describe('the safeguards table in docs/SECURITY.md', () => {
  it('has a row for each technical safeguard, and each row names a test or says it is not built', () => {
    expect(rows.length).toBeGreaterThanOrEqual(9);
    for (const row of rows) expect(row.includes('` › "') || row.includes('**Not built.**'), row.slice(0, 60)).toBe(true);
  });

  it.each(named)('$file › "$title" exists', ({ file, title }) => {
    expect(existsSync(path.join(ROOT, file)), file).toBe(true);
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    expect(source.includes(`('${title}`), `${file} has a test titled "${title}…"`).toBe(true);
  });
});
