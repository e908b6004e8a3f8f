// One PocketSphinx decoder (soundswallower, WebAssembly) in a worker thread, so decoding
// never runs on the server's event loop. Plain JavaScript: a worker thread is started by
// file path, in the server (tsx) and in the tests (vitest) alike, without a TypeScript loader.
// Messages in and out are described in recognizer-pool.ts, which is the only sender.
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import createModule from 'soundswallower';

const SAMPLE_RATE = 16000;
const modelBase = fileURLToPath(new URL('../../node_modules/soundswallower/model/', import.meta.url));

// Its INFO lines would fill the server's output; a failure reaches the pool as a message.
const soundswallower = await createModule({ modelBase, print: () => {}, printErr: () => {} });
/**
 * The decoder's settings, chosen on the voice bench (`BENCH_VOICE=accuracy npm run bench`,
 * 184 recorded requests; word accuracy with the defaults 53.7%, with these 81%), at about
 * twice the defaults' decoding time (still under a tenth of the audio's):
 * - topn 16 (default 4): each sound scored against more of the model's Gaussians: 72% → 82%.
 * - beams far wider than the defaults (beam, pbeam 1e-48 → 1e-80, wbeam 7e-29 → 1e-60, no
 *   cap on active states): a grammar this small is cheap to search widely, and with the
 *   defaults the right phrase was often pruned, leaving no complete phrase and so no text.
 * - wip 1 (default 0.65): no penalty per word, so "cognitive assessments" is not cut to
 *   "cognitive" nor a lead dropped for being words.
 * - dither with a fixed seed: a browser's noise suppression can send digital silence, on which
 *   the recogniser loses whole phrases (recorded with digital silence: 67% → 81%).
 */
const DECODER = {
  topn: 16,
  beam: 1e-80,
  pbeam: 1e-80,
  wbeam: 1e-60,
  maxhmmpf: -1,
  wip: 1,
  dither: true,
  seed: 1,
};
const decoder = new soundswallower.Decoder({ samprate: SAMPLE_RATE, ...DECODER });
await decoder.initialize();

let grammarVersion = null;
let session = null;
let lastText = '';
let audioSamples = 0;
let decodeMs = 0;

/** A frame of 16-bit little-endian PCM as the decoder's floats. */
function toFloat(pcm) {
  const out = new Float32Array(pcm.length);
  for (let i = 0; i < pcm.length; i += 1) out[i] = pcm[i] / 32768;
  return out;
}

function endUtterance() {
  try {
    decoder.stop();
  } catch {
    // Not started: nothing to end.
  }
}

const handlers = {
  lookup({ id, words }) {
    parentPort.postMessage({ type: 'lookup', id, pronunciations: words.map((word) => [word, decoder.lookup_word(word)]) });
  },
  grammar({ version, jsgf, added }) {
    if (version === grammarVersion) return;
    const missing = added.filter(([word]) => decoder.lookup_word(word) === null);
    if (missing.length > 0) decoder.add_words(...missing);
    decoder.set_grammar(jsgf);
    grammarVersion = version;
  },
  async start(message) {
    if (session !== null) endUtterance();
    session = message.session;
    lastText = '';
    audioSamples = 0;
    decodeMs = 0;
    // Each utterance starts from the same front end: the live cepstral mean and the dither's
    // random state otherwise carry over from the last person's audio, so one request's words
    // depended on the requests before it ("speech" heard as "feeding" after other phrases).
    await decoder.reinitialize_audio();
    decoder.start();
  },
  audio(message) {
    if (message.session !== session) return;
    const started = performance.now();
    decoder.process_audio(toFloat(message.pcm), false, false);
    const text = decoder.get_text();
    decodeMs += performance.now() - started;
    audioSamples += message.pcm.length;
    if (text !== lastText) {
      lastText = text;
      parentPort.postMessage({ type: 'partial', session, text });
    }
  },
  end(message) {
    if (message.session !== session) return;
    const started = performance.now();
    decoder.stop();
    const text = decoder.get_text();
    decodeMs += performance.now() - started;
    parentPort.postMessage({ type: 'final', session, text, audioMs: (audioSamples / SAMPLE_RATE) * 1000, decodeMs });
    session = null;
  },
  abort(message) {
    if (message.session !== session) return;
    endUtterance();
    session = null;
  },
};

// One message at a time, in order: a start waits for its front end, and the audio behind it waits.
let turn = Promise.resolve();
parentPort.on('message', (message) => {
  turn = turn.then(async () => {
    try {
      await handlers[message.type](message);
    } catch (error) {
      parentPort.postMessage({
        type: 'failed',
        session: message.session ?? null,
        id: message.id ?? null,
        message: String(error),
      });
    }
  });
});
parentPort.postMessage({ type: 'ready' });
