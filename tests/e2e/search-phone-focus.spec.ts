import { expect, signIn, test } from './fixtures';

/*
 * Issue #28.12 at 390 px: the full-screen search gives focus back to the search icon that opened
 * it, on Close and on Escape (WAI-ARIA dialog pattern), so keyboard and screen-reader users are
 * not left at the top of the page. (The view test src/features/search/HeaderSearchPhone.test.tsx
 * proves the same without a viewport.) The mentor has a PIN: no PIN intro after sign-in.
 */
test('on a phone, closing the full-screen search returns focus to the search icon', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'mentor');
  const icon = page.getByRole('button', { name: 'Show search' });
  const box = page.getByRole('combobox', { name: 'Search' });

  await icon.click();
  await expect(box).toBeFocused();
  await page.getByRole('button', { name: 'Close search' }).click();
  await expect(box).toBeHidden();
  await expect(icon).toBeFocused();
  await expect(icon).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(box).toBeFocused();
  await page.keyboard.type('sleep');
  // The first Escape closes the suggestions, the second the search panel.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(icon).toBeFocused();
});
