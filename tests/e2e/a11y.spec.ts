import type { Page } from '@playwright/test';
import {
  AXE_VARIANT,
  DISPLAY_VARIANTS,
  expect,
  inEveryDisplayVariant,
  signIn,
  test,
  type DemoRole,
  type DisplayVariant,
  axeFor,
  openFromMenu,
} from './fixtures';
import { waitOf } from './slowness';

const SETTINGS_KEY = 'neurohealth.display-settings';

type Variant = DisplayVariant;
const DARK_RTL = DISPLAY_VARIANTS[2];
const label = (v: Variant) => `${v.mode} ${v.direction}`;

async function useSettings(page: Page, v: Variant) {
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [SETTINGS_KEY, JSON.stringify({ mode: v.mode, direction: v.direction, layout: 'vertical' })],
  );
}

/** Axe on the page, or only on what is open (`within`): a modal menu or drawer makes the rest inert. */
async function expectNoViolations(page: Page, what: string, within?: string) {
  // A menu opens a render after its button's click: axe given a scope that is not there yet
  // throws ("No elements found for include") instead of checking it.
  if (within) await expect(page.locator(within).first()).toBeVisible();
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
  // Every public page is checked once, in the default variant, where public-site.spec.ts visits it.
  // The sample for the public site's own styles in the other three variants: the home page (its
  // header, hero, cards and footer are every public page's). A visitor has no settings drawer, so
  // the variant applies at load.
  test('the home page in dark and in right to left', async ({ page }) => {
    await page.goto('/');
    for (const v of DISPLAY_VARIANTS.slice(1)) {
      await useSettings(page, v);
      await page.reload();
      await expectApplied(page, v);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, `/ (${label(v)})`);
    }
  });
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
    test(`${role}: ${routes.map((r) => r.path).join(', ')} in ${label(AXE_VARIANT)}`, async ({ page }) => {
      test.setTimeout(waitOf(120_000));
      await signIn(page, role);
      for (const { path, via } of routes) {
        if (!via) await page.goto(path);
        for (const [menu, link, to] of via ?? []) await openFromMenu(page, link, to, menu);
        await expectApplied(page, AXE_VARIANT);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path !== '/admin') await expect(page.locator('aside [aria-busy="true"]')).toHaveCount(0);
        await expectNoViolations(page, `${path} as ${role} (${label(AXE_VARIANT)})`);
      }
    });
  }

  // The representative sample in all four display variants (issue #58), switched in place from
  // the settings drawer: the dashboard (the shell, its cards and side menu), the community (a feed
  // of cards, tabs) and the calendar (which draws in its own colours by mode).
  test('the dashboard, the community and the calendar in light and dark, ltr and rtl', async ({ page }) => {
    test.setTimeout(waitOf(180_000));
    await signIn(page, 'caregiver');
    const pages: Array<[path: string, open: () => Promise<unknown>]> = [
      ['/dashboard', async () => {}],
      ['/community', () => openFromMenu(page, 'Community', '/community')],
      [
        '/calendar',
        async () => {
          await openFromMenu(page, 'Back to Dashboard', '/dashboard', 'Community');
          await openFromMenu(page, 'Calendar', '/calendar');
        },
      ],
    ];
    for (const [path, open] of pages) {
      await open();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await inEveryDisplayVariant(page, (_, l) => expectNoViolations(page, `${path} (${l})`));
    }
  });

  test('open states: profile menu, More submenu, settings drawer, mobile drawer (dark rtl)', async ({ page }) => {
    await signIn(page, 'caregiver');
    await useSettings(page, DARK_RTL);
    await page.goto('/community');
    await expectApplied(page, DARK_RTL);
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
