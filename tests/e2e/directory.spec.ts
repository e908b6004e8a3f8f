import type { Page } from '@playwright/test';
import { AXE_VARIANTS, expect, SETTINGS_KEY, signIn, test, expectAxeClean } from './fixtures';
import { escaped, expectDotLinkedToRow } from './mapRows';
import { waitOf } from './slowness';

/*
 * The provider directory (issue #34) as a person uses it: a zip code and a radius, a service
 * filter, the list and the map in step, a provider's page and Back to the same search; a shared
 * link, a member practice's Message, unknown ids; axe on both pages
 * and at 390 px. The filters' every state and transition are driven from the directory's
 * machine in tests/flows/directory.flow.spec.ts.
 */

/** The seeded practices within 25 miles of downtown Austin (server/directory's deterministic seed). */
const AUSTIN_25 = 11;
/** Of them, those offering speech therapy. */
const SPEECH_25 = 2;

const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const map = (page: Page) => page.getByRole('group', { name: /^Map of the / });

test.describe('provider directory', () => {
  test('search by zip code and radius, filter by service, the list and the map in step, open a provider and come back', async ({
    page,
  }) => {
    await signIn(page, 'careseeker');
    // The map is drawn offline: nothing on these pages is asked of another origin (no tiles).
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).origin !== new URL(page.url()).origin) elsewhere.push(r.url());
    });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Providers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Providers' })).toBeVisible();

    const zip = page.getByRole('combobox', { name: 'Near' });
    await zip.fill('78701');
    await page.getByRole('option', { name: /Austin, TX 78701/ }).click();
    await page.getByLabel('Distance').selectOption('25');
    await expect(page).toHaveURL(/zip_code=78701/);
    await expect(page).toHaveURL(/radius_miles=25/);
    await expect(results(page).getByRole('status').first()).toHaveText(
      `${AUSTIN_25} providers within 25 miles of Austin, TX 78701.`,
    );
    const rows = page.getByTestId('provider-list').getByRole('listitem');
    await expect(rows).toHaveCount(AUSTIN_25);
    // Nearest first, each with its distance.
    await expect(rows.first()).toContainText(/ · 1(\.\d)? miles? · /);
    // The map: a dot per result, named for its provider, and the zip code's circle.
    await expect(map(page).getByRole('button')).toHaveCount(AUSTIN_25);
    await expect(page.getByTestId('map-radius')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Speech therapy' }).check();
    await expect(page).toHaveURL(/services=speech/);
    // Two practices offer it within 25 miles (the seed's Austin practices, issue #63.2), nearest first.
    await expect(rows).toHaveCount(SPEECH_25);
    const row = rows.first();
    const name = (await row.getByRole('heading').first().textContent())!.trim();

    // Hovering the row highlights its dot; focusing the dot highlights the row; choosing it moves to the row.
    await expectDotLinkedToRow(page, map(page), row);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/directory-item\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // Its services name the one filtered for.
    await expect(page.getByRole('definition').filter({ hasText: /(^|, )Speech therapy(,|$)/ })).toBeVisible();
    const website = page.getByRole('link', { name: /[a-z0-9-]+\.example/ });
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', /noopener/);
    await expect(page.getByRole('group', { name: new RegExp(`^Map: ${escaped(name)} in `) })).toBeVisible();

    await page.getByRole('link', { name: 'Back to the results' }).click();
    await expect(page).toHaveURL(/\/providers\?/);
    await expect(page).toHaveURL(/services=speech/);
    await expect(rows).toHaveCount(SPEECH_25);
    await expect(page.getByRole('checkbox', { name: 'Speech therapy' })).toBeChecked();
    await expect(zip).toHaveValue('78701');
    await expect(page.getByLabel('Distance')).toHaveValue('25');
    expect(elsewhere).toEqual([]);
  });

  test('a shared link restores the search; a member practice offers Message; an unknown id says not found', async ({ page }) => {
    await signIn(page, 'caregiver');
    await page.goto('/providers?therapist_name=brightpath&sort=name');
    await expect(page.getByLabel('Provider name')).toHaveValue('brightpath');
    await expect(page.getByLabel('Sort by')).toHaveValue('name');
    const row = page.getByTestId('provider-list').getByRole('listitem').first();
    await row.getByRole('link', { name: 'Brightpath Neuro Therapy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Brightpath Neuro Therapy' })).toBeVisible();
    // The practice is the demo provider's own (a member of the product): Message opens a chat with them.
    await expect(page.getByRole('link', { name: 'Message Brightpath Neuro Therapy' })).toHaveAttribute(
      'href',
      '/people-chat?u=provider',
    );

    await page.goto('/directory-item/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Provider not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All providers' })).toHaveAttribute('href', '/providers');
    await page.goto('/directory-item/not-a-number');
    await expect(page.getByRole('heading', { level: 1, name: 'Provider not found' })).toBeVisible();
  });

  test('axe clean on /providers and a provider page, and both fit 390 px', async ({ page }) => {
    test.setTimeout(waitOf(120_000));
    await signIn(page, 'caregiver');
    const rows = page.getByTestId('provider-list').getByRole('listitem');
    for (const [i, v] of AXE_VARIANTS.entries()) {
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [SETTINGS_KEY, JSON.stringify({ ...v, layout: 'vertical' })],
      );
      await page.goto('/providers?zip_code=78701&radius_miles=25');
      await expect(page.locator('html')).toHaveAttribute('dir', v.direction);
      await expect(rows).toHaveCount(AUSTIN_25);
      // The shell is swept by the other pages' sweeps: the first variant checks the whole page, then the content.
      await expectAxeClean(page, `/providers ${v.mode} ${v.direction}`, i === 0 ? undefined : 'main');
      await rows.first().getByRole('link').click();
      await expect(page.getByRole('group', { name: /^Map: / })).toBeVisible();
      await expectAxeClean(page, `/directory-item ${v.mode} ${v.direction}`, 'main');
    }
    await page.setViewportSize({ width: 390, height: 844 });
    const fits = async (what: string) =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(390);
    await fits('/directory-item at 390 px');
    await page.getByRole('link', { name: 'Back to the results' }).click();
    await expect(rows).toHaveCount(AUSTIN_25);
    await fits('/providers at 390 px');
    await expectAxeClean(page, '/providers at 390 px', 'main');
  });
});
