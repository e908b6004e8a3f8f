/**
 * One queue of tasks, run in the order they were asked for: a MessageChannel post per task, as
 * React's scheduler does. Not setTimeout(0), which a browser delays to 4 ms once nested and which a
 * test's fake clock (Playwright's page.clock, paused) stops altogether.
 *
 * One queue for the renders and effect cascades scheduled here (react-semantics.js) and the app's
 * own tasks (src/scheduling/nextTask.ts): a render asked for before a task runs before it. Two
 * channels would keep that order in a browser but not under Node (the view tests), where one
 * port's messages can all run before another's.
 */
const channel = typeof MessageChannel === 'function' ? new MessageChannel() : undefined;
const queued = [];
if (channel) {
  channel.port1.onmessage = () => queued.shift()?.();
  // Under Node (the view tests' DOM) an open port would keep the process alive.
  channel.port1.unref?.();
}

/** Runs `callback` in a task of its own, after the tasks already asked for. */
export function nextTask(callback) {
  if (!channel) {
    setTimeout(callback, 0);
    return;
  }
  queued.push(callback);
  channel.port2.postMessage(null);
}
