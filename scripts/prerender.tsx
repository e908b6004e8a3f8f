// The public site prerendered at build time (issue #38): each of SPEC §2's 14 public pages, the
// beta feedback form and each blog article (issue #63.13)
// becomes an HTML file (<dist>/pages/<name>.html) with its content, title, description and
// social tags. The server sends it for the page's address (server/web/static-app.ts). Thirteen
// are made from the built publicSite.html and come alive without the router
// (src/publicSite.tsx, the same <PublicSiteRoot> tree rendered here); /resource-hub, one address for
// a visitor and a signed-in person, is made from index.html and the app hydrates it
// (src/main.tsx), so it renders through the app's routes. A visitor without JavaScript reads
// every page and follows its links.
//
//   node --import tsx/esm scripts/prerender.tsx <dist>   (rsbuild.config.ts runs it after every production build)
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { deferredScripts, SIGNED_IN_PRELOADS } from './preload-signed-in';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { createActor, createMachine } from 'xstate';
import { Window } from 'happy-dom';
import { AppSystemProvider } from '../src/system/context';
import type { AppSystem } from '../src/system/createAppSystem';
import { PUBLIC_PAGES, type PublicPagePath } from '../src/features/public/pageMeta';
import { Route as RootRoute, type RouterContext } from '../src/routes/__root';
import { ResourceHubPage } from '../src/features/public/pages/ResourceHubPage';
import { PublicLayout } from '../src/features/public/PublicLayout';
import { PublicSiteRoot } from '../src/publicSiteRoot';
import { RouterSiteLinks } from '../src/features/public/RouterSiteLinks';
import { SITE_PAGES, type SitePagePath } from '../src/features/public/sitePages';
import { prerenderedFile } from '../server/web/prerendered';

// What a page lists by the clock (the webinars still to come) is drawn as of the build. A build for
// the tests is drawn as of a fixed instant (PRERENDER_NOW, set by npm test), so the prerendered
// /webinar the browser tests read does not depend on the day the suite runs.
const fixedNow = Date.parse(process.env.PRERENDER_NOW ?? '');
if (!Number.isNaN(fixedNow)) Date.now = () => fixedNow;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const esc = (value: string) => value.replace(/[&<>"]/g, (c) => ENTITIES[c] ?? c);

/**
 * A system with no actor running: the views read "session not known yet", as the app's hydrating
 * render does (ui/useHydrated.ts), so the markup matches whatever the visitor's session is.
 */
function idleSystem(): AppSystem {
  const root = createActor(createMachine({ context: { sessionReady: false } }));
  return { root, api: () => Promise.reject(new Error('no API while prerendering')) } as unknown as AppSystem;
}

/** A public page as src/publicSite.tsx hydrates it: the same tree (src/publicSiteRoot.tsx), no router. */
async function renderSitePage(path: SitePagePath): Promise<string> {
  const Page = await SITE_PAGES[path]();
  return checked(path, renderToString(<PublicSiteRoot system={idleSystem()} path={path} Page={Page} />));
}

/** /resource-hub as the app hydrates it: the app's root route and the public frame, through a router. */
async function renderHubPage(): Promise<string> {
  const path = '/resource-hub';
  // The router in its browser mode reads window (its origin, its scroll): a DOM at the page's address.
  const dom = new Window({ url: `http://localhost${path}` });
  Object.assign(globalThis, { window: dom, self: dom, document: dom.document });
  const { component: Root } = RootRoute.options;
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Root });
  // For a visitor it is the public frame around the public guides (src/routes/resource-hub.tsx).
  const hub = createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: () => (
      <RouterSiteLinks>
        <PublicLayout>
          <ResourceHubPage />
        </PublicLayout>
      </RouterSiteLinks>
    ),
  });
  const system = idleSystem();
  const router = createRouter({
    routeTree: rootRoute.addChildren([hub]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { system },
    // Rendered as the browser renders it (isServer false; tsx runs with --conditions=development so
    // the router reads this option), or the markup differs from what the app hydrates.
    isServer: false,
  });
  await router.load();
  const html = renderToString(
    <StrictMode>
      <AppSystemProvider system={system}>
        <RouterProvider router={router} />
      </AppSystemProvider>
    </StrictMode>,
  );
  await dom.happyDOM.close();
  return checked(path, html);
}

/** The CSP allows no inline script; the page's <title> and <meta> go in the head (below). */
function checked(path: PublicPagePath, html: string): string {
  return html.replace(/<title>[^<]*<\/title>|<meta [^>]*>/g, '').replace(/<script\b[\s\S]*?<\/script>/gi, (script) => {
    throw new Error(`prerender ${path}: the markup contains a script: ${script.slice(0, 80)}`);
  });
}

/**
 * The app's own scripts and stylesheet, and the signed-in code index.html preloads, which a public
 * page prefetches for a returning person (src/publicSite.tsx).
 */
function appFiles(indexHtml: string): string {
  const files = [...indexHtml.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\bhref)="(\/static\/[^"]+)"/g)].map((m) => m[1]);
  return `<meta name="app-files" content="${esc(files.join(' '))}">`;
}

/** A built HTML file (index.html or publicSite.html) with the page's head and its markup in #root. */
function pageHtml(template: string, path: PublicPagePath, markup: string, extraHead = ''): string {
  const { title, description } = PUBLIC_PAGES[path];
  const head = [
    `<meta name="description" content="${esc(description)}">`,
    `<meta property="og:title" content="${esc(title)}">`,
    `<meta property="og:description" content="${esc(description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="NeuroHealth Care">`,
    `<meta name="twitter:card" content="summary">`,
    extraHead,
  ].join('');
  const out = template
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${esc(title)}</title>${head}`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${esc(path)}">${markup}</div>`);
  if (!out.includes('data-prerendered')) throw new Error('prerender: the built HTML has no empty <div id="root"></div>');
  return out;
}

export async function prerender(dist: string) {
  const app = readFileSync(join(dist, 'index.html'), 'utf8');
  const site = readFileSync(join(dist, 'publicSite.html'), 'utf8');
  mkdirSync(join(dist, 'pages'), { recursive: true });
  for (const path of Object.keys(SITE_PAGES) as SitePagePath[]) {
    const file = join(dist, prerenderedFile(path));
    // A blog article is pages/blog/<slug>.html.
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, pageHtml(site, path, await renderSitePage(path), appFiles(app)));
  }
  // /resource-hub is the app's page for a visitor too: without the hints that fetch the signed-in
  // code (scripts/preload-signed-in.ts); with a session stored, src/main.tsx loads it as the page paints.
  // Its content is in the HTML, so its scripts are deferred again: they must not hold back the paint.
  const hubTemplate = deferredScripts(app.replace(SIGNED_IN_PRELOADS, ''));
  writeFileSync(join(dist, prerenderedFile('/resource-hub')), pageHtml(hubTemplate, '/resource-hub', await renderHubPage()));
  return Object.keys(PUBLIC_PAGES).length;
}

const dist = process.argv[2];
if (dist) {
  const started = Date.now();
  const n = await prerender(dist);
  console.log(`prerendered ${n} public pages into ${join(dist, 'pages')} in ${Date.now() - started} ms`);
}
