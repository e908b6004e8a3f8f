// What a first sign-in shows before the page itself, put away as a returning person has (for the
// bench and Lighthouse, which measure the page, not the first run): the welcome hints, then the
// PIN intro (SPEC §4) of an account without a PIN, "Skip for now" (remembered in this browser).
// The intro opens only once the hints are put away (issue #28.6), as tests/e2e/pinBoxes.ts
// putAwayWelcomeHints does; a skip tried before it opens does nothing.
export async function putAwayFirstRun(page) {
  const intro = page.getByRole('dialog', { name: 'Protect your profile and messages' });
  const welcome = page.getByTestId('hint-welcome');
  await intro.or(welcome).first().waitFor({ timeout: 15_000 });
  if (await welcome.isVisible()) {
    await welcome.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('hint-tools').getByRole('button', { name: 'Got it' }).click();
  }
  await intro.waitFor({ timeout: 15_000 });
  await intro.getByRole('button', { name: 'Skip for now' }).click();
  await intro.waitFor({ state: 'hidden' });
  // The pointer rests where that click was: over a link after a reload, it would preload that
  // link's page (the router's preload on intent). A person's pointer is anywhere.
  await page.mouse.move(0, 0);
}
