import { describe, expect, it } from 'vitest';
import { sharedRead } from './sharedRead';

/** A read the test answers by hand, counting the requests it was asked for and those aborted. */
function manualRead() {
  const requests: Array<{ signal: AbortSignal; answer: (value: string) => void; fail: (error: Error) => void }> = [];
  const read = sharedRead(
    (signal) =>
      new Promise<string>((answer, fail) => {
        requests.push({ signal, answer, fail });
        signal.addEventListener('abort', () => fail(signal.reason as Error));
      }),
  );
  return { read, requests };
}

describe('sharedRead', () => {
  it('serves callers who ask while a request is on its way with that one request', async () => {
    const { read, requests } = manualRead();
    const first = read();
    const second = read(new AbortController().signal);
    expect(requests).toHaveLength(1);
    requests[0]!.answer('preferences');
    expect(await Promise.all([first, second])).toEqual(['preferences', 'preferences']);
  });

  it('asks again once the answer has come, and after a failure', async () => {
    const { read, requests } = manualRead();
    const first = read();
    requests[0]!.fail(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    const second = read();
    expect(requests).toHaveLength(2);
    requests[1]!.answer('later');
    await expect(second).resolves.toBe('later');
    const third = read();
    expect(requests).toHaveLength(3);
    requests[2]!.answer('again');
    await expect(third).resolves.toBe('again');
  });

  it('lets a caller give up without taking the answer from the others; the last to give up aborts the request', async () => {
    const { read, requests } = manualRead();
    const leaving = new AbortController();
    const staying = new AbortController();
    const left = read(leaving.signal);
    const stayed = read(staying.signal);
    leaving.abort(new Error('stopped'));
    await expect(left).rejects.toThrow('stopped');
    expect(requests[0]!.signal.aborted).toBe(false);
    requests[0]!.answer('for the one who stayed');
    await expect(stayed).resolves.toBe('for the one who stayed');

    const alone = new AbortController();
    const only = read(alone.signal);
    alone.abort(new Error('gone'));
    await expect(only).rejects.toThrow('gone');
    expect(requests[1]!.signal.aborted).toBe(true);
    // The aborted request is not shared with whoever asks next.
    const next = read();
    expect(requests).toHaveLength(3);
    requests[2]!.answer('fresh');
    await expect(next).resolves.toBe('fresh');
  });

  it('refuses at once a caller whose signal is already aborted, asking for nothing', async () => {
    const { read, requests } = manualRead();
    const gone = new AbortController();
    gone.abort(new Error('already gone'));
    await expect(read(gone.signal)).rejects.toThrow('already gone');
    expect(requests).toHaveLength(0);
  });
});
