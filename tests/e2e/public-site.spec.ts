import type { Locator, Page } from '@playwright/test';
import { expect, expectAxeClean, signIn, test } from './fixtures';
import { waitOf } from './slowness';
import { PRERENDERED_PATHS } from '../../server/web/prerendered';

/** SPEC §2 "Public pages", with the header entry that leads to each (a top link or the menu holding it). */
const PUBLIC_PAGES: Array<{ path: string; label?: string; menu?: 'Our solutions' | 'Resources' }> = [
  { path: '/', label: 'Home' },
  { path: '/about', label: 'About' },
  { path: '/contact', label: 'Contact' },
  { path: '/blog', label: 'Blog', menu: 'Resources' },
  { path: '/webinar', label: 'Webinars', menu: 'Resources' },
  { path: '/faq', label: 'FAQ', menu: 'Resources' },
  { path: '/privacy-policy' },
  { path: '/legal' },
  { path: '/community-guidelines' },
  { path: '/caregivers', label: 'Caregivers', menu: 'Our solutions' },
  { path: '/careproviders', label: 'Care providers', menu: 'Our solutions' },
  { path: '/employers', label: 'Employers', menu: 'Our solutions' },
  { path: '/health-plans', label: 'Health plans', menu: 'Our solutions' },
  { path: '/resource-hub', label: 'Resource hub', menu: 'Resources' },
  // The beta's feedback form and the blog's articles (issue #63.13): no header entry of their own.
  { path: '/feedback' },
  { path: '/blog/first-neurology-appointment' },
  { path: '/blog/concierge-mentor' },
  { path: '/blog/choosing-a-therapy-provider' },
  { path: '/blog/beta-notes-group-chats-pin' },
  { path: '/blog/caring-while-working' },
];

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** SPEC §9: header menu panels are 600 px wide. */
const PANEL_WIDTH = 600;
const NEW_TAB = ' (opens in a new tab)';

const banner = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => banner(page).getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page, name: 'Our solutions' | 'Resources') => mainNav(page).getByRole('button', { name });
const hamburger = (page: Page) => banner(page).getByRole('button', { name: /^(Open|Close) menu$/ });
/** The public pages' calls to action: links drawn as buttons (src/features/public/styles.ts). */
const CTA_LINKS = 'a.inline-flex.rounded-lg.font-semibold';
/** The page's URL is exactly this path, with no query or fragment. */
const urlOf = (path: string) => new RegExp(`^https?://[^/]+${path}$`);

/** The panel a menu button controls, found through its aria-controls. */
async function panelOf(button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id, 'menu button has aria-controls').toBeTruthy();
  return button.page().locator(`[id="${id}"]`);
}

/** A mobile menu section: a native <details> whose <summary> is the visible label. */
const mobileSection = (page: Page, name: string) =>
  mainNav(page)
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: name }) });

