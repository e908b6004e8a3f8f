/**
 * Runs `callback` in a task of its own, right after the tasks already queued: a MessageChannel
 * post, as React's scheduler does. Not setTimeout(0), which a browser delays to 4 ms once nested
 * and which a test's fake clock (Playwright's page.clock, paused) stops altogether.
 */
const channel = typeof MessageChannel === 'function' ? new MessageChannel() : undefined;
const queued: Array<() => void> = [];
if (channel) {
  channel.port1.onmessage = () => queued.shift()?.();
  // Under Node (the view tests' DOM) an open port would keep the process alive.
  (channel.port1 as MessagePort & { unref?: () => void }).unref?.();
}

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
