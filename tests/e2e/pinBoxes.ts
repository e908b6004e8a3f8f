import type { Page } from '@playwright/test';

/** A PIN box by its place: 0–5 the PIN, 6–11 the confirmation. */
export const box = (page: Page, index: number) => page.getByTestId(`pin-box-${index}`);

/** A paste into a box, as the clipboard delivers it (a ClipboardEvent with text/plain). */
export async function paste(page: Page, index: number, text: string) {
  await box(page, index).evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/**
 * The first sign-in asks one thing at a time (issue #28.6): the PIN intro opens only once the
 * welcome card (Next) and the tools hint (Got it) are put away. PIN tests that start from the
 * intro put them away first.
 */
export async function putAwayWelcomeHints(page: Page) {
  await page.getByTestId('hint-welcome').getByRole('button', { name: 'Next' }).click();
  await page.getByTestId('hint-tools').getByRole('button', { name: 'Got it' }).click();
}
