/**
 * Where the build writes a public page's prerendered HTML (scripts/prerender.tsx) and where the
 * server finds it (web/static-app.ts): one rule for both. `/` is `pages/home.html`; every other
 * public path is `pages/<path>.html`.
 */
export function prerenderedFile(pathname: string): string {
  const name = pathname.replace(/^\/+|\/+$/g, '');
  return `pages/${name === '' ? 'home' : name}.html`;
}

/**
 * SPEC §2's public pages, the beta feedback form and the blog's articles (issue #63.13): the
 * only addresses a prerendered file is looked for. The client's list is
 * src/features/public/pageMeta.ts (PUBLIC_PAGES); tests/server/prerendered-pages.test.ts keeps
 * the two the same.
 */
export const PRERENDERED_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/about',
  '/contact',
  '/blog',
  '/webinar',
  '/faq',
  '/privacy-policy',
  '/legal',
  '/community-guidelines',
  '/caregivers',
  '/careproviders',
  '/employers',
  '/health-plans',
  '/resource-hub',
  '/feedback',
  '/blog/first-neurology-appointment',
  '/blog/concierge-mentor',
  '/blog/choosing-a-therapy-provider',
  '/blog/beta-notes-group-chats-pin',
  '/blog/caring-while-working',
]);
