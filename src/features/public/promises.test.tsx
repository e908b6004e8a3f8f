// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../machines/domain/user';
import { fakeAuth } from '../../testing/auth';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { testUsers } from '../../testing/users';
import { WelcomeHints } from '../welcomeHints/WelcomeHints';
import { welcomeHintsWiring } from '../welcomeHints/wiring';
import { FAVORITE_GROUPS } from '../../../contract/favorites';
import { allFeatures, features } from './content/features';
import { HomePage } from './pages/HomePage';
import { PublicSite } from './PublicSite';

/*
 * Issue #28.9: the home page and the welcome card promise only what is there. Which signed-in
 * pages say "not available yet" is read from the route files (those rendering NotYetAvailable),
 * so a feature that lands, or one that is taken away, changes what this test expects by itself.
 */
const ROUTES = join(process.cwd(), 'src/routes');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));

/** A route file's URL as a pattern: pathless layouts (`_app`) and `index` drop out, `$param` is one segment. */
const pattern = (file: string) => {
  const segments = relative(ROUTES, file)
    .replace(/\.tsx?$/, '')
    .split('/')
    .filter((s) => !s.startsWith('_') && s !== 'index')
    .map((s) => (s.startsWith('$') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^/${segments.join('/')}/?$`);
};
const routeFiles = files(ROUTES).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('routeTree.gen.ts'));
const allRoutes = routeFiles.map(pattern);
const notAvailable = routeFiles.filter((f) => readFileSync(f, 'utf8').includes('<NotYetAvailable')).map(pattern);
const leadsNowhere = (href: string) => {
  const path = new URL(href, 'http://app.test').pathname;
  return notAvailable.some((p) => p.test(path));
};
const internalLinks = () =>
  Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
    .map((a) => a.getAttribute('href')!)
    .filter((href) => href.startsWith('/'));

describe('the promises of the home page and the welcome card (#28.9)', () => {
  it('knows which pages are not available yet (none since /admin-provider was built)', () => {
    expect(notAvailable).toEqual([]);
    for (const path of [
      '/admin-provider',
      '/dashboard',
      '/calendar',
      '/people-chat',
      '/faq',
      '/',
      '/providers',
      '/directory-item/3',
    ])
      expect(leadsNowhere(path), path).toBe(false);
  });

  it('every feature names its page, and is marked "Coming soon" exactly when that page is not available yet', () => {
    for (const feature of allFeatures) {
      expect(
        allRoutes.some((p) => p.test(feature.route)),
        `${feature.key}: ${feature.route}`,
      ).toBe(true);
      expect(!!feature.comingSoon, feature.route).toBe(leadsNowhere(feature.route));
    }
  });

  for (const user of [null, testUsers.caregiver]) {
    it(`the home page ${user ? 'signed in' : 'signed out'}: no link leads to a "not available yet" page, and what is coming says so`, async () => {
      await renderWithSystem(<PublicSite path="/" Page={HomePage} />, { actors: { auth: fakeAuth({ user }).logic } });
      await screen.findByRole('heading', { level: 1 });
      const links = internalLinks();
      expect(links.length).toBeGreaterThan(10);
      expect(links.filter(leadsNowhere)).toEqual([]);
      for (const feature of allFeatures) {
        const heading = screen.getByRole('heading', { level: 3, name: new RegExp(`^${feature.title}`) });
        const soon = leadsNowhere(feature.route);
        expect(heading.textContent, feature.title).toBe(soon ? `${feature.title}Coming soon` : feature.title);
      }
    });
  }

  it('the home page describes what exists: nothing built is "coming soon", and what it says one can save is in Favorites (#63.9)', async () => {
    await renderWithSystem(<PublicSite path="/" Page={HomePage} />, { actors: { auth: fakeAuth({ user: null }).logic } });
    const hero = (await screen.findByRole('heading', { level: 1 })).parentElement!;
    const text = document.body.textContent ?? '';
    const soon = allFeatures.filter((f) => f.comingSoon).map((f) => f.title);
    // "Coming soon" appears once for each feature that is not built, and nowhere else.
    expect(text.match(/coming soon/gi) ?? []).toHaveLength(soon.length);
    expect(hero.textContent).toMatch(/provider directory/i);
    expect(hero.textContent).toMatch(/community/i);
    // The directory says providers can be saved: saved providers are a group of Favorites, and
    // Favorites' own card names every group a person can save.
    expect(features.directory.body).toMatch(/\bsave\b/i);
    expect(Object.keys(FAVORITE_GROUPS)).toContain('providers');
    for (const kind of Object.keys(FAVORITE_GROUPS)) expect(features.favorites.body.toLowerCase()).toContain(kind);
  });

  for (const user of [testUsers.caregiver, testUsers.coordinator, { ...testUsers.caregiver, user_type: 99 } as User]) {
    it(`the welcome card and the tools hint for user type ${user.user_type}: no link leads to a "not available yet" page`, async () => {
      window.localStorage.clear();
      const view = await renderWithSystem(<WelcomeHints user={user} />, { actors: { welcomeHints: welcomeHintsWiring() } });
      view.actor('welcomeHints').send({ type: 'hints.user', email: user.email });
      await screen.findByTestId('hint-welcome');
      const links = internalLinks();
      view.actor('welcomeHints').send({ type: 'hints.dismiss' });
      await screen.findByTestId('hint-tools');
      links.push(...internalLinks());
      expect(links.filter(leadsNowhere)).toEqual([]);
      await waitFor(() => expect(view.actor('welcomeHints').getSnapshot().value).toBe('tools'));
    });
  }
});
