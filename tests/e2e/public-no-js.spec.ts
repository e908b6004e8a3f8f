import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Issue #59: the public pages work from their served HTML. With JavaScript off, every call to
 * action is a link or a form the server answers (Login and Sign up reach the identity provider's
 * forms, the contact form is stored and confirmed); with it on, none is disabled while the page
 * waits for its scripts.
 */

/** SPEC §2's 14 public pages, and the beta's feedback form. */
const PAGES = [
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
];

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** A control that waits for scripts: disabled, or said to be. */
const WAITING = 'button[disabled], input[disabled], select[disabled], textarea[disabled], [aria-disabled="true"]';
/** The public pages' calls to action: links drawn as buttons (src/features/public/styles.ts). */
const CTA_LINKS = 'a.inline-flex.rounded-lg.font-semibold';

/** Where a call to action has led: the page it names, or the identity provider's form. */
async function expectArrivedAt(page: Page, href: string) {
  if (href === '/auth/sign-in') {
    await expect(page).toHaveURL(/\/interaction\//);
    await expect(page.getByLabel('E-mail or user name')).toBeVisible();
  } else if (href === '/auth/sign-up') {
    await expect(page).toHaveURL(/\/interaction\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  } else {
    await expect(page).toHaveURL(new URL(href, page.url()).href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
}

test.describe('the public pages without JavaScript (#59)', () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test('no call to action waits for scripts, and each leads where it says', async ({ page }) => {
    test.setTimeout(180_000);
    // A destination reached once is not clicked again from every page: the same address leads to the same place.
    const reached = new Set<string>();
    for (const path of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator(WAITING), `${path}: a control waits for scripts`).toHaveCount(0);

      // Every button in the content submits a form the server answers.
      const main = page.getByRole('main');
      const buttons = main.locator('button, input[type="submit"]');
      for (let i = 0; i < (await buttons.count()); i++) {
        const button = buttons.nth(i);
        await expect(button, `${path}: button ${i + 1}`).toHaveAttribute('type', 'submit');
        const form = button.locator('xpath=ancestor::form');
        await expect(form, `${path}: button ${i + 1}'s form`).toHaveAttribute('method', 'post');
        await expect(form, `${path}: button ${i + 1}'s form`).toHaveAttribute('action', /^\/[a-z]/);
      }

      // Every link drawn as a button, and the header's Login and Sign up, lead where they say.
      const ctas = [
        ...(await main.locator(CTA_LINKS).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))),
        ...(await page
          .getByRole('banner')
          .getByRole('link', { name: /^(Login|Sign up)$/ })
          .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))),
      ];
      if (path === '/') expect(new Set(ctas)).toEqual(new Set(['/auth/sign-up', '/auth/sign-in', '/contact']));
      for (const href of ctas) {
        expect(href, `${path}: a call to action without an address`).toMatch(/^\/[a-z]*/);
        if (reached.has(href)) continue;
        await page.goto(path);
        await page
          .locator(`main ${CTA_LINKS}, header a`)
          .filter({ visible: true })
          .and(page.locator(`[href="${href}"]`))
          .first()
          .click();
        await expectArrivedAt(page, href);
        reached.add(href);
      }
    }
    expect(reached).toEqual(new Set(['/auth/sign-up', '/auth/sign-in', '/contact', '/faq']));
  });

  test('the header’s menus open on a click and lead to their pages, on a desktop and on a phone', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    for (const [menu, link, path] of [
      ['Our solutions', 'Caregivers', '/caregivers'],
      ['Resources', 'Webinars', '/webinar'],
    ] as const) {
      await page.goto('/about');
      const button = nav.getByRole('button', { name: menu });
      await expect(button).toBeEnabled();
      await button.click();
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expectArrivedAt(page, path);
    }

    await page.setViewportSize(PHONE);
    await page.goto('/about');
    // No script keeps a state on the button while the stylesheet shows and hides the menu: it is
    // "Menu", neither "Open menu" nor collapsed, before and after it shows the menu.
    const hamburger = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    await expect(hamburger).toBeEnabled();
    await expect(hamburger).not.toHaveAttribute('aria-expanded');
    await hamburger.click();
    const mobile = page.getByRole('banner').getByRole('navigation', { name: 'Main' }).filter({ visible: true });
    await expect(mobile).toBeVisible();
    await expect(hamburger).toHaveAccessibleName('Menu');
    await expect(hamburger).not.toHaveAttribute('aria-expanded');
    await mobile.locator('summary', { hasText: 'Resources' }).click();
    await mobile.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expectArrivedAt(page, '/faq');
  });

  test('the contact form is sent by the browser and confirmed by the server; a refusal keeps what was typed', async ({
    page,
  }) => {
    const stamp = `no-js-${Date.now()}`;
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Noor Script');
    await page.getByLabel('Email address').fill('noor@example.test');
    await page.getByLabel('Your message').fill('short');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toContainText('Your message was not sent');
    await expect(page.getByText('Your message must be at least 10 characters.')).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveValue('Noor Script');
    await expect(page.getByLabel('Email address')).toHaveValue('noor@example.test');

    await page.getByLabel('Your message').fill(`Do you work with clinics near Leeds? ${stamp}`);
    await page.getByLabel('I am writing as (optional)').selectOption('An employer');
    await page.getByRole('button', { name: 'Send message' }).click();
    // Focus on the answer, as the scripted form puts it (a form sent before the page's script ran
    // is answered by this page too).
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your message is with us' })).toBeFocused();
    await expect(page.getByText('noor@example.test')).toBeVisible();

    const res = await page.request.get('/__dev/contact-messages');
    const { messages } = (await res.json()) as { messages: Array<Record<string, unknown>> };
    expect(messages.filter((m) => String(m.message).includes(stamp))).toEqual([
      expect.objectContaining({ name: 'Noor Script', email: 'noor@example.test', role: 'An employer' }),
    ]);
  });
});

test('with JavaScript on, no call to action is disabled from the first paint: the served HTML has none (#59)', async ({
  request,
}) => {
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    expect(html, `${path} is prerendered`).toContain('data-prerendered');
    const waiting = [
      ...html.matchAll(/<(?:button|input|select|textarea)\b[^>]*\sdisabled[\s=>][^>]*>|<[^>]+aria-disabled="true"[^>]*>/g),
    ];
    expect(
      waiting.map((m) => m[0]),
      `${path}: controls disabled until the scripts run`,
    ).toEqual([]);
    // Login and Sign up are links in the served HTML, not buttons waiting for the app.
    expect(html, path).toMatch(/<a [^>]*href="\/auth\/sign-in"[^>]*>Login<\/a>/);
    expect(html, path).toMatch(/<a [^>]*href="\/auth\/sign-up"[^>]*>Sign up<\/a>/);
  }
});
