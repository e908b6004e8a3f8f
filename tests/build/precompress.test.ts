import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.mjs';

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the compressed copies the server sends in place of a built file', () => {
  it('are written beside each text file of 1 kB or more, with the same content', () => {
    const dir = fresh();
    const body = `<!doctype html>${'<p>page</p>'.repeat(200)}`;
    writeFileSync(join(dir, 'index.html'), body);
    expect(precompress(dir).files).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toBe(body);
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(body);
  });

  it("never outlive their file: a page that shrank under 1 kB loses an earlier build's copies", () => {
    const dir = fresh();
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<script src="/old.js"></script>'.repeat(60)}`);
    precompress(dir);
    // The next build's page is smaller; its old copies would be served instead of it.
    writeFileSync(join(dir, 'index.html'), '<!doctype html><script src="/new.js"></script>');
    precompress(dir);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
    expect(existsSync(join(dir, 'index.html.gz'))).toBe(false);
  });
});
