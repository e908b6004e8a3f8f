import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverPerFile } from './helpers';

// A build's folder as scripts/prerender.tsx leaves it: the app's index.html and the public pages.
const dist = mkdtempSync(join(tmpdir(), 'neurohealth-prerendered-'));
mkdirSync(join(dist, 'pages'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
writeFileSync(join(dist, 'pages', 'home.html'), '<!doctype html><title>home</title><h1>Neurological care</h1>');
writeFileSync(join(dist, 'pages', 'about.html'), '<!doctype html><title>about</title><h1>Nobody should</h1>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const server = serverPerFile({ staticDir: dist });
const get = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, body: await res.text(), headers: res.headers };
};

describe('prerendered public pages (issue #38)', () => {
  it('sends a public page as the build prerendered it, under the app’s strict CSP and revalidated', async () => {
    const about = await get('/about?from=footer');
    expect(about.status).toBe(200);
    expect(about.body).toContain('<h1>Nobody should</h1>');
    expect(about.headers.get('content-type')).toMatch(/^text\/html/);
    expect(about.headers.get('cache-control')).toBe('no-cache');
    expect(about.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect((await get('/')).body).toContain('<h1>Neurological care</h1>');
  });

  it('sends the app for signed-in routes, and for a public page the build has no file for', async () => {
    for (const path of ['/dashboard', '/faq', '/about/extra']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toContain('<div id="root"></div>');
    }
    expect((await get('/pages-that-do-not-exist')).body).toContain('<div id="root"></div>');
  });
});
