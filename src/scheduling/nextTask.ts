import { nextTask } from 'react-dom/tasks';

/**
 * `nextTask(callback)` runs `callback` in a task of its own, right after the tasks already queued:
 * a MessageChannel post, as React's scheduler does. Not setTimeout(0), which a browser delays to
 * 4 ms once nested and which a test's fake clock (Playwright's page.clock, paused) stops
 * altogether. It is the queue the renders are scheduled on (shims/react-preact/tasks.js), so a
 * render asked for before a task runs before it.
 */
export { nextTask };

/** A promise settled in a task of its own (see nextTask): `await yieldToPage()` lets the page answer a tap, paint, or run what was waiting. */
export function yieldToPage(): Promise<void> {
  return new Promise((resolve) => nextTask(resolve));
}
