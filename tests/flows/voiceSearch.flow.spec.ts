/**
 * Voice search (machines/search/voiceSearch.machine.ts) driven in Chromium from its own
 * paths. The page's microphone is Chromium's fake one, but each getUserMedia call waits for the
 * step that answers it (granted, or refused with the browser's own error names), and the voice
 * WebSocket is answered by this test (Playwright's routeWebSocket) with the partial and final
 * text, or a dropped connection, that the step names. The page's timers run on Playwright's
 * clock, so 8 s of silence, 30 s hidden and the 3 s for the last words pass when a step says so.
 * The real recogniser behind the socket is tests/e2e/voice.spec.ts.
 */
import type { Page, WebSocketRoute } from '@playwright/test';
import { fromCallback } from 'xstate';
import { shownText, voiceSearchMachine, type VoiceEvent, type VoiceFailure } from '../../machines/search/voiceSearch.machine';
import { FAILURE_TEXT } from '../../src/features/search/voiceFailureText';
import { waitingText } from '../../src/features/search/voiceWaitingText';
import { microphoneSaying } from '../e2e/fakeMicrophone';
import { expect, signUpFresh, test } from '../e2e/fixtures';
import { delayOf, driveFlow, type FlowSpec } from './driver';
import { waitOf } from '../e2e/slowness';

// A looping silence: the steps, not the microphone, say what is heard.
test.use(microphoneSaying('silence.wav', { loop: true }));

type M = typeof voiceSearchMachine;
const VOICE_PATH = '/public/voice-assistant/v1/voice-to-text/stream';
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search by voice' });
const transcript = (page: Page) => dialog(page).getByTestId('voice-transcript');

/** getUserMedia's refusals, by the failure the dialog names. */
const REFUSALS: Partial<Record<VoiceFailure, string>> = {
  'permission denied': 'NotAllowedError',
  'no microphone': 'NotFoundError',
  'microphone busy': 'NotReadableError',
  'microphone failed': 'NotSupportedError',
};

/** Each getUserMedia call waits until the test grants it (the real fake microphone) or refuses it. */
function holdMicrophone() {
  type Pending = { grant: () => void; refuse: (name: string) => void };
  const w = window as unknown as { __mic: { pending: Pending[]; tracks: MediaStreamTrack[] } };
  w.__mic = { pending: [], tracks: [] };
  const real = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = (constraints) =>
    new Promise((resolve, reject) =>
      w.__mic.pending.push({
        grant: () =>
          void real(constraints).then((stream) => {
            w.__mic.tracks.push(...stream.getTracks());
            resolve(stream);
          }, reject),
        refuse: (name) => reject(new DOMException('refused in the flow test', name)),
      }),
    );
}

/** Answers the page's latest microphone request; older ones (their capture was stopped) are refused. */
async function answerMicrophone(page: Page, answer: 'grant' | string) {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __mic: { pending: unknown[] } }).__mic.pending.length))
    .toBeGreaterThan(0);
  await page.evaluate((a) => {
    const mic = (window as unknown as { __mic: { pending: Array<{ grant(): void; refuse(n: string): void }> } }).__mic;
    const latest = mic.pending.pop()!;
    for (const stale of mic.pending.splice(0)) stale.refuse('AbortError');
    if (a === 'grant') latest.grant();
    else latest.refuse(a);
  }, answer);
}

const tracksLive = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __mic: { tracks: MediaStreamTrack[] } }).__mic.tracks.filter((t) => t.readyState === 'live').length,
  );

async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

