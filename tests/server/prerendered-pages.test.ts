import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverPerFile } from './helpers';
import { PUBLIC_PAGES } from '../../src/features/public/pageMeta';
import { PRERENDERED_PATHS } from '../../server/web/prerendered';

// A build's folder as scripts/prerender.tsx leaves it: the app's index.html and the public pages.
const dist = mkdtempSync(join(tmpdir(), 'neurohealth-prerendered-'));
mkdirSync(join(dist, 'pages'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
writeFileSync(join(dist, 'pages', 'home.html'), '<!doctype html><title>home</title><h1>Neurological care</h1>');
writeFileSync(join(dist, 'pages', 'about.html'), '<!doctype html><title>about</title><h1>Nobody should</h1>');
mkdirSync(join(dist, 'pages', 'blog'));
writeFileSync(
  join(dist, 'pages', 'blog', 'concierge-mentor.html'),
  '<!doctype html><title>mentor</title><h1>What a concierge mentor is</h1>',
);
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
    // A blog article is a page of its own (issue #63.13).
    expect((await get('/blog/concierge-mentor')).body).toContain('<h1>What a concierge mentor is</h1>');
  });

  it('looks for a prerendered file at exactly the addresses the build prerenders (pageMeta.ts)', () => {
    expect(new Set(Object.keys(PUBLIC_PAGES))).toEqual(PRERENDERED_PATHS);
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
