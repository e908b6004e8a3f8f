/**
 * Where the build writes a public page's prerendered HTML (scripts/prerender.tsx) and where the
 * server finds it (web/static-app.ts): one rule for both. `/` is `pages/home.html`; every other
 * public path is `pages/<path>.html`.
 */
export function prerenderedFile(pathname: string): string {
  const name = pathname.replace(/^\/+|\/+$/g, '');
  return `pages/${name === '' ? 'home' : name}.html`;
}

/** SPEC §2's public pages: the only addresses a prerendered file is looked for. */
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
]);