test('voice search: every state and transition in Chromium', async ({ page }) => {
  test.setTimeout(waitOf(300_000));
  await page.clock.install();
  await page.addInitScript(holdMicrophone);

  // The voice WebSocket, answered here: the latest connection, and the text frames the page sent.
  let server: WebSocketRoute | null = null;
  let closedByPage = 0;
  const ends: string[] = [];
  await page.routeWebSocket(
    (url) => url.pathname === VOICE_PATH,
    (ws) => {
      server = ws;
      ws.onMessage((message) => {
        if (typeof message === 'string') ends.push(message);
      });
      ws.onClose(() => void (closedByPage += 1));
    },
  );
  const socket = () => {
    if (!server) throw new Error('the page opened no voice connection');
    return server;
  };

  await signUpFresh(page, 'flowvoice');
  const open = async (p: Page) => {
    ends.length = 0;
    server = null;
    await p.getByRole('button', { name: 'Search by voice' }).click();
    await expect(dialog(p)).toHaveAttribute('data-state', 'loading');
  };
  await open(page);

  const machine = voiceSearchMachine.provide({
    actors: { capture: fromCallback(() => {}) },
    actions: { 'report failure': () => {} },
  });
  const failed = (failure: Exclude<VoiceFailure, 'no speech'>) => ({ type: 'voice.failed' as const, failure });

  const spec: FlowSpec<M> = {
    name: 'voiceSearch',
    machine,
    stateKey: (s) => ({
      value: s.value,
      transcript: s.context.transcript,
      interim: s.context.interim,
      failure: s.context.failure,
      intent: s.context.intent,
      place: s.context.place,
    }),
    skip: {
      'voiceSearch.session --voice.level[0]--> (self)':
        'levels come from the microphone ten times a second on their own; the meter moves in tests/e2e/voice.spec.ts',
      'voiceSearch.session.listening.progress.loading --voice.queued[0]--> voiceSearch.session.listening.progress.queued':
        'the server puts a socket in line at its first audio frame, sent once the microphone is on (recording); the model test takes it',
    },
    events: (s) => {
      const events: Array<VoiceEvent | { type: `after:${string}` }> = [];
      const v = (value: Parameters<typeof s.matches>[0]) => s.matches(value);
      if (v('failed')) events.push({ type: 'voice.retry' }, { type: 'voice.close' });
      if (!v('session')) return events;
      const progress = v({ session: 'finishing' })
        ? 'finishing'
        : (['loading', 'queued', 'recording', 'streaming'] as const).find((p) => v({ session: { listening: { progress: p } } }));
      const hidden = v({ session: { listening: { page: 'hidden' } } });
      if (progress === 'loading') {
        events.push({ type: 'voice.ready' }, { type: 'voice.close' });
        for (const failure of Object.keys(REFUSALS) as Array<Exclude<VoiceFailure, 'no speech'>>) events.push(failed(failure));
        events.push(failed('connection lost'));
      }
      if (progress === 'queued') {
        // The place moves up, then the turn comes.
        events.push({ type: 'voice.queued', position: 1 }, { type: 'voice.listening' });
      }
      if (progress === 'recording') {
        events.push({ type: 'voice.partial', text: 'show me' }, { type: 'after:silenceTimeout' }, failed('microphone lost'));
        // Every recogniser is taken: the server says so.
        if (!hidden) events.push({ type: 'voice.queued', position: 2 });
        // Reset is a click: only on a visible tab.
        events.push({ type: hidden ? 'voice.visible' : 'voice.hidden' });
        if (hidden) events.push({ type: 'after:hiddenGrace' });
        else events.push({ type: 'voice.reset' });
      }
      if (progress === 'streaming') {
        events.push({ type: 'voice.partial', text: 'show me speech' }, { type: 'voice.partial', text: '' });
        events.push({ type: 'voice.edit' }, { type: 'voice.searchNow' }, failed('connection lost'));
        if (!hidden) events.push({ type: 'voice.hidden' }, { type: 'voice.close' });
        else events.push({ type: 'after:hiddenGrace' });
      }
      if (progress === 'finishing') {
        events.push(
          { type: 'voice.partial', text: 'show me speech therapy' },
          { type: 'voice.final', text: 'show me speech therapy' },
          { type: 'voice.final', text: '' },
          { type: 'after:finishTimeout' },
          failed('connection lost'),
        );
      }
      return events;
    },
    actions: {
      'voice.ready': async ({ page: p }) => {
        await answerMicrophone(p, 'grant');
        await expect(dialog(p)).toHaveAttribute('data-state', 'recording');
      },
      'voice.failed': async ({ page: p }, e) => {
        const { failure } = e as Extract<VoiceEvent, { type: 'voice.failed' }>;
        const refusal = REFUSALS[failure];
        if (refusal) await answerMicrophone(p, refusal);
        else if (failure === 'microphone lost')
          await p.evaluate(() => {
            const { tracks } = (window as unknown as { __mic: { tracks: MediaStreamTrack[] } }).__mic;
            tracks.at(-1)!.dispatchEvent(new Event('ended'));
          });
        else await socket().close({ code: 1011, reason: 'flow: the recogniser failed' });
      },
      'voice.queued': async (_c, e) => {
        socket().send(JSON.stringify({ type: 'queued', position: (e as { position: number }).position }));
      },
      'voice.listening': async () => {
        socket().send(JSON.stringify({ type: 'listening' }));
      },
      'voice.partial': async (_c, e) => {
        socket().send(JSON.stringify({ type: 'partial', text: (e as { text: string }).text }));
      },
      'voice.final': async (_c, e) => {
        socket().send(JSON.stringify({ type: 'final', text: (e as { text: string }).text }));
        await socket().close({ code: 1000, reason: 'done' });
      },
      'voice.hidden': async ({ page: p }) => setVisibility(p, 'hidden'),
      'voice.visible': async ({ page: p }) => setVisibility(p, 'visible'),
      'voice.reset': async ({ page: p }) => {
        await dialog(p).getByRole('button', { name: 'Reset' }).click();
      },
      'voice.edit': async ({ page: p }) => {
        await dialog(p).getByRole('button', { name: 'Edit & Search' }).click();
      },
      'voice.searchNow': async ({ page: p }) => {
        await dialog(p).getByRole('button', { name: 'Stop & Search Now' }).click();
      },
      'voice.retry': async ({ page: p }) => {
        // A click is on a visible tab (nothing listens for it while the dialog shows a failure).
        await setVisibility(p, 'visible');
        await dialog(p).getByRole('button', { name: 'Try again' }).click();
      },
      'voice.close': async ({ page: p }) => {
        await p.keyboard.press('Escape');
      },
      'after:silenceTimeout': async ({ page: p, before }) =>
        p.clock.fastForward(delayOf(machine, 'xstate.after.silenceTimeout.x', before as never)),
      'after:hiddenGrace': async ({ page: p, before }) =>
        p.clock.fastForward(delayOf(machine, 'xstate.after.hiddenGrace.x', before as never)),
      'after:finishTimeout': async ({ page: p, before }) =>
        p.clock.fastForward(delayOf(machine, 'xstate.after.finishTimeout.x', before as never)),
    },
    states: {
      'voiceSearch.session.listening.progress.loading': async (p) => {
        await expect(dialog(p)).toHaveAttribute('data-state', 'loading');
        await expect(dialog(p).getByRole('button', { name: 'Stop & Search Now' })).toBeDisabled();
      },
      'voiceSearch.session.listening.progress.queued': async (p, s) => {
        await expect(dialog(p)).toHaveAttribute('data-state', 'queued');
        await expect(dialog(p)).toContainText(waitingText(s.context.place!));
        await expect(dialog(p).getByRole('button', { name: 'Reset' })).toBeDisabled();
        await expect(dialog(p).getByRole('button', { name: 'Stop & Search Now' })).toBeDisabled();
      },
      'voiceSearch.session.listening.progress.recording': async (p) => {
        await expect(dialog(p)).toHaveAttribute('data-state', 'recording');
        await expect(transcript(p)).toHaveText('');
        await expect(dialog(p).getByRole('button', { name: 'Edit & Search' })).toBeDisabled();
      },
      'voiceSearch.session.listening.progress.streaming': async (p, s) => {
        await expect(dialog(p)).toHaveAttribute('data-state', 'streaming');
        await expect(transcript(p)).toHaveText(shownText(s.context));
        await expect(dialog(p).getByRole('button', { name: 'Stop & Search Now' })).toBeEnabled();
      },
      'voiceSearch.session.listening.page.visible': async (p) => {
        expect(await p.evaluate(() => document.visibilityState)).toBe('visible');
      },
      'voiceSearch.session.listening.page.hidden': async (p) => {
        expect(await p.evaluate(() => document.visibilityState)).toBe('hidden');
      },
      'voiceSearch.session.finishing': async (p) => {
        await expect(dialog(p)).toHaveAttribute('data-state', 'finishing');
        // The last frame went, then the end message, and the microphone stopped.
        await expect.poll(() => ends.at(-1)).toBe(JSON.stringify({ type: 'end' }));
        await expect.poll(() => tracksLive(p)).toBe(0);
      },
      'voiceSearch.failed': async (p, s) => {
        await expect(dialog(p).getByRole('alert')).toContainText(FAILURE_TEXT[s.context.failure!].title);
        await expect(dialog(p).getByRole('button', { name: 'Try again' })).toBeVisible();
        await expect.poll(() => tracksLive(p)).toBe(0);
      },
      'voiceSearch.finished': async (p, s) => {
        await expect(dialog(p)).toHaveCount(0);
        const text = shownText(s.context);
        if (s.context.intent === 'edit' && text) await expect(p.getByRole('combobox', { name: 'Search' })).toHaveValue(text);
        if (s.context.intent === 'search' && text)
          await expect(p).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === text);
        await expect.poll(() => tracksLive(p)).toBe(0);
      },
      'voiceSearch.closed': async (p) => {
        await expect(dialog(p)).toHaveCount(0);
        // Closing releases the microphone and the connection, every time.
        await expect.poll(() => tracksLive(p)).toBe(0);
        await expect.poll(() => closedByPage).toBeGreaterThan(0);
      },
    },
    reload: async (p) => {
      await setVisibility(p, 'visible');
      if (await dialog(p).isVisible()) await p.keyboard.press('Escape');
      await expect(dialog(p)).toHaveCount(0);
      closedByPage = 0;
      await open(p);
    },
  };
  await driveFlow(page, spec);
});
