/**
 * The offline recogniser: PocketSphinx (soundswallower) decoders, each in its own worker
 * thread (recognizer.worker.mjs), lent to one utterance at a time. Decoding stays off the
 * event loop, so voice sessions do not hold up other requests; a decoder is kept warm
 * between utterances, and at most `maxWorkers` run at once (more sessions wait their turn).
 */
import { Worker } from 'node:worker_threads';
import { AsyncQueue, type Fragment, type SpeechEngine } from './engine';
import { agreeArticles, buildGrammar, type Grammar, type Vocabulary } from './grammar';

const WORKER_URL = new URL('./recognizer.worker.mjs', import.meta.url);

/** What a worker posts back (recognizer.worker.mjs). */
type WorkerMessage =
  | { type: 'ready' }
  | { type: 'lookup'; id: number; pronunciations: Array<[string, string | null]> }
  | { type: 'partial'; session: number; text: string }
  | { type: 'final'; session: number; text: string; audioMs: number; decodeMs: number }
  | { type: 'failed'; session: number | null; id: number | null; message: string };

class Recognizer {
  readonly worker: Worker;
  readonly ready: Promise<void>;
  private lookups = new Map<number, (pairs: Array<[string, string | null]>) => void>();
  private sessions = new Map<number, (message: WorkerMessage) => void>();
  private nextId = 0;
  grammarVersion: string | null = null;
  dead = false;

  constructor(onExit: (recognizer: Recognizer) => void) {
    this.worker = new Worker(WORKER_URL);
    this.ready = new Promise((resolve, reject) => {
      this.worker.once('error', reject);
      this.worker.once('message', () => resolve());
    });
    this.worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'lookup') this.lookups.get(message.id)?.(message.pronunciations);
      else if (message.type !== 'ready' && message.session !== null) this.sessions.get(message.session)?.(message);
    });
    // A crashed worker fails the utterance it held; the pool starts another for the next one.
    this.worker.on('error', () => {});
    this.worker.on('exit', () => {
      this.dead = true;
      for (const listener of this.sessions.values())
        listener({ type: 'failed', session: null, id: null, message: 'recogniser stopped' });
      onExit(this);
    });
  }

  async lookup(words: string[]): Promise<Map<string, string | null>> {
    await this.ready;
    const id = (this.nextId += 1);
    const pairs = await new Promise<Array<[string, string | null]>>((resolve) => {
      this.lookups.set(id, resolve);
      this.worker.postMessage({ type: 'lookup', id, words });
    });
    this.lookups.delete(id);
    return new Map(pairs);
  }

  listen(session: number, listener: (message: WorkerMessage) => void) {
    this.sessions.set(session, listener);
    return () => this.sessions.delete(session);
  }

  post(message: object, transfer: ArrayBuffer[] = []) {
    if (!this.dead) this.worker.postMessage(message, transfer);
  }
}

export interface RecognizerPoolOptions {
  /** The words that can be said, read again before each utterance (vocabulary.ts). */
  vocabulary: () => Promise<Vocabulary>;
  /** Decoders running at once; an utterance beyond it waits for one to be free. */
  maxWorkers?: number;
  /** Free decoders kept warm. */
  keepWarm?: number;
  /** Told once per grammar build: the words no pronunciation could be found for. */
  onGrammar?: (grammar: Grammar) => void;
}

export function createRecognizerPool(options: RecognizerPoolOptions): SpeechEngine {
  const maxWorkers = options.maxWorkers ?? 6;
  const keepWarm = options.keepWarm ?? 1;
  const all = new Set<Recognizer>();
  const free: Recognizer[] = [];
  const waiting: Array<(recognizer: Recognizer) => void> = [];
  let closed = false;
  let sessions = 0;
  const totals = { audioMs: 0, decodeMs: 0, utterances: 0 };

  const spawn = () => {
    const recognizer = new Recognizer((gone) => {
      all.delete(gone);
      const index = free.indexOf(gone);
      if (index >= 0) free.splice(index, 1);
    });
    all.add(recognizer);
    return recognizer;
  };

  async function acquire(): Promise<Recognizer> {
    const idle = free.pop();
    if (idle && !idle.dead) return idle;
    if (all.size < maxWorkers) return spawn();
    return new Promise((resolve) => waiting.push(resolve));
  }

  function release(recognizer: Recognizer) {
    if (recognizer.dead) return;
    const next = waiting.shift();
    if (next) return next(recognizer);
    if (closed || free.length >= keepWarm) {
      all.delete(recognizer);
      void recognizer.worker.terminate();
    } else free.push(recognizer);
  }

  // The grammar is rebuilt when the vocabulary changes (compared by its text).
  let built: { key: string; grammar: Promise<Grammar> } | null = null;
  async function grammarFor(recognizer: Recognizer): Promise<Grammar> {
    const vocabulary = await options.vocabulary();
    const key = JSON.stringify(vocabulary);
    if (built?.key !== key) {
      const grammar = buildGrammar(vocabulary, (words) => recognizer.lookup(words));
      built = { key, grammar };
      grammar.then(options.onGrammar, () => (built = null));
    }
    return built.grammar;
  }

  return {
    async *transcribe(audio, signal) {
      const recognizer = await acquire();
      const session = (sessions += 1);
      const out = new AsyncQueue<Fragment>();
      const stopListening = recognizer.listen(session, (message) => {
        if (message.type === 'partial') out.push({ type: 'partial', text: message.text });
        else if (message.type === 'final') {
          totals.audioMs += message.audioMs;
          totals.decodeMs += message.decodeMs;
          totals.utterances += 1;
          out.push({ type: 'final', text: message.text });
          out.end();
        } else if (message.type === 'failed') out.fail(new Error(`recogniser failed: ${message.message}`));
      });
      const onAbort = () => out.end();
      signal.addEventListener('abort', onAbort);
      let finished = false;
      try {
        await recognizer.ready;
        const grammar = await grammarFor(recognizer);
        recognizer.post({ type: 'grammar', version: grammar.version, jsgf: grammar.jsgf, added: grammar.added });
        recognizer.post({ type: 'start', session });
        // The frames go to the worker as they come; the text comes back through `out`.
        void (async () => {
          try {
            for await (const pcm of audio) {
              if (signal.aborted) break;
              const copy = pcm.slice();
              recognizer.post({ type: 'audio', session, pcm: copy }, [copy.buffer]);
            }
            recognizer.post({ type: signal.aborted ? 'abort' : 'end', session });
          } catch (error) {
            recognizer.post({ type: 'abort', session });
            out.fail(error);
          }
        })();
        for await (const fragment of out) {
          yield { ...fragment, text: agreeArticles(fragment.text, grammar) };
          if (fragment.type === 'final') finished = true;
        }
      } finally {
        if (!finished) recognizer.post({ type: 'abort', session });
        signal.removeEventListener('abort', onAbort);
        stopListening();
        release(recognizer);
      }
    },
    stats: () => ({ ...totals }),
    async close() {
      closed = true;
      await Promise.all([...all].map((recognizer) => recognizer.worker.terminate()));
      all.clear();
      free.length = 0;
    },
  };
}
