// Voice search figures (issue #13), printed, never asserted: the reference server with the
// offline recogniser, fed the espeak-ng phrases of tests/fixtures/voice at real-time pace
// (one 100 ms frame every 100 ms, as the browser sends them).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { PROVIDERS } from '../server/db/seed-search-data';
import { createRecognizerPool } from '../server/voice/recognizer-pool';
import { CONDITIONS, LEADS, serviceParts } from '../server/voice/vocabulary';
import { makeDataDir, signIn, start } from '../tests/server/helpers';

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
const services = PROVIDERS.flatMap((p) => serviceParts(p.services));
const engine = createRecognizerPool({
  vocabulary: async () => ({
    leads: LEADS,
    subjects: [
      ...PROVIDERS.map((p) => p.name),
      ...services,
      ...services.filter((s) => /therapy$/i.test(s)).map((s) => s.replace(/therapy$/i, 'therapist')),
      ...CONDITIONS,
      ...CONDITIONS.flatMap((c) => ['support', 'therapy', 'specialist', 'assessment'].map((n) => `${c} ${n}`)),
    ],
    places: PROVIDERS.map((p) => p.city),
  }),
});
const data = await makeDataDir();
const server = await start(data.dir, { speechEngine: engine });
const token = String((await signIn(server.url, 'caregiver')).tokens.access_token);
const voiceUrl = `${server.url.replace('http', 'ws')}${VOICE}?access_token=${encodeURIComponent(token)}`;

/** One utterance at real-time pace: from the end of speech to the complete text, and from the end message to the final. */
async function utterance(file: string, transcript: string) {
  const pcm = samples(file);
  const ws = new WebSocket(voiceUrl);
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
      const ws = new WebSocket(voiceUrl);
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
    const res = await fetch(`${server.url}/api/search-engine/v2/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ search_text: i % 2 ? 'speech' : 'harbor' }),
    });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    await sleep(20);
  }
  return times;
}

try {
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
} finally {
  await server.close();
  await data.remove();
}
