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

type Turn = {
  promise: Promise<void>;
  come: boolean;
  hydrated: () => void;
  /** The children the part's markup was made from: what it hydrates with. */
  markup: ReactNode;
  /** Drawn (hydrated) with `markup` once its turn came. */
  drawn: boolean;
  /** Hydrated: the part draws its current children from now on. */
  live: boolean;
};

function takeTurn(markup: ReactNode): Turn {
  let hydrated!: () => void;
  // The next part's turn comes a task after this part has hydrated, not after its turn came: a
  // part hydrates in a render of its own, a task after its turn (React's scheduling, kept by
  // shims/react-preact), and the next turn would otherwise share that render.
  const done = new Promise<void>((resolve) => (hydrated = resolve));
  const turn: Turn = { promise: lastTurn.then(yieldToPage), come: false, hydrated, markup, drawn: false, live: false };
  lastTurn = done;
  // Registered before Suspense's own listener, so the part renders when Suspense asks it to.
  void turn.promise.then(() => (turn.come = true));
  return turn;
}

/**
 * Its child hydrates in a task of its own (see above). The child must be one element: Preact keeps
 * a suspended part's first element as it is.
 *
 * The part hydrates with the children it had in the hydrating render, the ones its markup was
 * made from, and then renders the children it has now. Hydrating does not correct attributes, so
 * a part whose props changed while it waited (a parent's `disabled={status === 'pending'}` once
 * the session is known) would otherwise keep the markup's attributes for good (issue #63.1).
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  // Taken on the first render only: the hydrating one, or none.
  const [turn] = useState<Turn | null>(() => (hydrating ? takeTurn(children) : null));
  return (
    <Suspense fallback={null}>
      <WaitForTurn turn={turn}>{children}</WaitForTurn>
    </Suspense>
  );
}

function WaitForTurn({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  // A render of the current children once the part has hydrated. (Kept on the turn, not in this
  // component's state: a suspended hydration renders a fresh instance when its turn comes.)
  const [, redraw] = useState(0);
  // Once the part has hydrated (with its markup's children), the next part's turn may come, and
  // this one draws its current children.
  const drawingMarkup = turn !== null && turn.come && !turn.live;
  useEffect(() => {
    if (!turn?.drawn || turn.live) return;
    turn.live = true;
    turn.hydrated();
    redraw((n) => n + 1);
  }, [turn, drawingMarkup]);
  // Taken off the page before its turn: the next part's turn may come.
  useEffect(() => () => turn?.hydrated(), [turn]);
  if (!turn || turn.live) return <>{children}</>;
  if (!turn.come) throw turn.promise;
  turn.drawn = true;
  return <>{turn.markup}</>;
}
