import type { RsbuildPlugin } from '@rsbuild/core';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The app's page (index.html, served for every signed-in route) starts fetching the code every
 * signed-in page runs before it can draw, beside the entry's own scripts (issue #38).
 *
 * Without these hints each step waited for the one before: the entry's scripts, then (once they
 * had run) the session's and the API clients' chunks and the signed-in frame's, and only then
 * the first call. On a throttled phone each such step is a round trip of over half a second
 * before the Largest Contentful Paint. The public pages have their own HTML (publicSite.html)
 * and get none of this; a signed-out visitor on an app route is on the way to signing in.
 *
 * Which code: the chunks of the two named imports (webpackChunkName in src/rootFlows.ts and
 * src/system/createAppSystem.ts) and of the components of the layout routes every signed-in page
 * renders (TanStack Router's split chunks of `_app` and `_app/_member`), with the chunks each
 * shares with others. Read from the build's stats after it is written, so that the names are
 * the final ones (content hashes are settled last).
 */
const NAMED_IMPORTS = ['session', 'services'];
const LAYOUT_COMPONENTS = [
  /[\\/]src[\\/]routes[\\/]_app\.tsx\?tsr-split=component$/,
  /[\\/]src[\\/]routes[\\/]_app[\\/]_member\.tsx\?tsr-split=component$/,
];

interface ChunkStats {
  files?: string[];
  initial?: boolean;
  origins?: { request?: string }[];
}

/** The files to preload, in the order the build lists them (scripts first, then styles). */
export function signedInFiles(chunks: ChunkStats[], named: Record<string, { assets?: { name: string }[] }>): string[] {
  const files = new Set<string>();
  for (const name of NAMED_IMPORTS) {
    const group = named[name];
    if (!group) throw new Error(`preload-signed-in: no chunk named "${name}" (its webpackChunkName comment is gone?)`);
    for (const asset of group.assets ?? []) files.add(asset.name);
  }
  for (const pattern of LAYOUT_COMPONENTS) {
    const own = chunks.filter((c) => !c.initial && (c.origins ?? []).some((o) => pattern.test(o.request ?? '')));
    if (!own.length) throw new Error(`preload-signed-in: no chunk loads ${pattern} (a layout route renamed?)`);
    for (const chunk of own) for (const file of chunk.files ?? []) files.add(file);
  }
  const list = [...files].filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  return [...list.filter((f) => f.endsWith('.js')), ...list.filter((f) => f.endsWith('.css'))];
}

/** Every tag preloadTags writes, for a page made from index.html that must go without them (scripts/prerender.tsx). */
export const SIGNED_IN_PRELOADS = /<link rel="preload" href="[^"]+" as="(?:script|style)">/g;

export function preloadTags(files: string[], assetPrefix = '/'): string {
  return files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" href="${assetPrefix}${file}" as="style">`
        : `<link rel="preload" href="${assetPrefix}${file}" as="script">`,
    )
    .join('');
}

/**
 * The entry's scripts of index.html as the build writes them (`<script defer>` in the head) and
 * as the page carries them: parser-blocking, at the end of <body>.
 *
 * index.html has nothing to draw before its scripts have run (an empty #root), so the two are the
 * same page for a person: the scripts are fetched at once either way (the preload scanner reads
 * ahead) and run before anything is drawn. They differ in how the page declares its critical path.
 * Deferred, Lighthouse's simulation (issue #38) took the scripts for not needed to paint: it put
 * the first paint at the empty page's, hundreds of milliseconds before the one Chromium reported,
 * and counted every task of the app's start as blocking a page already shown. Parser-blocking, the
 * scripts are what they are, the page's render-blocking code.
 */
const DEFERRED = /<script defer src="([^"]+)"><\/script>/g;
const BLOCKING = /<script src="([^"]+)"><\/script>/g;

export function blockingScripts(html: string): string {
  const sources = [...html.matchAll(DEFERRED)].map((m) => m[1]);
  if (!sources.length) throw new Error('preload-signed-in: index.html has no deferred script to move');
  if (!html.includes('<div id="root"></div>'))
    throw new Error('preload-signed-in: index.html has no empty <div id="root"></div>');
  const tags = sources.map((src) => `<script src="${src}"></script>`).join('');
  return html.replace(DEFERRED, '').replace('<div id="root"></div>', `<div id="root"></div>${tags}`);
}

/**
 * The reverse, for a page made from index.html with its content already in #root (the prerendered
 * /resource-hub, scripts/prerender.tsx): there the scripts must not hold back the paint.
 */
export function deferredScripts(html: string): string {
  const sources = [...html.matchAll(BLOCKING)].map((m) => m[1]);
  const tags = sources.map((src) => `<script defer src="${src}"></script>`).join('');
  return html.replace(BLOCKING, '').replace('</head>', `${tags}</head>`);
}

export const pluginPreloadSignedIn: RsbuildPlugin = {
  name: 'neurohealth:preload-signed-in',
  setup(api) {
    api.onAfterBuild(({ stats, isFirstCompile }) => {
      if (!stats || !isFirstCompile) return;
      const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true, chunkGroups: true, ids: true });
      const files = signedInFiles((json.chunks ?? []) as ChunkStats[], (json.namedChunkGroups ?? {}) as never);
      const page = join(api.context.distPath, 'index.html');
      const html = readFileSync(page, 'utf8');
      if (!html.includes('<script defer'))
        throw new Error('preload-signed-in: index.html has no deferred script to put the hints before');
      // Before the entry's own scripts: all are fetched at once, the entry's run first.
      writeFileSync(page, blockingScripts(html.replace('<script defer', `${preloadTags(files)}<script defer`)));
    });
  },
};
