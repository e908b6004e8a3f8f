import type { Page } from '@playwright/test';
import { expect, expectAxeClean, signIn, test } from './fixtures';

/*
 * Issue #63.13, as a visitor meets it: the blog's cards open articles, each webinar has its time in
 * the visitor's own zone and a Register that e-mails a confirmation with a calendar file through
 * the local inbox, and the beta's feedback link opens the product's own form, which administrators
 * read. Register and the feedback form are real forms: the server answers them without scripts,
 * and with scripts the page answers in place. The rules are proved lower (tests/server/
 * webinars-feedback.test.ts, publicPages.view.test.tsx, the publicForm machine's model test).
 */

// The session registered for here is in February 2027 (contract/webinar-schedule.ts). The server's
// webinars read 1 December 2026 as now while these tests run, and npm test prerenders the pages as
// of that instant (PRERENDER_NOW), so without scripts it is still to come whatever today's date
// (tests/server/webinars-feedback.test.ts holds the server's clock there too). With scripts the
// page lists sessions by the browser's clock: the phone test starts it at the same instant
// (Playwright's clock), so it passes whatever today's date.
const SESSION = 'Supporting working caregivers: what employers can do';
const WEBINAR_NOW = '2026-12-01T12:00:00Z';
test.beforeEach(async ({ request }) => {
  expect((await request.put('/__dev/webinars/clock', { data: { at: WEBINAR_NOW } })).ok()).toBeTruthy();
});
test.afterEach(async ({ request }) => {
  await request.put('/__dev/webinars/clock', { data: { at: null } });
});
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The e-mail the local inbox received for an address, with its attachment's text. */
async function inboxFor(page: Page, address: string) {
  const inbox = await page.context().newPage();
  await inbox.goto('/__mail');
  const mail = inbox.locator(`article[data-to="${address}"]`).first();
  await expect(mail).toBeVisible();
  const found = {
    subject: await mail.getByRole('heading').textContent(),
    text: await mail.locator('pre').first().textContent(),
    attachment: await mail.locator('details').filter({ hasText: 'webinar.ics' }).locator('pre').textContent(),
  };
  await inbox.close();
  return found;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a blog card opens its article; Register and the feedback form are answered by the server', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('link', { name: 'Ten questions to ask when choosing a therapy provider' }).click();
    await expect(page).toHaveURL(/\/blog\/choosing-a-therapy-provider$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ten questions to ask when choosing a therapy provider' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'The ten questions' })).toBeVisible();
    // Three feedback links on every page (the banner, the header, the phone menu): the product's own form.
    const feedbackLinks = page.locator('a[href="/feedback"]');
    await expect(feedbackLinks).toHaveCount(3);
    await expect(page.locator('a[href*="forms.gle"]')).toHaveCount(0);

    await page.goto('/webinar');
    // Without the script the time is the hosts', with its zone named.
    const card = page.getByRole('article').filter({ hasText: SESSION });
    await expect(card.locator('time')).toHaveText(/^Thursday, February 11, 2027, 1:00\s–\s2:00\sPM EST$/);
    await card.locator('summary', { hasText: 'Register' }).click();
    const address = `visitor-${stamp()}@example.test`;
    await card.getByLabel('Your name').fill('Rosa Diaz');
    await card.getByLabel('E-mail address').fill(address);
    await card.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "You're registered" })).toBeVisible();
    await expect(page.getByText(`We sent a confirmation to ${address}`)).toBeVisible();
    const mail = await inboxFor(page, address);
    expect(mail.subject).toBe(`You're registered: ${SESSION}`);
    expect(mail.attachment).toContain('DTSTART:20270211T180000Z');

    await page.goto('/feedback');
    await page.getByLabel('What should we improve?').fill('no');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    // Refused by the server: the form again, with what to correct and what was typed.
    await expect(page.getByText('Write at least 5 characters.')).toBeVisible();
    await expect(page.getByLabel('What should we improve?')).toHaveValue('no');
    await page.getByLabel('What should we improve?').fill('Works without scripts, thank you.');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your feedback is with us' })).toBeVisible();
  });
});

test.describe('on a phone, in Tokyo', () => {
  test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Tokyo' });

  test('webinar times are in the visitor’s zone; Register and feedback answer in place; axe is clean; administrators read the feedback', async ({
    page,
  }) => {
    // The page's clock starts at the server's and the prerender's instant and runs on from there:
    // the session is still to come whatever today's date.
    await page.clock.install({ time: WEBINAR_NOW });
    await page.goto('/webinar');
    const card = page.getByRole('article').filter({ hasText: SESSION });
    await expect(card.locator('time')).toHaveText(/^Friday, February 12, 2027, 3:00\s–\s4:00\sAM GMT\+9$/);
    await card.locator('summary', { hasText: 'Register' }).click();
    const form = card.getByRole('form', { name: `Register for ${SESSION}` });
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByRole('alert')).toContainText('Enter your name.');
    await expectAxeClean(page, '/webinar with Register refused, 390 px', 'main');
    const address = `phone-${stamp()}@example.test`;
    await form.getByLabel('Your name').fill('Kenji Sato');
    await form.getByLabel('E-mail address').fill(address);
    await form.getByRole('button', { name: 'Register' }).click();
    const done = card.getByRole('heading', { name: "You're registered" });
    await expect(done).toBeFocused();
    await expect(page).toHaveURL(/\/webinar$/);
    await expectAxeClean(page, '/webinar registered, 390 px', 'main');
    expect((await inboxFor(page, address)).text).toContain('Hello Kenji Sato,');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    // The banner's link, followed: the product's own form, in a new tab as SPEC §1 has it.
    const opened = page.context().waitForEvent('page');
    await page.getByRole('complementary', { name: 'Beta notice' }).getByRole('link').click();
    const feedback = await opened;
    await expect(feedback).toHaveURL(/\/feedback$/);
    const message = `The webinar times are clear (${stamp()}).`;
    await feedback.getByLabel('What should we improve?').fill(message);
    await feedback.getByLabel('Which page or feature is it about? (optional)').fill('Webinars');
    await feedback.getByRole('button', { name: 'Send feedback' }).click();
    await expect(feedback.getByRole('heading', { name: 'Thank you, your feedback is with us' })).toBeFocused();
    await expectAxeClean(feedback, '/feedback sent, 390 px', 'main');
    await feedback.close();

    await signIn(page, 'admin', { at: '/admin-feedback' });
    await expect(page.getByRole('heading', { level: 1, name: 'Beta feedback' })).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('heading', { name: /about Webinars$/ }).first()).toBeVisible();
    await expectAxeClean(page, '/admin-feedback, 390 px', 'main');
  });
});
