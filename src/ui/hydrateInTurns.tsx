import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { yieldToPage } from '../scheduling/nextTask';

/**
 * A prerendered page coming alive a part at a time (issue #38). The public pages arrive as HTML
 * with all their content; hydrating one (attaching its handlers, checking its markup) was a single
 * task of about 40 ms on this machine, four times that on a slow phone, and the page could not
 * answer a tap during it. Here the frame (header, menus) hydrates at once and each part wrapped in
 * `HydrateInTurn` a task after the one before it, in page order, so the page answers between them.
 *
 * How: during the hydrating render a part suspends (throws its turn, a promise). Preact keeps a
 * suspended part's server markup on screen as it is, untouched, and hydrates it when the promise
 * settles. Outside a hydration (the prerender, a page drawn in the app) a part renders at once.
 */
let hydrating = false;
let lastTurn: Promise<void> = Promise.resolve();

/** Runs `hydrate` (a synchronous hydrateRoot) so that the parts it meets take their turns after it. */
export function hydrateInTurns(hydrate: () => void): void {
  hydrating = true;
  lastTurn = Promise.resolve();
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

type Turn = { promise: Promise<void>; come: boolean; hydrated: () => void };

function takeTurn(): Turn {
  let hydrated!: () => void;
  // The next part's turn comes a task after this part has hydrated, not after its turn came: a
  // part hydrates in a render of its own, a task after its turn (React's scheduling, kept by
  // shims/react-preact), and the next turn would otherwise share that render.
  const done = new Promise<void>((resolve) => (hydrated = resolve));
  const turn: Turn = { promise: lastTurn.then(yieldToPage), come: false, hydrated };
  lastTurn = done;
  // Registered before Suspense's own listener, so the part renders when Suspense asks it to.
  void turn.promise.then(() => (turn.come = true));
  return turn;
}

/**
 * Its child hydrates in a task of its own (see above). The child must be one element: Preact keeps
 * a suspended part's first element as it is.
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  // Taken on the first render only: the hydrating one, or none.
  const [turn] = useState<Turn | null>(() => (hydrating ? takeTurn() : null));
  return (
    <Suspense fallback={null}>
      <WaitForTurn turn={turn}>{children}</WaitForTurn>
    </Suspense>
  );
}

function WaitForTurn({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  // Runs once the part has hydrated (a suspended render runs no effects), or when it is taken off
  // the page: either way the next part's turn may come.
  useEffect(() => {
    if (!turn) return;
    if (turn.come) turn.hydrated();
    return turn.hydrated;
  }, [turn, turn?.come]);
  if (turn && !turn.come) throw turn.promise;
  return <>{children}</>;
}
