import type { Page } from '@playwright/test';
import { DELAYS } from '../../machines/domain/constants';
import { expect, signUpFresh, test, axeFor } from './fixtures';

const SUGGEST = '/api/search-engine/v2/search';

/** Counts the suggestion requests the page sends. */
function countSuggestionRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === SUGGEST) sent.push(request.url());
  });
  return sent;
}
/** The text the open suggestions answer: View More (one closes each group) names it. */
const answeredText = (page: Page) =>
  listbox(page)
    .getByRole('option', { name: /View More/ })
    .first();

const box = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });

test.describe('global search', () => {
  test('suggestions after one request, chosen from the keyboard, saved as a recent search, cleared', async ({ page }) => {
    await signUpFresh(page, 'search');
    const sent = countSuggestionRequests(page);
    await box(page).click();
    await expect(page.getByText('No recent searches.')).toBeVisible();
    // Time stands still while the words are typed, however slowly a busy machine delivers the
    // keys (CI once saw two requests: a gap between keys outlasted the pause), then moves on by
    // the debounce: one request for the whole phrase.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await box(page).pressSequentially('speech therapy', { delay: 80 });
    expect(sent).toHaveLength(0);
    await page.clock.runFor(DELAYS.debounce);
    await page.clock.resume();
    // The providers group, without the View More that closes it.
    const providers = listbox(page)
      .getByRole('group', { name: 'Providers' })
      .getByRole('option')
      .filter({ hasNotText: 'View More' });
    await expect(providers.first()).toBeVisible();
    expect(sent).toHaveLength(1);
    await expect(answeredText(page)).toContainText('“speech therapy”');
    expect(await providers.count()).toBeLessThanOrEqual(3);
    await expect(listbox(page).getByRole('option', { name: /View More providers/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d+ results/ })).toBeAttached();
    // The matching part is emphasised, as text.
    await expect(providers.first().locator('mark').first()).toHaveText(/speech|therapy/i);

    // ArrowDown highlights the first option and copies its text into the box (SPEC §4).
    await box(page).press('ArrowDown');
    const first = providers.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const name = (await first.textContent())!.trim();
    await expect(box(page)).toHaveValue(name);
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/directory-item\/\d+$/);

    // Back in the empty box: the choice is the newest recent search.
    await box(page).fill('');
    await box(page).blur();
    await box(page).focus();
    const recent = page.getByRole('listbox', { name: 'Recent searches' });
    await expect(recent.getByRole('option').first()).toHaveText(name);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByText('No recent searches.')).toBeVisible();
    await page.reload();
    await box(page).focus();
    await expect(page.getByText('No recent searches.')).toBeVisible();
  });

  test('a slow answer for older text never replaces the newer one', async ({ page, dev }) => {
    await signUpFresh(page, 'race');
    await dev.clearErrorReports();
    await dev.fault({ path: SUGGEST, method: 'POST', delayMs: 2500, times: 1 });
    const sent = countSuggestionRequests(page);
    const cutOff: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === SUGGEST) cutOff.push(request.url());
    });
    await box(page).pressSequentially('occupational');
    await expect.poll(() => sent.length).toBe(1);
    await box(page).fill('speech');
    const options = listbox(page).getByRole('option');
    await expect(options.first()).toContainText(/speech/i);
    // The request for the older text was aborted (the new keystroke stopped its actor), so its
    // late answer never reaches the page: waited for, rather than sleeping past its delay.
    await expect.poll(() => cutOff.length).toBe(1);
    await expect(options.first()).toContainText(/speech/i);
    await expect(listbox(page)).not.toContainText(/occupational/i);
    expect(sent).toHaveLength(2);
    await expect(answeredText(page)).toContainText('“speech”');
    // The aborted request is not a failure: nothing from search reaches error reporting.
    expect((await dev.errorReports()).filter((r) => r.includes('searchEngine'))).toEqual([]);
  });

  test('a failed suggestions call shows no suggestions, is reported once, and Enter still searches the text', async ({
    page,
    dev,
  }) => {
    await signUpFresh(page, 'failed');
    await dev.clearErrorReports();
    await dev.fault({ path: SUGGEST, method: 'POST', status: 500, times: 1 });
    const sent = countSuggestionRequests(page);
    await box(page).fill('speech');
    await expect.poll(() => sent.length).toBe(1);
    const reports = async () => (await dev.errorReports()).filter((r) => r.includes('globalSearch'));
    await expect.poll(async () => (await reports()).length).toBe(1);
    // SPEC §8: nothing is shown, and what was typed stays.
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(listbox(page).getByRole('option')).toHaveCount(0);
    await expect(box(page)).toHaveValue('speech');
    await page.waitForTimeout(500);
    expect(await reports()).toHaveLength(1);
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=speech$/);
  });

  test('bad input: a leading space is refused with a hint, a leading # is stripped, Escape closes then clears', async ({
    page,
  }) => {
    await signUpFresh(page, 'input');
    const sent = countSuggestionRequests(page);
    await box(page).fill(' speech');
    await expect(page.getByText('Search text can’t start with a space.')).toBeVisible();
    await box(page).fill('#speech');
    await expect(listbox(page).getByRole('option').first()).toBeVisible();
    expect(sent).toHaveLength(1);
    // The leading # is stripped before the call: the answer is for "speech".
    await expect(answeredText(page)).toContainText('“speech”');
    await box(page).press('Escape');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(box(page)).toHaveValue('#speech');
    await box(page).press('Escape');
    await expect(box(page)).toHaveValue('');
    await box(page).fill('x'.repeat(500));
    await expect(box(page)).toHaveValue('x'.repeat(100));
  });

  test('typing "speech" and Enter lands on the providers, each tab counting its results (#28.2)', async ({ page }) => {
    await signUpFresh(page, 'speech');
    await box(page).fill('speech');
    await expect(listbox(page).getByRole('group', { name: 'Providers' }).getByRole('option').first()).toBeVisible();
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=speech$/);
    const tabs = page.getByRole('navigation', { name: 'Search filters' });
    // SPEC's default (Caregiver) has no results for "speech": the page shows the providers instead.
    await expect(tabs.getByRole('link', { name: /^Provider \d+ results$/ })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Caregiver 0 results' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Speech Therapy$/ }).first()).toBeVisible();
    await expect(page.getByText(/^\d+ provider results$/)).toBeVisible();
    // Choosing the empty Caregiver tab says so, with a keyboard-reachable link to the providers.
    await tabs.getByRole('link', { name: 'Caregiver 0 results' }).click();
    await expect(page).toHaveURL(/\/search\?q=speech&selectedFilter=1$/);
    await expect(page.getByText('No caregiver results for “speech”.', { exact: false })).toBeVisible();
    const elsewhere = page.getByRole('link', { name: /^See \d+ provider results$/ });
    await elsewhere.focus();
    await expect(elsewhere).toBeFocused();
    const results = await axeFor(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=speech&selectedFilter=3$/);
    await expect(page.getByRole('link', { name: /Speech Therapy$/ }).first()).toBeVisible();
  });

  test('Enter searches free text: the results page keeps its filter in the URL, back restores it', async ({ page }) => {
    await signUpFresh(page, 'page');
    await box(page).fill('bedtime');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=bedtime$/);
    await expect(page.getByRole('heading', { name: 'Results for “bedtime”' })).toBeVisible();
    // No people match: the page shows the community posts that do.
    await expect(page.getByRole('link', { name: /Bedtime routines that finally worked/ }).first()).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Search filters' });
    await expect(tabs.getByRole('link', { name: /^Community/ })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: /^Caregiver/ }).click();
    await expect(page).toHaveURL(/\/search\?q=bedtime&selectedFilter=1$/);
    await expect(page.getByText('No caregiver results for “bedtime”.', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: /^See \d+ community results?$/ }).click();
    await expect(page).toHaveURL(/\/search\?q=bedtime&selectedFilter=4$/);
    await expect(page.getByRole('link', { name: /Bedtime routines that finally worked/ }).first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/selectedFilter=1$/);
    await expect(page.getByText('No caregiver results', { exact: false })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('link', { name: /Bedtime routines/ }).first()).toBeVisible();

    // The people filter's location uses the zip autocomplete (from one character).
    await page.goto('/search?q=&selectedFilter=1');
    const zip = page.getByRole('combobox', { name: 'Location' });
    await zip.fill('7');
    await expect(page.getByRole('listbox', { name: 'Location suggestions' }).getByRole('option').first()).toBeVisible();
    await zip.press('ArrowDown');
    await zip.press('Enter');
    await expect(zip).toHaveValue(/^[A-Za-z. ]+, [A-Z]{2} 7\d{4}$/);
  });

  test('below sm the box opens as a full-screen panel with a close button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpFresh(page, 'mobile');
    await page.getByRole('button', { name: 'Show search' }).click();
    await expect(box(page)).toBeFocused();
    const panel = page.locator('#global-search-box');
    const rect = await panel.boundingBox();
    expect(rect).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await box(page).pressSequentially('speech');
    await expect(listbox(page).getByRole('option').first()).toBeVisible();
    // Focus stays inside: Tab from the close button returns to the box.
    await page.getByRole('button', { name: 'Close search' }).focus();
    await page.keyboard.press('Tab');
    await expect(box(page)).toBeFocused();
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(panel).toBeHidden();
  });

  // One variant (issue #58: the four display variants are checked on a sample, tests/e2e/a11y.spec.ts).
  for (const variant of [{ mode: 'light', direction: 'ltr' }] as const) {
    test(`no axe violations with the list open (${variant.mode} ${variant.direction})`, async ({ page }) => {
      await signUpFresh(page, 'axe');
      await page.evaluate(
        (v) => localStorage.setItem('neurohealth.display-settings', JSON.stringify({ ...v, layout: 'vertical' })),
        variant,
      );
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', variant.direction);
      await box(page).pressSequentially('speech');
      await expect(listbox(page).getByRole('option').first()).toBeVisible();
      await box(page).press('ArrowDown');
      const results = await axeFor(page).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await page.goto('/search?q=bedtime&selectedFilter=4');
      await expect(page.getByRole('link', { name: /Bedtime routines/ }).first()).toBeVisible();
      const page2 = await axeFor(page).analyze();
      expect(page2.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
