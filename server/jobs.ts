/**
 * A background job of the server: `work` runs at start and every `everyMs` after, off any
 * request, one run at a time (a slow run delays the next instead of overlapping it). A failed run
 * is handed to `onError` and the next runs as usual. Returns the stop, which waits for the run in
 * progress. The account deletions and the e-mail digests run this way.
 */
export function startJob(work: () => Promise<unknown>, everyMs: number, onError: (error: unknown) => void) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running.then(work).catch(onError);
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
