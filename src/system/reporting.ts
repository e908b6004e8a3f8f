import type { AppConfig } from '../config';
import { redact, redactString } from './redact';

/**
 * Error reporting (SPEC §8: report and log). The Sentry SDK is loaded when the
 * first error is reported, not before: a page that works never downloads it.
 * Reports made while it loads are queued, not lost. Every event is scrubbed of
 * tokens and PINs before it leaves the page.
 */
type SentryClient = typeof import('./sentryClient');
type Extra = Record<string, unknown>;

let sentryConfig: AppConfig['sentry'] | null = null;
let client: Promise<SentryClient | null> | null = null;
const queue: Array<[unknown, Extra | undefined]> = [];

function loadClient(): Promise<SentryClient | null> {
  if (!sentryConfig?.dsn) return Promise.resolve(null);
  const { dsn, environment } = sentryConfig;
  client ??= import('./sentryClient')
    .then((Sentry) => {
      Sentry.init({
        dsn,
        environment,
        // Errors only: no tracing, no replays, no default integrations that read the page.
        tracesSampleRate: 0,
        beforeSend: (event) => redact(event),
        beforeBreadcrumb: (breadcrumb) => redact(breadcrumb),
      });
      return Sentry;
    })
    .catch((error: unknown) => {
      console.error('[reporting] the error reporter could not load', error);
      client = null;
      return null;
    });
  return client;
}

function send(Sentry: SentryClient) {
  for (const [error, extra] of queue.splice(0)) {
    Sentry.captureException(error, extra ? { extra: redact(extra) } : undefined);
  }
}

export function reportError(error: unknown, extra?: Extra): void {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error('[reported]', redactString(text), extra ? redact(extra) : '');
  queue.push([error, extra]);
  void loadClient().then((Sentry) => Sentry && send(Sentry));
}

/** Sets where reports go, and reports uncaught errors. Call once at start. */
export function startReporting(config: Pick<AppConfig, 'sentry'>): void {
  sentryConfig = config.sentry;
  window.addEventListener('error', (event) => reportError(event.error ?? event.message, { flow: 'uncaught' }));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, { flow: 'unhandled rejection' }));
  if (queue.length) void loadClient().then((Sentry) => Sentry && send(Sentry));
}

