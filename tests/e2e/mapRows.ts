import { expect, type Locator, type Page } from '@playwright/test';

/** `text` as a literal inside a RegExp. */
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A map's dots and the directory's rows point at each other, whichever map draws them (the
 * offline atlas or the tile basemap): hovering `row` highlights its dot, focusing the dot
 * highlights the row, and Enter on the dot moves the focus to the row's link. Returns the dot and the link.
 */
export async function expectDotLinkedToRow(page: Page, map: Locator, row: Locator): Promise<{ dot: Locator; link: Locator }> {
  const name = (await row.getByRole('heading').first().textContent())!.trim();
  const dot = map.getByRole('button', { name: new RegExp(`^${escaped(name)},`) });
  await row.hover();
  await expect(dot).toHaveAttribute('data-highlighted', 'true');
  await page.mouse.move(0, 0);
  await expect(dot).not.toHaveAttribute('data-highlighted');
  await dot.focus();
  await expect(row).toHaveAttribute('data-highlighted', 'true');
  await page.keyboard.press('Enter');
  const link = row.getByRole('link', { name });
  await expect(link).toBeFocused();
  return { dot, link };
}
