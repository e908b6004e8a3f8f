import './styles.css';
import type { InspectionEvent } from 'xstate';
import { hasStoredSession } from './services/oidc';
import { rootFlows } from './rootFlows';
import { createAppSystem } from './system/createAppSystem';
import { PublicSiteRoot } from './publicSiteRoot';
import { hydrateInTurns } from './ui/hydrateInTurns';
import { yieldToPage } from './scheduling/nextTask';
import { actorPanelFor, configOrStartupError } from './startup';
import { isSitePage, SITE_PAGES } from './features/public/sitePages';

/**
 * The public site's entry (issue #38): a prerendered public page (scripts/prerender.tsx) comes
 * alive here without the router or the signed-in routes. Each page is its own document, so its
 * links are plain links; the root actor runs as in the app (the auth actor knows whether someone
 * is signed in, and signs in or up), and signing in goes on in the app (src/main.tsx), which the
 * identity provider sends the person back to.
 */
async function boot() {
  const container = document.getElementById('root')!;
  const path = container.dataset['prerendered'] ?? '';
  // The build's template itself, opened by its file name (/publicSite.html): no page to hydrate,
  // so the home page instead of a blank one.
  if (!isSitePage(path)) {
    window.location.replace('/');
    return;
  }

  const config = await configOrStartupError(container);
  if (!config) return;

  // The live actor panel, as in the app, when /config.json turns it on.
  const panel = await actorPanelFor(config);
  const inspect = panel ? (event: InspectionEvent) => panel.inspect(event) : undefined;

  // Each step below in a task of its own (issue #38): the page is on screen already, and a tap
  // on it is answered between them.
  await yieldToPage();
  // Every page here is its own document: going somewhere is loading it.
  const system = createAppSystem({
    config,
    flows: rootFlows,
    navigate: (href) => window.location.replace(href),
    open: (href) => window.location.assign(href),
    refresh: () => undefined,
    back: () => window.history.back(),
    ...(inspect ? { inspect } : {}),
  });
  system.root.start();
  system.root.send({ type: 'location.changed', pathname: window.location.pathname, search: window.location.search });
  await yieldToPage();

  // A returning person: the app's own files load while this page paints, so Go to App does not
  // wait for them (the build lists them in the page, scripts/prerender.tsx).
  if (hasStoredSession(config)) prefetchApp();

  const Page = await SITE_PAGES[path]();
  // The frame at once, the page's parts a task each after it, then what was typed before this
  // script ran given to the page (src/ui/hydrateInTurns.tsx).
  hydrateInTurns(container, <PublicSiteRoot system={system} path={path} Page={Page} />);
}

function prefetchApp() {
  const files = document.querySelector<HTMLMetaElement>('meta[name="app-files"]')?.content.split(' ') ?? [];
  for (const href of files.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.append(link);
  }
}

void boot();
