/** One step of stopping the server: what it closes (named when it is cut short) and how. */
export interface ClosingStep {
  name: string;
  run: () => Promise<unknown>;
}

export interface Closed {
  /** The steps still running when their time was up, left behind. */
  cutShort: string[];
  /** What the steps that failed threw. */
  errors: unknown[];
}

/**
 * Runs the steps in order (issue #57 item 16). With a deadline, each step has what is left of it
 * but `reserveMs`, kept for the last step (the database), so a step that never ends (a connection
 * that is never let go, a worker that never stops) is left behind, named, and the database is
 * still closed in time; the last step has what is left of the whole deadline.
 */
export async function closeInSteps(steps: ClosingStep[], deadlineMs: number, reserveMs: number): Promise<Closed> {
  const end = Date.now() + deadlineMs;
  const closed: Closed = { cutShort: [], errors: [] };
  for (const [i, step] of steps.entries()) {
    const left = (i === steps.length - 1 ? end : end - reserveMs) - Date.now();
    const running = step.run().then(
      () => 'done' as const,
      (error: unknown) => {
        closed.errors.push(error);
        return 'done' as const;
      },
    );
    if (!Number.isFinite(left)) {
      await running;
      continue;
    }
    let timer: NodeJS.Timeout | undefined;
    const timeUp = new Promise<'cut'>((resolve) => (timer = setTimeout(() => resolve('cut'), Math.max(0, left))));
    if ((await Promise.race([running, timeUp])) === 'cut') closed.cutShort.push(step.name);
    clearTimeout(timer);
  }
  return closed;
}
