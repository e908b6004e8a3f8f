// The public site prerendered at build time (issue #38): each of SPEC §2's 14 public pages
// becomes an HTML file (<dist>/pages/<name>.html) with its content, title, description and
// social tags, made from the built index.html (so it links the same scripts and stylesheet).
// The server sends it for the page's address (server/web/static-app.ts); the app then renders
// over it (src/main.tsx). A visitor without JavaScript reads it and follows its links.
//
//   tsx scripts/prerender.tsx <dist>      (rsbuild.config.ts runs it after every production build)
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  RouterProvider,
  type AnyRoute,
} from '@tanstack/react-router';
import { createActor, createMachine } from 'xstate';
import { Window } from 'happy-dom';
import { AppSystemProvider } from '../src/system/context';
import type { AppSystem } from '../src/system/createAppSystem';
import { PUBLIC_PAGES, type PublicPagePath } from '../src/features/public/pageMeta';
import { Route as RootRoute, type RouterContext } from '../src/routes/__root';
import { Route as PublicFrame } from '../src/routes/_public';
import { Route as Home } from '../src/routes/_public/index';
import { Route as About } from '../src/routes/_public/about';
import { Route as Blog } from '../src/routes/_public/blog';
import { Route as Caregivers } from '../src/routes/_public/caregivers';
import { Route as CareProviders } from '../src/routes/_public/careproviders';
import { Route as CommunityGuidelines } from '../src/routes/_public/community-guidelines';
import { Route as Contact } from '../src/routes/_public/contact';
import { Route as Employers } from '../src/routes/_public/employers';
import { Route as Faq } from '../src/routes/_public/faq';
import { Route as HealthPlans } from '../src/routes/_public/health-plans';
import { Route as Legal } from '../src/routes/_public/legal';
import { Route as PrivacyPolicy } from '../src/routes/_public/privacy-policy';
import { Route as Webinar } from '../src/routes/_public/webinar';
import { ResourceHubPage } from '../src/features/public/pages/ResourceHubPage';
import { PublicLayout } from '../src/features/public/PublicLayout';
import { prerenderedFile } from '../server/web/prerendered';

/** Each page's route as the app declares it (src/routes/_public), so the markup is the app's own. */
const PAGES: Record<Exclude<PublicPagePath, '/resource-hub'>, AnyRoute> = {
  '/': Home,
  '/about': About,
  '/contact': Contact,
  '/blog': Blog,
  '/webinar': Webinar,
  '/faq': Faq,
  '/privacy-policy': PrivacyPolicy,
  '/legal': Legal,
  '/community-guidelines': CommunityGuidelines,
  '/caregivers': Caregivers,
  '/careproviders': CareProviders,
  '/employers': Employers,
  '/health-plans': HealthPlans,
};

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

/** The page's markup: the app's root and public frame around it, through a router so links are real. */
async function renderPage(path: PublicPagePath): Promise<string> {
  // The router in its browser mode reads window (its origin, its scroll): a DOM at the page's address.
  const dom = new Window({ url: `http://localhost${path}` });
  Object.assign(globalThis, { window: dom, self: dom, document: dom.document });
  const { component: Root } = RootRoute.options;
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Root });
  const frame = createRoute({ getParentRoute: () => rootRoute, id: '_public', component: PublicFrame.options.component });
  const pages = Object.entries(PAGES).map(([p, route]) =>
    createRoute({ getParentRoute: () => frame, path: p, component: route.options.component }),
  );
  // /resource-hub sits outside _public in the app (src/routes/resource-hub.tsx); for a visitor it
  // is the same public frame around the public guides.
  const hub = createRoute({
    getParentRoute: () => rootRoute,
    path: '/resource-hub',
    component: () => (
      <PublicLayout>
        <ResourceHubPage />
      </PublicLayout>
    ),
  });
  const system = idleSystem();
  const router = createRouter({
    routeTree: rootRoute.addChildren([frame.addChildren(pages), hub]),
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
  // The CSP allows no inline script; the page's <title> and <meta> go in the head (below).
  return html.replace(/<title>[^<]*<\/title>|<meta [^>]*>/g, '').replace(/<script\b[\s\S]*?<\/script>/gi, (script) => {
    throw new Error(`prerender ${path}: the markup contains a script: ${script.slice(0, 80)}`);
  });
}

/** The built index.html with the page's head and its markup in #root. */
function pageHtml(template: string, path: PublicPagePath, markup: string): string {
  const { title, description } = PUBLIC_PAGES[path];
  const head = [
    `<meta name="description" content="${esc(description)}">`,
    `<meta property="og:title" content="${esc(title)}">`,
    `<meta property="og:description" content="${esc(description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="NeuroHealth Care">`,
    `<meta name="twitter:card" content="summary">`,
  ].join('');
  const out = template
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${esc(title)}</title>${head}`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${esc(path)}">${markup}</div>`);
  if (!out.includes('data-prerendered')) throw new Error('prerender: the built index.html has no empty <div id="root"></div>');
  return out;
}

export async function prerender(dist: string) {
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  mkdirSync(join(dist, 'pages'), { recursive: true });
  for (const path of Object.keys(PUBLIC_PAGES) as PublicPagePath[]) {
    writeFileSync(join(dist, prerenderedFile(path)), pageHtml(template, path, await renderPage(path)));
  }
  return Object.keys(PUBLIC_PAGES).length;
}

const dist = process.argv[2];
if (dist) {
  const started = Date.now();
  const n = await prerender(dist);
  console.log(`prerendered ${n} public pages into ${join(dist, 'pages')} in ${Date.now() - started} ms`);
}
