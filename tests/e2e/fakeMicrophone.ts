/**
 * Chromium's fake microphone for the voice tests: it plays a WAV file (tests/fixtures/voice)
 * from the moment a page opens it, once.
 */
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { TEST_CHROMIUM_ARGS } from '../../scripts/browser.mjs';
import { expect } from './fixtures';
import { waitOf } from './slowness';

/** Launch options for a browser whose microphone says `file` once, then silence. */
export const microphoneSaying = (file: string, { loop = false } = {}) => ({
  launchOptions: {
    executablePath: process.env.E2E_CHROMIUM,
    args: [
      ...TEST_CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${path.resolve(import.meta.dirname, '../fixtures/voice', file)}${loop ? '' : '%noloop'}`,
    ],
  },
});

/**
 * Starts the browser's audio service once (a microphone, an audio context, the worklet), so
 * the first test does not pay for it while the fake file is already playing.
 */
export async function warmUpAudio(browser: Browser, baseURL: string) {
  const page = await browser.newPage();
  await page.goto(baseURL);
  await page.evaluate(async () => {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    const context = new AudioContext();
    await context.audioWorklet.addModule('/worklets/pcm-capture.js');
    context.createMediaStreamSource(stream);
    await new Promise((resolve) => setTimeout(resolve, 500));
    stream.getTracks().forEach((track) => track.stop());
    await context.close();
  });
  await page.close();
}

/**
 * The phrase as the recogniser hears it from the fake device: every word but the last exactly,
 * then at least one word. On a starved machine the device's audio can glitch at the end of the
 * file and the grammar settle on another ending ("near st louis" for "near me"): seen in CI on
 * three different voice tests. The words before it are what these tests prove.
 */
export function heard(phrase: string): RegExp {
  const words = phrase.split(' ');
  return new RegExp(`^${words.slice(0, -1).join(' ')} [a-z' ]+$`);
}

/**
 * The recogniser's final text for the phrase, settled after Stop or Edit: its words before the
 * place ("show me speech therapy"), then any ending or none. The final is always a complete
 * phrase of the search grammar, and when the device's audio glitched at the end the best one
 * can stop before "near …" although the transcript had shown it: CI's runs saw it with the
 * click before the end of the file and again after it. The words before it are what these
 * tests prove: spoken words reach the search.
 */
export function settled(phrase: string, { place = 2 } = {}): { text: RegExp; query: RegExp } {
  const words = phrase.split(' ').slice(0, -place);
  return {
    text: new RegExp(`^${words.join(' ')}( [a-z' ]+)?$`),
    query: new RegExp(`/search\\?q=${words.join('\\+')}(\\+[a-z+]+)?$`),
  };
}

/**
 * Waits for the phrase in the voice dialog. The fake device plays its file from when it opens;
 * should the page have missed part of it (a device opened again right after the last was let
 * go can be the same one mid-file), Reset listens again, as a person would say it again.
 */
export async function heardOrReset(page: Page, phrase: string) {
  const dialog = page.getByRole('dialog', { name: 'Search by voice' });
  const transcript = dialog.getByTestId('voice-transcript');
  try {
    await expect(transcript).toHaveText(heard(phrase), { timeout: waitOf(15_000) });
  } catch {
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await expect(transcript).toHaveText(heard(phrase), { timeout: waitOf(20_000) });
  }
}

/**
 * Waits, after `heardOrReset`, until the person has finished speaking: the fake device has
 * played its file to the end and sends silence (the level meter reads 0 twice, half a second
 * apart). A person asks to search once they have stopped talking; asked mid-word, the
 * recogniser settles on the last complete phrase of its grammar, which can drop the words
 * still being said (CI: "show me speech therapy" for a transcript that had shown "near …").
 */
export async function finishedSpeaking(page: Page) {
  const meter = page.getByRole('dialog', { name: 'Search by voice' }).getByRole('meter', { name: 'Microphone level' });
  const level = async () => Number(await meter.getAttribute('aria-valuenow'));
  const silentForHalfASecond = async () => {
    if ((await level()) !== 0) return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
    return (await level()) === 0;
  };
  await expect.poll(silentForHalfASecond, { timeout: waitOf(10_000) }).toBe(true);
}
