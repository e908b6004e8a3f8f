import type { AppConfig } from '../config';
import { redact, redactString } from './redact';

/**
 * Error reporting (SPEC §8: report and log). The Sentry SDK is its own chunk, fetched at idle
 * time once the first page is interactive (so an outage seldom finds it missing), or at the
 * first error if that comes sooner. Reports made before it is loaded wait in a bounded queue;
 * if loading fails (the network dropped: the outage we most want reported), it is retried
 * with growing delays and at once when the browser says it is online again, and the queue is
 * sent then, once. Every event is scrubbed of tokens and PINs before it leaves the page.
 */
type SentryClient = typeof import('./sentryClient');
type Extra = Record<string, unknown>;

/** Reports kept while the reporter cannot load; older ones give way to newer ones. */
export const MAX_QUEUED_REPORTS = 50;
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 60_000;

let sentryConfig: AppConfig['sentry'] | null = null;
let client: Promise<SentryClient | null> | null = null;
const queue: Array<[unknown, Extra | undefined]> = [];
let dropped = 0;
let retries = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function loadClient(): Promise<SentryClient | null> {
  if (!sentryConfig?.dsn) return Promise.resolve(null);
  const { dsn, environment } = sentryConfig;
  client ??= import(/* webpackChunkName: "error-reporter" */ './sentryClient')
    .then((Sentry) => {
      Sentry.init({
        dsn,
        environment,
        // Errors only: no tracing, no replays, no default integrations that read the page.
        tracesSampleRate: 0,
        beforeSend: (event) => redact(event),
        beforeBreadcrumb: (breadcrumb) => redact(breadcrumb),
      });
      retries = 0;
      return Sentry;
    })
    .catch((error: unknown) => {
      console.error('[reporting] the error reporter could not load; reports wait and it is tried again', error);
      client = null;
      scheduleRetry();
      return null;
    });
  return client;
}

/** Tries again after 1 s, 2 s, 4 s … up to a minute, while reports are waiting. */
function scheduleRetry() {
  if (retryTimer !== undefined || queue.length === 0) return;
  const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** retries);
  retries += 1;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    flush();
  }, delay);
}

function flush() {
  if (queue.length === 0) return;
  void loadClient().then((Sentry) => Sentry && send(Sentry));
}

function send(Sentry: SentryClient) {
  for (const [error, extra] of queue.splice(0)) {
    Sentry.captureException(error, extra ? { extra: redact(extra) } : undefined);
  }
  if (dropped > 0) {
    Sentry.captureMessage(`${dropped} earlier error report(s) were dropped while the reporter could not load`, 'warning');
    dropped = 0;
  }
}

export function reportError(error: unknown, extra?: Extra): void {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error('[reported]', redactString(text), extra ? redact(extra) : '');
  if (queue.length >= MAX_QUEUED_REPORTS) {
    queue.shift();
    dropped += 1;
  }
  queue.push([error, extra]);
  flush();
}

/**
 * After load, a few seconds for the page's own requests to settle, then until the page has fetched
 * nothing for QUIET_MS (a route still loading its map or its data is not interrupted by the
 * reporter's 30 kB: issue #59 found /providers' figure with it when its map took over 5 s), then
 * the browser's next idle moment.
 */
const PREFETCH_AFTER_LOAD_MS = 5000;
export const QUIET_MS = 2000;
const whenIdle = (run: () => void) =>
  setTimeout(
    () =>
      afterNetworkQuiet(() => {
        if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 10_000 });
        else run();
      }),
    PREFETCH_AFTER_LOAD_MS,
  );

/** Runs `run` once no resource has finished loading for QUIET_MS (at once where the browser cannot tell). */
function afterNetworkQuiet(run: () => void) {
  if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('resource')) {
    run();
    return;
  }
  const done = () => {
    observer.disconnect();
    run();
  };
  let timer = setTimeout(done, QUIET_MS);
  const observer = new PerformanceObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(done, QUIET_MS);
  });
  observer.observe({ type: 'resource' });
}

/** Sets where reports go, and reports uncaught errors. Call once at start. */
export function startReporting(config: Pick<AppConfig, 'sentry'>): void {
  sentryConfig = config.sentry;
  window.addEventListener('error', (event) => {
    // Benign: the browser says a ResizeObserver callback changed layout and the rest waits a frame
    // (FullCalendar resizing to a phone's width does it). Not an error of ours, so not reported (#28 item 4).
    if (/^ResizeObserver loop (completed with undelivered notifications|limit exceeded)/.test(event.message)) return;
    reportError(event.error ?? event.message, { flow: 'uncaught' });
  });
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, { flow: 'unhandled rejection' }));
  // Back online: no need to wait for the next retry.
  window.addEventListener('online', () => {
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
    retries = 0;
    flush();
  });
  if (queue.length) flush();
  // Fetched after the page is interactive, so it is at hand if the network drops later.
  const prefetch = () => whenIdle(() => void loadClient());
  if (document.readyState === 'complete') prefetch();
  else window.addEventListener('load', prefetch, { once: true });
}
