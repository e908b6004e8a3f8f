// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * Issue #59: the error reporter's SDK (about 30 kB gzip) is fetched once the page is interactive,
 * so it is at hand later. "Interactive" was 5 s after load whatever the page was doing: a route
 * still fetching its map then downloaded the SDK in the middle of its own loading. It now also
 * waits until the page has fetched nothing for a while.
 */
const { init } = vi.hoisted(() => ({ init: vi.fn() }));
vi.mock('./sentryClient', () => ({ init, captureException: vi.fn(), captureMessage: vi.fn(), flush: vi.fn() }));

/** A PerformanceObserver whose resource entries the test delivers. */
const observers: Array<() => void> = [];
class FakeObserver {
  static supportedEntryTypes = ['resource'];
  constructor(private readonly callback: () => void) {}
  observe() {
    observers.push(this.callback);
  }
  disconnect() {
    observers.splice(observers.indexOf(this.callback), 1);
  }
}
const resourceLoaded = () => observers.forEach((notify) => notify());

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal('requestIdleCallback', undefined);
  init.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the error reporter fetched after the page is interactive', () => {
  it('waits until the page has fetched nothing for 2 s after the first 5 s', async () => {
    vi.resetModules();
    const { startReporting } = await import('./reporting');
    startReporting({ sentry: { dsn: 'https://key@errors.example/1', environment: 'test' } });
    if (document.readyState !== 'complete') window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(5000);
    // The page's route is still loading its parts after 5 s: one finishes every second until 9 s.
    for (let t = 5; t < 9; t++) {
      await vi.advanceTimersByTimeAsync(1000);
      resourceLoaded();
    }
    await vi.advanceTimersByTimeAsync(1900);
    expect(init).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(init).toHaveBeenCalledTimes(1);
  });
});
