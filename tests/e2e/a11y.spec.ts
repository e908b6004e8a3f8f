import type { Page } from '@playwright/test';
import { expect, signIn, test, type DemoRole, AXE_VARIANTS, axeFor, openFromMenu } from './fixtures';
import { waitOf } from './slowness';
import { PRERENDERED_PATHS } from '../../server/web/prerendered';

const SETTINGS_KEY = 'neurohealth.display-settings';

/** SPEC §2's public pages, as the server serves them prerendered. */
const PUBLIC_ROUTES = [...PRERENDERED_PATHS];
const VARIANTS = AXE_VARIANTS;
type Variant = (typeof VARIANTS)[number];
const label = (v: Variant) => `${v.mode} ${v.direction}`;

async function useSettings(page: Page, v: Variant) {
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [SETTINGS_KEY, JSON.stringify({ mode: v.mode, direction: v.direction, layout: 'vertical' })],
  );
}

/** Axe on the page, or only on what is open (`within`): a modal menu or drawer makes the rest inert. */
async function expectNoViolations(page: Page, what: string, within?: string) {
  const results = await (within ? axeFor(page).include(within) : axeFor(page)).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
  expect(summary, `axe violations on ${what}`).toEqual([]);
}

async function expectApplied(page: Page, v: Variant) {
  await expect(page.locator('html')).toHaveAttribute('data-theme', v.mode);
  await expect(page.locator('html')).toHaveAttribute('dir', v.direction);
}

test.describe('accessibility of the public site (axe, WCAG 2.2 AA)', () => {
  // One test a variant, each visiting every public page as a visitor does (a direct load): one
  // browser context and one settings change for fourteen pages, rather than fourteen of each.
  for (const v of VARIANTS) {
    test(`every public page in ${label(v)}`, async ({ page }) => {
      test.setTimeout(waitOf(120_000));
      await page.goto('/');
      await useSettings(page, v);
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route);
        await expectApplied(page, v);
        // Each public page has one h1 (public-site.spec.ts): its content has arrived.
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        await expectNoViolations(page, `${route} (${label(v)})`);
      }
    });
  }
});

/**
 * Each role's pages, the first loaded and the others opened in the app from the side menu
 * (`via`: each hop's menu, link and the page it opens), so the app loads once a variant.
 */
const SIGNED_IN: Array<{
  role: DemoRole;
  routes: Array<{ path: string; via?: Array<[menu: string, link: string, path: string]> }>;
}> = [
  {
    role: 'caregiver',
    routes: [
      { path: '/dashboard' },
      { path: '/community', via: [['Main', 'Community', '/community']] },
      {
        path: '/mentorship',
        via: [
          ['Community', 'Back to Dashboard', '/dashboard'],
          ['Main', 'Concierge', '/mentorship'],
        ],
      },
    ],
  },
  { role: 'admin', routes: [{ path: '/admin' }] },
];

test.describe('accessibility of the signed-in shell (axe, WCAG 2.2 AA)', () => {
  for (const { role, routes } of SIGNED_IN) {
    test(`${role}: ${routes.map((r) => r.path).join(', ')} in light and dark, ltr and rtl`, async ({ page }) => {
      // Up to twelve pages checked by axe: more than the default minute when the flows run beside.
      test.setTimeout(waitOf(180_000));
      await signIn(page, role);
      for (const v of VARIANTS) {
        await useSettings(page, v);
        for (const { path, via } of routes) {
          if (!via) await page.goto(path);
          for (const [menu, link, to] of via ?? []) await openFromMenu(page, link, to, menu);
          await expectApplied(page, v);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          if (path !== '/admin') await expect(page.locator('aside [aria-busy="true"]')).toHaveCount(0);
          await expectNoViolations(page, `${path} as ${role} (${label(v)})`);
        }
      }
    });
  }

  test('open states: profile menu, More submenu, settings drawer, mobile drawer (dark rtl)', async ({ page }) => {
    await signIn(page, 'caregiver');
    await useSettings(page, VARIANTS[1]);
    await page.goto('/community');
    await expectApplied(page, VARIANTS[1]);
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await expectNoViolations(page, 'profile menu', '[role="menu"]');
    await page.getByRole('menuitem', { name: 'More' }).click();
    await expect(page.getByRole('menuitem', { name: 'Back' })).toBeVisible();
    await expectNoViolations(page, 'More submenu', '[role="menu"]');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Display settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Display settings' })).toBeVisible();
    await expectNoViolations(page, 'settings drawer', '[role="dialog"]');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 600, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoViolations(page, 'menu drawer (small screen)', '[role="dialog"]');
  });
});
