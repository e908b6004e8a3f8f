/**
 * Runs queued work in slices of at most `budgetMs`, yielding to the main thread
 * between slices (a MessageChannel post is the fastest macrotask), so a burst of
 * server events never blocks input or rendering. Order is kept.
 */
export function createTimeSlicedQueue<T>(run: (item: T) => void, budgetMs = 8) {
  const items: T[] = [];
  let head = 0;
  let scheduled = false;
  let stopped = false;
  const channel = new MessageChannel();

  const drain = () => {
    scheduled = false;
    const deadline = performance.now() + budgetMs;
    while (head < items.length && !stopped) {
      run(items[head++]!);
      if (performance.now() >= deadline) break;
    }
    if (head >= items.length) {
      items.length = 0;
      head = 0;
    } else if (!stopped) schedule();
  };
  channel.port1.onmessage = drain;
  const schedule = () => {
    if (scheduled || stopped) return;
    scheduled = true;
    channel.port2.postMessage(null);
  };

  return {
    push(item: T) {
      if (stopped) return;
      items.push(item);
      schedule();
    },
    stop() {
      stopped = true;
      items.length = 0;
      channel.port1.onmessage = null;
      channel.port1.close();
    },
  };
}
