import { Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { yieldToPage } from '../scheduling/nextTask';

/**
 * A prerendered page coming alive a part at a time (issue #38). The public pages arrive as HTML
 * with all their content; hydrating one (attaching its handlers, checking its markup) was a single
 * task of about 40 ms on this machine, four times that on a slow phone, and the page could not
 * answer a tap during it. Here the frame (header, menus) hydrates at once and each part wrapped in
 * `HydrateInTurn` a task after the one before it, in page order, so the page answers between them.
 *
 * How: each part is a Suspense boundary, and during the hydrating render its child suspends (throws
 * its turn, a promise). React keeps a suspended boundary's server markup on screen as it is,
 * untouched, and hydrates it when the promise settles (a click on it before then is not answered,
 * as the frame's would be). Outside a hydration that `hydrateInTurns` started (the prerender, a
 * page drawn in the app) a part renders at once.
 */
let inTurns = false;
let endQueued = false;
let lastTurn: Promise<void> = Promise.resolve();
/** The page being hydrated in turns: where the fields typed in before its script ran are looked for. */
let page: HTMLElement | null = null;

/**
 * Hydrates the prerendered `element` in `container`: the frame at once, the parts it meets
 * (`HydrateInTurn`) each in a task after it. As the frame and then each part hydrate, what a
 * person typed or chose there before then reaches the page's state (see `replayTypedFields`).
 */
export function hydrateInTurns(container: HTMLElement, element: ReactNode): Root {
  inTurns = true;
  endQueued = false;
  lastTurn = Promise.resolve();
  page = container;
  return hydrateRoot(container, <FrameHydrated>{element}</FrameHydrated>);
}

/**
 * Renders its children as they are. Its effect runs once the frame (every part not waiting for a
 * turn) has hydrated, before the render that follows a hydration (a control enabled once the
 * page is live, useHydrated) could write the rendered values over what was typed.
 */
function FrameHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (page) replayTypedFields(page);
  }, []);
  return <>{children}</>;
}

/**
 * A field a person typed in, or a choice they made, before the page's script had run: the field
 * shows it, but the state the page renders from never heard of it (React keeps a field's value as
 * it finds it while hydrating and raises no change for it), so a form would be sent as if empty.
 * Each such field (its value differs from the one the page rendered, its `defaultValue`) is given
 * to the page as the change it was: an `input` event (a `change` for a select) with the value React
 * last rendered recorded first, so React's onChange sees a new value.
 */
export function replayTypedFields(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && !TEXT_TYPES.has(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    // The value React rendered, set as React sets it (React watches this setter), then the typed
    // one through the element's own setter (which React does not watch).
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const select of root.querySelectorAll('select')) {
    if ([...select.options].some((option) => option.selected !== option.defaultSelected))
      select.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

const TEXT_TYPES = new Set(['text', 'email', 'search', 'tel', 'url', 'password', 'number']);

type Turn = {
  promise: Promise<void>;
  come: boolean;
  hydrated: () => void;
  /** The children the part's markup was made from: what it hydrates with. */
  markup: ReactNode;
  /** Hydrated: the part draws its current children from now on. */
  live: boolean;
};

/** One turn per part, also when a development build renders it twice (StrictMode). */
const turnsByMarkup = new WeakMap<object, Turn>();

function takeTurn(markup: ReactNode): Turn {
  const known = typeof markup === 'object' && markup !== null ? turnsByMarkup.get(markup) : undefined;
  if (known) return known;
  // The parts of the frame's hydrating render take their turns; that render is one task, so once
  // its microtasks run, a server render (the prerender) or a later page renders its parts at once.
  if (!endQueued) {
    endQueued = true;
    queueMicrotask(() => (inTurns = false));
  }
  let hydrated!: () => void;
  // The next part's turn comes a task after this part has hydrated, not after its turn came: a
  // part hydrates in a render of its own (React's retry of a suspended boundary, a task after its
  // turn), and the next turn would otherwise share that render.
  const done = new Promise<void>((resolve) => (hydrated = resolve));

  const turn: Turn = { promise: lastTurn.then(yieldToPage), come: false, hydrated, markup, live: false };
  lastTurn = done;
  void turn.promise.then(() => (turn.come = true));
  if (typeof markup === 'object' && markup !== null) turnsByMarkup.set(markup, turn);
  return turn;
}

const noSubscription = () => () => {};

/**
 * Its child hydrates in a task of its own (see above).
 *
 * The part hydrates with the children it had in the hydrating render, the ones its markup was
 * made from, and then renders the children it has now. Until it has hydrated, a parent's render
 * does not reach it (the same element is returned): a waiting boundary that receives new props
 * (a parent's `disabled={status === 'pending'}` once the session is known, issue #63.1) would be
 * thrown away and drawn again from nothing, its markup gone from the screen meanwhile.
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  // True in a hydrating render (React reads the server snapshot then), false in any other.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  // Taken on the first render only: the hydrating one of a page hydrated in turns, or none.
  const [turn] = useState<Turn | null>(() => (hydrating && inTurns ? takeTurn(children) : null));
  const [live, setLive] = useState(turn === null);
  const onLive = useCallback(() => setLive(true), []);
  const waiting = useMemo(
    () =>
      turn && (
        <Suspense fallback={null}>
          <WaitForTurn turn={turn} onLive={onLive} shown={turn.markup} />
        </Suspense>
      ),
    [turn, onLive],
  );
  if (!turn) return <Suspense fallback={null}>{children}</Suspense>;
  if (!live) return waiting;
  // Hydrated: the same boundary and the same part draw the current children over the markup's, so
  // React updates the part in place. Another element here would be mounted anew, and the fields a
  // person typed in before the script ran would be drawn again empty.
  return (
    <Suspense fallback={null}>
      <WaitForTurn turn={turn} onLive={onLive} shown={children} />
    </Suspense>
  );
}

function WaitForTurn({ turn, onLive, shown }: { turn: Turn; onLive: () => void; shown: ReactNode }) {
  // Once the part has hydrated (with its markup's children), the next part's turn may come, and
  // the part draws its current children.
  useEffect(() => {
    if (turn.live) return;
    turn.live = true;
    // What was typed in this part before it hydrated, before its current props are drawn over it.
    if (page) replayTypedFields(page);
    turn.hydrated();
    onLive();
  }, [turn, onLive]);
  // Taken off the page before its turn: the next part's turn may come.
  useEffect(() => () => turn.hydrated(), [turn]);
  if (!turn.come) throw turn.promise;
  return <>{shown}</>;
}
