import type { Fragment, SpeechEngine } from '../options';

/**
 * The one interface the voice WebSocket speaks to is `SpeechEngine` (declared with the server's
 * options, server/options.ts). A deployment that would rather use a cloud recogniser writes
 * another (open the provider's streaming session in `transcribe`, forward the frames, yield its
 * interim and final results) and passes it as `ServerOptions.speechEngine`; nothing else changes
 * (docs/VOICE.md). What follows is shared by the engines.
 */
export type { Fragment, SpeechEngine };

export const SAMPLE_RATE = 16_000;

/** A queue that is also an async iterable: producers push, one consumer awaits. */
export class AsyncQueue<T> implements AsyncIterable<T> {
  private items: T[] = [];
  private waiting: ((result: IteratorResult<T>) => void) | null = null;
  private ended = false;
  private failure: unknown = null;

  push(item: T) {
    if (this.ended) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve({ value: item, done: false });
    } else this.items.push(item);
  }

  end() {
    this.ended = true;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve({ value: undefined, done: true });
    }
  }

  fail(error: unknown) {
    this.failure = error;
    this.end();
  }

  get length() {
    return this.items.length;
  }

  /** No more items will be taken (those already in are still read). */
  get isEnded() {
    return this.ended;
  }

  [Symbol.asyncIterator](): AsyncIterator<T> {
    return {
      next: () => {
        const item = this.items.shift();
        if (item !== undefined) return Promise.resolve({ value: item, done: false });
        if (this.failure !== null)
          return Promise.reject(this.failure instanceof Error ? this.failure : new Error(String(this.failure)));
        if (this.ended) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => (this.waiting = resolve));
      },
    };
  }
}
