/**
 * One queue of tasks, run in the order they were asked for: a MessageChannel post per task, as
 * React's scheduler does. Not setTimeout(0), which a browser delays to 4 ms once nested and which a
 * test's fake clock (Playwright's page.clock, paused) stops altogether.
 *
 * One channel for every task asked for here, so they run in the order they were asked for: two
 * channels would keep that order in a browser but not under Node (the view tests), where one
 * port's messages can all run before another's.
 */
const channel = typeof MessageChannel === 'function' ? new MessageChannel() : undefined;
const queued: Array<() => void> = [];
if (channel) {
  channel.port1.onmessage = () => queued.shift()?.();
  // Under Node (the view tests' DOM) an open port would keep the process alive.
  (channel.port1 as { unref?: () => void }).unref?.();
}

/** `nextTask(callback)` runs `callback` in a task of its own, right after the tasks already queued. */
export function nextTask(callback: () => void): void {
  if (!channel) {
    setTimeout(callback, 0);
    return;
  }
  queued.push(callback);
  channel.port2.postMessage(null);
}

/** A promise settled in a task of its own (see nextTask): `await yieldToPage()` lets the page answer a tap, paint, or run what was waiting. */
export function yieldToPage(): Promise<void> {
  return new Promise((resolve) => nextTask(resolve));
}
