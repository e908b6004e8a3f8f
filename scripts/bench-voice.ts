// Voice search figures (issues #13, #28), printed, never asserted. First how well the offline
// recogniser hears what people ask for: the requests of tests/fixtures/voice/requests.json,
// each spoken by two espeak-ng voices at two speeds, scored by word accuracy (1 − word error
// rate) and whole requests heard exactly. Then its speed: the reference server fed the
// phrases of tests/fixtures/voice at real-time pace (one 100 ms frame every 100 ms, as the
// browser sends them). `BENCH_VOICE=accuracy` stops after the first part.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { PROVIDERS } from '../server/search/seed-data';
import { createRecognizerPool } from '../server/voice/recognizer-pool';
import { vocabularyOf } from '../server/voice/vocabulary';
import { wordAccuracy, wordErrors } from '../server/voice/word-errors';
import type { RunningServer } from '../server/app';
import { signIn, start } from '../tests/server/helpers';
import { requestRecordings } from './voice-phrases.mjs';

const FIXTURES = path.resolve(import.meta.dirname, '../tests/fixtures/voice');
const PHRASES = (
  JSON.parse(readFileSync(path.join(FIXTURES, 'phrases.json'), 'utf8')) as Array<{ file: string; transcript: string }>
)
  .filter((p) => p.transcript !== '')
  .slice(0, 10);
const VOICE = '/public/voice-assistant/v1/voice-to-text/stream';
const FRAME = 1600;
/** Where the words end: the end of the last 10 ms whose loudness is above a quiet room's. */
function lastSpeech(pcm: Int16Array) {
  const window = 160;
  for (let end = pcm.length - (pcm.length % window); end >= window; end -= window) {
    let energy = 0;
    for (let i = end - window; i < end; i++) energy += pcm[i]! * pcm[i]!;
    if (Math.sqrt(energy / window) > 300) return end;
  }
  return 0;
}

const samples = (file: string) => {
  const wav = readFileSync(path.join(FIXTURES, file));
  return new Int16Array(wav.buffer.slice(wav.byteOffset + 44, wav.byteOffset + wav.length - ((wav.length - 44) % 2)));
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

// The engine the server uses, built here so its decode time can be read (the vocabulary is the seeded database's).
const engine = createRecognizerPool({ vocabulary: async () => vocabularyOf(PROVIDERS) });

/** What the recogniser makes of one recording, fed as fast as it decodes (no server between). */
async function hear(file: string): Promise<string> {
  const pcm = samples(file);
  async function* audio() {
    for (let i = 0; i < pcm.length; i += FRAME) yield pcm.slice(i, i + FRAME);
  }
  let final = '';
  for await (const fragment of engine.transcribe(audio(), new AbortController().signal))
    if (fragment.type === 'final') final = fragment.text;
  return final;
}

async function accuracy() {
  const recordings = requestRecordings();
  console.log(
    `\nVoice search: what the recogniser hears of ${recordings.length} recorded requests (tests/fixtures/voice/requests)`,
  );
  const before = engine.stats();
  const heard: Array<(typeof recordings)[number] & { said: string; heard: string }> = [];
  for (const recording of recordings) heard.push({ ...recording, said: recording.transcript, heard: await hear(recording.file) });
  const after = engine.stats();
  const line = (label: string, group: typeof heard) => {
    const exact = group.filter((h) => h.heard === h.said).length;
    console.log(
      `  ${label.padEnd(22)} word accuracy ${(wordAccuracy(group) * 100).toFixed(1).padStart(5)}%, heard exactly ${String(exact).padStart(3)} of ${group.length}`,
    );
  };
  for (const voice of new Set(heard.map((h) => h.voice)))
    for (const speed of new Set(heard.map((h) => h.speed)))
      line(
        `${voice} at ${speed} wpm`,
        heard.filter((h) => h.voice === voice && h.speed === speed),
      );
  line('all', heard);
  console.log(
    `  decoding took ${((after.decodeMs - before.decodeMs) / (after.audioMs - before.audioMs)).toFixed(3)} of the audio's time on one core`,
  );
  const missed = heard
    .filter((h) => h.heard !== h.said)
    .sort((a, b) => wordErrors(b.said, b.heard).errors - wordErrors(a.said, a.heard).errors);
  console.log(`  most missed (said → heard; ${missed.length} in all):`);
  for (const h of missed.slice(0, 12)) console.log(`    ${h.voice} ${h.speed}: "${h.said}" → "${h.heard}"`);
}
// The reference server, for the speed figures (the accuracy figures need none), on a fresh
// database in its own folder (the tests' makeDataDir asks vitest for a template: not here).
const dataDir = mkdtempSync(path.join(tmpdir(), 'neurohealth-bench-voice-'));
const site: { server?: RunningServer; token: string; voiceUrl: string } = { token: '', voiceUrl: '' };
async function serve() {
  const server = await start(dataDir, { speechEngine: engine });
  site.server = server;
  site.token = String((await signIn(server.url, 'caregiver')).tokens.access_token);
  site.voiceUrl = `${server.url.replace('http', 'ws')}${VOICE}?access_token=${encodeURIComponent(site.token)}`;
}

/** One utterance at real-time pace: from the end of speech to the complete text, and from the end message to the final. */
async function utterance(file: string, transcript: string) {
  const pcm = samples(file);
  const ws = new WebSocket(site.voiceUrl);
  await new Promise((resolve, reject) => {
    ws.on('open', resolve);
    ws.on('error', reject);
  });
  let speechEnded = 0;
  let complete = 0;
  const final = new Promise<number>((resolve) =>
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; text: string };
      if (message.text === transcript && !complete) complete = performance.now();
      if (message.type === 'final') resolve(performance.now());
    }),
  );
  const speechEndSample = lastSpeech(pcm);
  const started = performance.now();
  for (let i = 0, n = 0; i < pcm.length; i += FRAME, n += 1) {
    await sleep(Math.max(0, started + n * 100 - performance.now()));
    ws.send(Buffer.from(pcm.slice(i, i + FRAME).buffer));
    if (!speechEnded && i + FRAME >= speechEndSample) speechEnded = performance.now();
  }
  const endSent = performance.now();
  ws.send(JSON.stringify({ type: 'end' }));
  const finalAt = await final;
  ws.close();
  return { toText: (complete || finalAt) - speechEnded, toFinal: finalAt - endSent, heard: complete > 0 };
}