test.describe('public pages (SPEC §2)', () => {
  // One visitor going through the fourteen pages: one browser context, and the phone width
  // checked by narrowing the window on the loaded page (a layout that fits 320 px is CSS's
  // answer, the same after a resize as after a load at that width).
  test('each page: direct load, one h1, title, current header entry, no axe violations, no sideways scroll at 320 px', async ({
    page,
  }) => {
    test.setTimeout(waitOf(120_000));
    // The pages are prerendered and hydrated (issue #38): a mismatch would be logged as an error.
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    page.on('pageerror', (error) => errors.push(error.message));
    // The server prerenders exactly these (the accessibility and CSP sweeps visit its list).
    expect(new Set(PUBLIC_PAGES.map((p) => p.path))).toEqual(PRERENDERED_PATHS);
    for (const entry of PUBLIC_PAGES) {
      await page.setViewportSize(DESKTOP);
      const response = await page.goto(entry.path);
      expect(response?.status(), `HTTP status of ${entry.path}`).toBe(200);
      await expect(page).toHaveURL(urlOf(entry.path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('h1'), entry.path).toHaveCount(1);
      // Every page names the product; the home page leads with it ("NeuroHealth Care · tagline"),
      // the others end with it ("About · NeuroHealth Care").
      await expect(page).toHaveTitle(entry.path === '/' ? /^NeuroHealth Care\b/ : /\S · NeuroHealth Care$/);

      if (entry.label) {
        if (entry.menu) {
          const trigger = menuButton(page, entry.menu);
          await expect(trigger).toHaveAttribute('data-current', 'true');
          await trigger.click();
          await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        }
        const link = mainNav(page).getByRole('link', { name: entry.label, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('aria-current', 'page');
        // Only that one entry is current in the header.
        await expect(mainNav(page).locator('a[aria-current="page"]'), entry.path).toHaveCount(1);
      } else {
        await expect(mainNav(page).locator('a[aria-current="page"]'), entry.path).toHaveCount(0);
        await expect(mainNav(page).locator('button[data-current]'), entry.path).toHaveCount(0);
      }

      // axe (WCAG 2.2 AA) on the page in the default display variant, once its content has
      // arrived; the other variants on the home page (tests/e2e/a11y.spec.ts).
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await expectAxeClean(page, `${entry.path} (light ltr)`);

      await page.setViewportSize({ width: 320, height: 800 });
      await expect(hamburger(page)).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${entry.path} is wider than 320 px`).toBeLessThanOrEqual(320);
      expect(errors, `errors logged while loading and hydrating ${entry.path}`).toEqual([]);
    }
  });
});

test.describe('every call to action on every public page (#63.1)', () => {
  test.use({ viewport: DESKTOP });

  test('works from the served HTML (links) and once scripts run (buttons and links), signed out', async ({ page, request }) => {
    test.setTimeout(waitOf(360_000));
    for (const { path } of PUBLIC_PAGES) {
      // The served HTML: every link in the page's content goes somewhere without scripts (a page
      // or a heading on this one, not an empty "#").
      const html = await (await request.get(path)).text();
      const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
      expect(main, `${path} has its content in the served HTML`).not.toBe('');
      for (const [anchor] of main.matchAll(/<a\b[^>]*>/g)) expect(anchor, `${path}: ${anchor}`).toMatch(/\shref="(?!#?")[^"]+"/);

      // Once its scripts run: every button in the content answers (none stays disabled).
      await page.goto(path);
      const buttons = page.getByRole('main').getByRole('button');
      const count = await buttons.count();
      for (let i = 0; i < count; i++) await expect(buttons.nth(i), `${path}: button ${i + 1} of ${count}`).toBeEnabled();

      // And every link drawn as a button, once the page's script has taken it over (React's own
      // mark on the element), leads where it says.
      const hrefs = new Set(
        await page.locator(`main ${CTA_LINKS}`).evaluateAll((ls) => ls.map((a) => a.getAttribute('href') ?? '')),
      );
      for (const href of hrefs) {
        if (page.url() !== new URL(path, page.url()).href) await page.goto(path);
        const link = page.locator(`main ${CTA_LINKS}[href="${href}"]`).filter({ visible: true }).first();
        await expect
          .poll(() => link.evaluate((a) => Object.keys(a).some((k) => k.startsWith('__reactFiber$'))), {
            message: `${path}: ${href} taken over by the page's script`,
          })
          .toBe(true);
        await link.click();
        if (href === '/auth/sign-in' || href === '/auth/sign-up') {
          await expect(page, `${path}: ${href}`).toHaveURL(/\/interaction\//);
          await expect(
            href === '/auth/sign-in'
              ? page.getByLabel('E-mail or user name')
              : page.getByRole('heading', { level: 1, name: 'Create an account' }),
          ).toBeVisible();
        } else {
          await expect(page, `${path}: ${href}`).toHaveURL(new URL(href, page.url()).href);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        }
      }
    }
  });

  test('the home page’s Get started and Sign in lead to the sign-up and sign-in pages, at 1280 and 390 px', async ({ page }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const hero = page.getByRole('main');
      await hero.getByRole('link', { name: 'Get started' }).click();
      await expect(page).toHaveURL(/\/interaction\//);
      await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
      await page.goto('/');
      await hero.getByRole('link', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(/\/interaction\//);
      await expect(page.getByLabel('E-mail or user name')).toBeVisible();
    }
  });
});

test('the public pages’ template opened by its file name leads to the home page, not a blank one', async ({ page }) => {
  await page.goto('/publicSite.html');
  await expect(page).toHaveURL(urlOf('/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('desktop header menus (1280 × 900)', () => {
  test.use({ viewport: DESKTOP });

  test('a menu hovered while the prerendered page is still waiting for its code opens once the page comes alive', async ({
    page,
  }) => {
    // A slow phone or network: the page's scripts arrive a second after its HTML, and the person
    // rests the pointer on the menu meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/static/js/**', async (route) => {
      await held;
      await route.continue();
    });
    // Not 'domcontentloaded': it waits for the module scripts, which are held.
    await page.goto('/', { waitUntil: 'commit' });
    const trigger = menuButton(page, 'Our solutions');
    // Never disabled while waiting for scripts (issue #59): the stylesheet opens it on hover meanwhile.
    await expect(trigger).toBeEnabled();
    await trigger.hover();
    await expect(await panelOf(trigger)).toBeVisible();
    release();
    await expect(trigger).toBeEnabled();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(await panelOf(trigger)).toBeVisible();
  });

  test('hovering opens a 600 px panel, leaving closes it; a menu link navigates', async ({ page }) => {
    await page.goto('/');
    await expect(hamburger(page)).toBeHidden();
    await expect(mainNav(page)).toBeVisible();

    for (const [name, links] of [
      ['Our solutions', ['Caregivers', 'Care providers', 'Employers', 'Health plans']],
      ['Resources', ['Blog', 'Resource hub', 'Webinars', 'FAQ']],
    ] as const) {
      const trigger = menuButton(page, name);
      const panel = await panelOf(trigger);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();

      await trigger.hover();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('link')).toHaveText([...links]);
      const box = await panel.boundingBox();
      expect(box?.width, `${name} panel width`).toBe(PANEL_WIDTH);

      // Moving onto the panel keeps it open.
      await panel.getByRole('link', { name: links[1] }).hover();
      await expect(panel).toBeVisible();

      // Moving the pointer away (into the page body) closes it.
      await page.mouse.move(640, 700);
      await expect(panel).toBeHidden();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }

    // Only one menu is open at a time: moving from one trigger to the other swaps them.
    const solutions = menuButton(page, 'Our solutions');
    const resources = menuButton(page, 'Resources');
    await solutions.hover();
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await resources.hover();
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(await panelOf(solutions)).toBeHidden();
    await page.mouse.move(640, 700);
    await expect(resources).toHaveAttribute('aria-expanded', 'false');

    // Clicking a menu link goes there and closes the panel.
    await solutions.hover();
    await (await panelOf(solutions)).getByRole('link', { name: 'Care providers' }).click();
    await expect(page).toHaveURL(urlOf('/careproviders'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(await panelOf(solutions)).toBeHidden();
    await expect(solutions).toHaveAttribute('data-current', 'true');
    await expect(resources).not.toHaveAttribute('data-current');

    await resources.hover();
    await (await panelOf(resources)).getByRole('link', { name: 'Webinars' }).click();
    await expect(page).toHaveURL(urlOf('/webinar'));
    await expect(await panelOf(resources)).toBeHidden();
    await expect(resources).toHaveAttribute('data-current', 'true');
    await expect(solutions).not.toHaveAttribute('data-current');
  });

  test('keyboard walk: Tab order, Enter and ArrowDown open, Tab enters the panel, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/caregivers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const solutions = menuButton(page, 'Our solutions');
    const resources = menuButton(page, 'Resources');
    const panel = await panelOf(solutions);

    // The current page's parent menu is highlighted; the other one is not.
    await expect(solutions).toHaveAttribute('data-current', 'true');
    await expect(resources).not.toHaveAttribute('data-current');

    // Tab order from the top of the page.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('complementary', { name: 'Beta notice' }).getByRole('link')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('link', { name: 'NeuroHealth Care home' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(solutions).toBeFocused();
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');

    // Enter opens; focus stays on the button; Tab walks into the panel.
    await page.keyboard.press('Enter');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(solutions).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Caregivers' })).toBeFocused();
    await expect(panel.getByRole('link', { name: 'Caregivers' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Care providers' })).toBeFocused();

    // Escape closes and returns focus to the trigger.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(solutions).toBeFocused();

    // ArrowDown opens and moves to the first link; arrows move within the panel.
    await page.keyboard.press('ArrowDown');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: 'Caregivers' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: 'Care providers' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(solutions).toBeFocused();

    // Tabbing past the last link leaves the menu and closes it.
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    for (const name of ['Caregivers', 'Care providers', 'Employers', 'Health plans']) {
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link', { name })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'About', exact: true })).toBeFocused();
    await expect(panel).toBeHidden();
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');

    // The other menu, by keyboard, to another page: the highlight follows.
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Contact', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(resources).toBeFocused();
    await page.keyboard.press('Enter');
    const resourcesPanel = await panelOf(resources);
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Blog', 'Resource hub', 'Webinars', 'FAQ']) {
      await page.keyboard.press('Tab');
      await expect(resourcesPanel.getByRole('link', { name })).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(urlOf('/faq'));
    await expect(resourcesPanel).toBeHidden();
    await expect(resources).toHaveAttribute('data-current', 'true');
    await expect(solutions).not.toHaveAttribute('data-current');
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Once the page has come alive (its menus are enabled then): before, the link is a plain
    // #main link, which moves the focus too but adds #main to the address.
    await expect(menuButton(page, 'Our solutions')).toBeEnabled();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    await expect(page).toHaveURL(urlOf('/about'));
  });
});

test.describe('small-screen header (390 × 844)', () => {
  test.use({ viewport: PHONE });

  test('the hamburger toggles the menu; sections expand with Enter and Space; links navigate and close it; Escape closes', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const button = hamburger(page);
    await expect(button).toHaveAccessibleName('Open menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
    // The desktop menus are not shown on a small screen.
    await expect(banner(page).getByRole('button', { name: 'Our solutions' })).toBeHidden();

    await button.click();
    await expect(button).toHaveAccessibleName('Close menu');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page)).toBeVisible();
    await expect(mainNav(page)).toHaveCount(1);
    const controls = await button.getAttribute('aria-controls');
    await expect(mainNav(page)).toHaveAttribute('id', controls!);
    await expect(mainNav(page).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('link', { name: 'About', exact: true })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: `Give us Feedback${NEW_TAB}` })).toBeVisible();

    // The two menus are closed expandable sections: Enter opens, Space closes.
    const solutions = mobileSection(page, 'Our solutions');
    const resources = mobileSection(page, 'Resources');
    for (const section of [solutions, resources]) {
      await expect(section).not.toHaveAttribute('open');
      await expect(section.getByRole('link').first()).toBeHidden();
    }
    const solutionsSummary = solutions.locator('summary');
    await solutionsSummary.focus();
    await page.keyboard.press('Enter');
    await expect(solutions).toHaveAttribute('open', '');
    await expect(solutions.getByRole('link')).toHaveText(['Caregivers', 'Care providers', 'Employers', 'Health plans']);
    await expect(solutions.getByRole('link', { name: 'Caregivers' })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(solutions).not.toHaveAttribute('open');
    await expect(solutions.getByRole('link', { name: 'Caregivers' })).toBeHidden();
    await page.keyboard.press('Space');
    await expect(solutions).toHaveAttribute('open', '');

    // A link in a section navigates and closes the menu.
    await resources.locator('summary').click();
    await expect(resources).toHaveAttribute('open', '');
    await expect(resources.getByRole('link')).toHaveText(['Blog', 'Resource hub', 'Webinars', 'FAQ']);
    await resources.getByRole('link', { name: 'Webinars' }).click();
    await expect(page).toHaveURL(urlOf('/webinar'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAccessibleName('Open menu');
    await expect(mainNav(page)).toBeHidden();

    // Reopened on /webinar: the current page's section is open with its link marked current.
    await button.click();
    await expect(resources).toHaveAttribute('open', '');
    await expect(resources.getByRole('link', { name: 'Webinars' })).toHaveAttribute('aria-current', 'page');
    await expect(resources.locator('summary')).toHaveAttribute('data-current', 'true');

    // A top-level link navigates and closes the menu too.
    await mainNav(page).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(urlOf('/about'));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();

    // Escape from inside the open menu closes it and returns focus to the hamburger.
    await button.click();
    await expect(mainNav(page)).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'Contact', exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(mainNav(page)).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    // The hamburger closes it as well.
    await button.click();
    await expect(mainNav(page)).toBeVisible();
    await button.click();
    await expect(mainNav(page)).toBeHidden();
    await expect(page).toHaveURL(urlOf('/about'));
  });
});

test.describe('sign-in controls in the public header', () => {
  test('signed out: Login and Sign up go to the sign-in and sign-up pages', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/about');
    await expect(banner(page).getByRole('link', { name: 'Go to App' })).toHaveCount(0);
    // Nobody is signed in here: the page fetches none of the app's own files (issue #38).
    await expect(banner(page).getByRole('link', { name: 'Login' })).toHaveAttribute('data-app-sign-in', 'true');
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);

    await banner(page).getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/interaction\//);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('E-mail or user name')).toBeVisible();

    await page.goto('/about');
    await banner(page).getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/interaction\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();

    // Both fit on a small screen too, next to the hamburger.
    await page.setViewportSize(PHONE);
    await page.goto('/about');
    await expect(banner(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(hamburger(page)).toBeVisible();
  });

  test('signed in: Go to App replaces Login and Sign up, and there is no hamburger', async ({ page }) => {
    await signIn(page, 'caregiver');
    await page.setViewportSize(DESKTOP);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const goToApp = banner(page).getByRole('link', { name: 'Go to App' });
    await expect(goToApp).toBeVisible();
    await expect(goToApp).toHaveAttribute('href', '/dashboard');
    // A returning person: the app's own files are fetched while this page paints, so Go to App
    // does not wait for them (issue #38).
    await expect(page.locator('link[rel="prefetch"][href*="/static/js/index."]')).toHaveCount(1);
    await expect(banner(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(banner(page).getByRole('link', { name: 'Sign up' })).toHaveCount(0);
    // The desktop navigation stays.
    await expect(mainNav(page).getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');

    await page.setViewportSize(PHONE);
    await expect(goToApp).toBeVisible();
    await expect(banner(page).getByRole('button', { name: /menu$/ })).toHaveCount(0);
    await expect(mainNav(page)).toHaveCount(0);

    await goToApp.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');
  });
});

test.describe('links that open in a new tab', () => {
  test('the beta banner link and Give us Feedback open the feedback form in a new tab, without an opener', async ({
    page,
    context,
  }) => {
    // The feedback form is the product's own unless a build sets FEEDBACK_URL (issue #63.13).
    await page.setViewportSize(DESKTOP);
    await page.goto('/about');

    const bannerLink = page
      .getByRole('complementary', { name: 'Beta notice' })
      .getByRole('link', { name: `Tell us what to improve${NEW_TAB}` });
    const desktopFeedback = mainNav(page).getByRole('link', { name: `Give us Feedback${NEW_TAB}` });

    for (const link of [bannerLink, desktopFeedback]) {
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
      await expect(link).toHaveAttribute('href', '/feedback');

      const opened = context.waitForEvent('page');
      await link.click();
      const tab = await opened;
      await expect(tab).toHaveURL(urlOf('/feedback'));
      await expect(tab.getByRole('heading', { level: 1, name: 'Tell us what to improve' })).toBeVisible();
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      // The public page stays where it was.
      await expect(page).toHaveURL(urlOf('/about'));
      await tab.close();
    }

    // The same link in the small-screen menu.
    await page.setViewportSize(PHONE);
    await hamburger(page).click();
    const mobileFeedback = mainNav(page).getByRole('link', { name: `Give us Feedback${NEW_TAB}` });
    await expect(mobileFeedback).toBeVisible();
    await expect(mobileFeedback).toHaveAttribute('target', '_blank');
    await expect(mobileFeedback).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
  });
});

test.describe('public footer', () => {
  test('the Legal links reach the privacy policy, terms, community guidelines and contact pages', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Solutions', 'Resources', 'Legal']) {
      await expect(footer.getByRole('navigation', { name })).toBeVisible();
    }
    const legal = footer.getByRole('navigation', { name: 'Legal' });
    await expect(legal.getByRole('link')).toHaveText(['Privacy Policy', 'Terms', 'Community Guidelines', 'Contact']);

    for (const [name, path] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms', '/legal'],
      ['Community Guidelines', '/community-guidelines'],
      ['Contact', '/contact'],
    ] as const) {
      await legal.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(urlOf(path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(legal.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    }
  });
});

test.describe('without JavaScript (issue #38: the public site is prerendered)', () => {
  test.use({ javaScriptEnabled: false });

  test('/about reads, with its title, description and social tags; a footer link loads another readable page', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nobody should have to coordinate neurological care alone' }),
    ).toBeVisible();
    await expect(page.getByText('After a diagnosis, families are often handed a leaflet and a waiting list.')).toBeVisible();
    await expect(page).toHaveTitle('About · NeuroHealth Care');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Why we are building NeuroHealth Care/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'About · NeuroHealth Care');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(urlOf('/privacy-policy'));
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page).toHaveTitle('Privacy Policy · NeuroHealth Care');
  });
});
