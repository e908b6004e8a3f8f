import { useEffect, useState, type ReactNode } from 'react';
import { nextTask } from '../scheduling/nextTask';

/**
 * Parts of a frame drawn one per task, in the order they were put on the page, instead of all in
 * the render that put them there. The signed-in frame's first render (header, search, counts,
 * profile button, the page) was one task of about 100 ms on a CPU 4 times slower than a laptop's:
 * the page could not answer a tap for its whole length, and a task counts as blocking for
 * whatever it lasts over 50 ms (Total Blocking Time, issue #38). Each part here is drawn in a task
 * of its own, a task after the one before it, and the page answers between them. A part shown
 * stays shown.
 *
 * Which parts wait is the caller's choice: something whose arrival would move what is already
 * drawn (a layout shift) keeps its place with `placeholder`, or is drawn where nothing follows it.
 */
const waiting: Array<{ order: number; show: () => void }> = [];
let turnPosted = false;

function postTurn() {
  if (turnPosted) return;
  turnPosted = true;
  nextTask(nextTurn);
}

/**
 * The next part's turn: it asks to be drawn. The turn after it is posted once that part is on the
 * page (or off it for good), not now: React draws an update made outside an event in a task of its
 * scheduler's own, and a turn posted now could come before that draw and share it.
 */
function nextTurn() {
  turnPosted = false;
  // The lowest order first; among equals, the first to mount.
  const next = waiting.reduce<number>((best, part, i) => (best < 0 || part.order < waiting[best]!.order ? i : best), -1);
  if (next < 0) return;
  waiting.splice(next, 1)[0]?.show();
}

/**
 * False until this part's turn has come, then true for good: one part per task, the lowest
 * `order` first and, among equals, in the order they mounted (a child's effects run before its
 * parent's, and the header's before the page's below it). A part waits for its turn only once
 * `when` is true (its code is here, the page has painted).
 */
export function useStaged(order = 0, when = true): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown || !when) return;
    let mounted = true;
    let turnTaken = false;
    waiting.push({
      order,
      show: () => {
        // Unmounted before its turn (the person left the page): the turn passes at once to the next.
        if (!mounted) return nextTurn();
        turnTaken = true;
        setShown(true);
      },
    });
    postTurn();
    return () => {
      mounted = false;
      // Runs once the part is drawn (`shown` changed), or taken off the page before it was: the
      // next part's turn, in a task after this one.
      if (turnTaken) postTurn();
    };
  }, [shown, order, when]);
  return shown;
}

/** `children` once this part's turn has come (see useStaged); until then `placeholder` (nothing by default). */
export function Staged({
  children,
  order = 0,
  when = true,
  placeholder = null,
}: {
  children: ReactNode;
  order?: number;
  when?: boolean;
  placeholder?: ReactNode;
}) {
  return <>{useStaged(order, when) ? children : placeholder}</>;
}