/** Sends frames of the phrases in a loop at real-time pace until stopped: one person speaking. */
function speakForever(stop: { stopped: boolean }) {
  return (async () => {
    let index = 0;
    while (!stop.stopped) {
      const phrase = PHRASES[index++ % PHRASES.length]!;
      const ws = new WebSocket(site.voiceUrl);
      await new Promise((resolve) => ws.on('open', resolve));
      const pcm = samples(phrase.file);
      for (let i = 0; i < pcm.length && !stop.stopped; i += FRAME) {
        ws.send(Buffer.from(pcm.slice(i, i + FRAME).buffer));
        await sleep(100);
      }
      ws.send(JSON.stringify({ type: 'end' }));
      await new Promise((resolve) => ws.on('close', resolve));
    }
  })();
}

async function apiLatencies(n: number) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await fetch(`${site.server!.url}/api/search-engine/v2/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${site.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ search_text: i % 2 ? 'speech' : 'harbor' }),
    });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    await sleep(20);
  }
  return times;
}

async function speed() {
  await serve();
  console.log('\nVoice search (reference server, offline recogniser, phrases at real-time pace)');
  const warm = await utterance(PHRASES[0]!.file, PHRASES[0]!.transcript); // a decoder warms up
  console.log(
    `  first utterance after start (a decoder warming up): ${warm.heard ? 'heard exactly' : 'NOT heard exactly'}, end of speech → text ${warm.toText.toFixed(0)} ms`,
  );
  const before = engine.stats();
  const runs = [];
  for (const phrase of PHRASES) runs.push(await utterance(phrase.file, phrase.transcript));
  const after = engine.stats();
  const toText = quantile(
    runs.map((r) => r.toText),
    0.5,
  );
  console.log(
    `  end of speech → complete text, median of ${runs.length} utterances: ${toText.toFixed(0)} ms (target ≤ 300 ms: ${toText <= 300 ? 'met' : 'NOT met'}); ${runs.filter((r) => r.heard).length}/${runs.length} heard exactly`,
  );
  console.log(
    `  end message → final text: median ${quantile(
      runs.map((r) => r.toFinal),
      0.5,
    ).toFixed(0)} ms`,
  );
  const rtf = (after.decodeMs - before.decodeMs) / (after.audioMs - before.audioMs);
  console.log(
    `  recogniser real-time factor on one core (decode ÷ audio): ${rtf.toFixed(3)} (target ≤ 0.1: ${rtf <= 0.1 ? 'met' : 'NOT met'})`,
  );

  const idle = await apiLatencies(60);
  const stop = { stopped: false };
  const speakers = Array.from({ length: 5 }, () => speakForever(stop));
  await sleep(1500);
  const busy = await apiLatencies(60);
  stop.stopped = true;
  await Promise.all(speakers);
  const extra = quantile(busy, 0.5) - quantile(idle, 0.5);
  const extra95 = quantile(busy, 0.95) - quantile(idle, 0.95);
  console.log(
    `  API call (suggestions) with 5 voice sessions running: median ${quantile(busy, 0.5).toFixed(1)} ms vs ${quantile(idle, 0.5).toFixed(1)} ms idle (+${extra.toFixed(1)} ms), p95 +${extra95.toFixed(1)} ms (target ≤ 20 ms: ${extra95 <= 20 ? 'met' : 'NOT met'})`,
  );
}

try {
  await accuracy();
  if (process.env.BENCH_VOICE !== 'accuracy') await speed();
} finally {
  await site.server?.close();
  await engine.close();
  rmSync(dataDir, { recursive: true, force: true });
}
