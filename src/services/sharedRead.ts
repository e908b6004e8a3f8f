/**
 * One request for every caller that asks while it is on its way: at sign-in the display
 * settings and the toasts' notification choices both read the preferences within a few
 * milliseconds, and one answer serves both. A caller that gives up (its actor stopped, its
 * signal aborted) stops waiting at once; the request itself is aborted only when no caller is
 * left waiting for it. A read asked for after the answer came is a new request.
 */
export function sharedRead<T>(read: (signal: AbortSignal) => Promise<T>): (signal?: AbortSignal) => Promise<T> {
  let flight: { answer: Promise<T>; waiting: number; controller: AbortController } | null = null;

  return (signal) => {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (!flight) {
      const controller = new AbortController();
      const started = {
        controller,
        waiting: 0,
        answer: read(controller.signal).finally(() => {
          if (flight === started) flight = null;
        }),
      };
      flight = started;
    }
    const joined = flight;
    joined.waiting += 1;
    return new Promise<T>((resolve, reject) => {
      const giveUp = () => {
        joined.waiting -= 1;
        if (joined.waiting === 0) {
          if (flight === joined) flight = null;
          // An AbortError of its own, whatever the caller's reason: not a failure to report (serviceCall).
          joined.controller.abort();
        }
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', giveUp, { once: true });
      joined.answer.then(resolve, reject).finally(() => signal?.removeEventListener('abort', giveUp));
    });
  };
}
