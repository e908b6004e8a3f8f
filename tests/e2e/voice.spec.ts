/**
 * Voice search (issue #13) in Chromium with a fake microphone fed from a WAV file that
 * espeak-ng spoke (tests/fixtures/voice), against the reference server's real recogniser.
 */
import type { Page } from '@playwright/test';
import { finishedSpeaking, heardOrReset, microphoneSaying, settled, warmUpAudio } from './fakeMicrophone';
import { AXE_VARIANTS, SETTINGS_KEY, axeFor, expect, signUpFresh, test } from './fixtures';

const VOICE_PATH = '/public/voice-assistant/v1/voice-to-text/stream';
const PHRASE = 'show me speech therapy near me';

/** Keeps every stream getUserMedia gives the page, so a test can read its tracks' readyState. */
async function keepStreams(page: Page) {
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    (window as unknown as { __streams: MediaStream[] }).__streams = streams;
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      streams.push(stream);
      return stream;
    };
  });
}
const trackStates = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __streams: MediaStream[] }).__streams.flatMap((s) => s.getTracks().map((t) => t.readyState)),
  );

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search by voice' });
const transcript = (page: Page) => dialog(page).getByTestId('voice-transcript');
const micButton = (page: Page) => page.getByRole('button', { name: 'Search by voice' });

test.use(microphoneSaying('show-me-speech-therapy-near-me.wav'));
test.beforeAll(async ({ browser }, info) => warmUpAudio(browser, String(info.project.use.baseURL)));

test.describe('voice search with a microphone', () => {
  test('speak, see the words arrive, Stop & Search Now searches them; the microphone and the socket are released', async ({
    page,
  }) => {
    await keepStreams(page);
    await signUpFresh(page, 'voice');
    const sockets: Array<{ closed: boolean }> = [];
    page.on('websocket', (ws) => {
      if (!ws.url().includes(VOICE_PATH)) return;
      const entry = { closed: false };
      sockets.push(entry);
      ws.on('close', () => (entry.closed = true));
    });
    await micButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAttribute('data-state', /recording|streaming/);
    // The level meter moves while the person is heard.
    await expect
      .poll(async () => Number(await dialog(page).getByRole('meter', { name: 'Microphone level' }).getAttribute('aria-valuenow')))
      .toBeGreaterThan(0);
    await heardOrReset(page, PHRASE);
    await finishedSpeaking(page);
    await expect(dialog(page)).toHaveAttribute('data-state', 'streaming');
    await dialog(page).getByRole('button', { name: 'Stop & Search Now' }).click();
    // No filter named: the search page shows one with results (#28.2). The search is the final
    // text, which the recogniser settles after Stop (`settled`).
    await expect(page).toHaveURL(settled(PHRASE).query);
    await expect(dialog(page)).toHaveCount(0);
    expect((await trackStates(page)).every((state) => state === 'ended')).toBe(true);
    await expect.poll(() => sockets.every((s) => s.closed)).toBe(true);
  });

  test('Edit & Search puts the words in the box and runs suggestions; Reset throws them away and listens again', async ({
    page,
  }) => {
    await keepStreams(page);
    await signUpFresh(page, 'voice');
    await micButton(page).click();
    await heardOrReset(page, PHRASE);
    await dialog(page).getByRole('button', { name: 'Reset' }).click();
    await expect(transcript(page)).toHaveText('');
    await expect(dialog(page)).toHaveAttribute('data-state', /loading|recording/);
    // The first microphone was let go when Reset started a new one.
    await expect.poll(async () => (await trackStates(page)).join(' ')).toMatch(/^(ended )+live$/);
    await heardOrReset(page, PHRASE);
    await finishedSpeaking(page);
    await dialog(page).getByRole('button', { name: 'Edit & Search' }).click();
    await expect(dialog(page)).toHaveCount(0);
    const box = page.getByRole('combobox', { name: 'Search' });
    // The recogniser's final words, settled after the button (`settled`).
    await expect(box).toHaveValue(settled(PHRASE).text);
    await expect(box).toBeFocused();
    await expect(
      page
        .getByRole('listbox', { name: 'Search suggestions' })
        .getByRole('option', { name: /View More/ })
        .first(),
    ).toBeVisible();
    expect((await trackStates(page)).every((state) => state === 'ended')).toBe(true);
  });

  test('a refused connection is named, reported once, and Try again connects; leaving the page lets go of everything', async ({
    page,
    dev,
  }) => {
    await keepStreams(page);
    await signUpFresh(page, 'voice');
    // An in-app page first, so Back below stays in the app.
    await page.getByRole('combobox', { name: 'Search' }).fill('speech');
    await page.getByRole('combobox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?/);
    await dev.clearErrorReports();
    await dev.fault({ path: VOICE_PATH, method: 'GET', status: 503, times: 1 });
    await micButton(page).click();
    await expect(dialog(page).getByRole('alert')).toContainText('The connection to voice search was lost.');
    await expect.poll(async () => (await dev.errorReports()).filter((r) => r.includes('connection lost')).length).toBe(1);
    await expect.poll(() => trackStates(page)).toEqual(['ended']);

    await dialog(page).getByRole('button', { name: 'Try again' }).click();
    await heardOrReset(page, PHRASE);
    // The level meter moved while the words were heard.
    await expect(dialog(page).getByRole('meter', { name: 'Microphone level' })).toBeVisible();
    expect((await dev.errorReports()).filter((r) => r.includes('connection lost'))).toHaveLength(1);

    // Back in the browser: the dialog closes and the microphone is released.
    await page.goBack();
    await expect(dialog(page)).toHaveCount(0);
    await expect.poll(async () => (await trackStates(page)).every((state) => state === 'ended')).toBe(true);
  });

  test('the dialog has no axe violations while listening', async ({ page }) => {
    await signUpFresh(page, 'voice');
    // AXE_VARIANTS; the four display variants are checked on a sample (tests/e2e/a11y.spec.ts).
    for (const variant of AXE_VARIANTS) {
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [SETTINGS_KEY, JSON.stringify({ ...variant, layout: 'vertical' })],
      );
      await page.goto('/dashboard');
      await expect(page.locator('html')).toHaveAttribute('dir', variant.direction);
      await micButton(page).click();
      await heardOrReset(page, PHRASE);
      // English words keep their own direction in a right-to-left page.
      await expect(transcript(page)).toHaveAttribute('dir', 'auto');
      const axe = await axeFor(page).include('[data-testid="voice-dialog"]').analyze();
      expect(
        axe.violations.map(
          (v) => `${variant.mode}/${variant.direction}: ${v.id} ${v.nodes.map((n) => n.html + n.failureSummary).join(' | ')}`,
        ),
      ).toEqual([]);
      await dialog(page).getByRole('button', { name: 'Close voice search' }).click();
      await expect(dialog(page)).toHaveCount(0);
      await expect(micButton(page)).toBeFocused();
    }
  });

  test('words spoken while the connection is still opening are queued and heard, not lost', async ({ page, dev }) => {
    await signUpFresh(page, 'voice');
    // The server takes 1.5 s to accept the socket; the phrase starts 0.5 s after the microphone opens.
    await dev.fault({ path: VOICE_PATH, method: 'GET', delayMs: 1500, times: 1 });
    await micButton(page).click();
    await expect(dialog(page)).toHaveAttribute('data-state', 'loading');
    await heardOrReset(page, PHRASE);
  });
});
