// Where React and Preact's compat layer still differ in a way people notice, React's behaviour,
// installed once through Preact's `options` hooks (README.md says which and why).
import { options } from 'preact';
import { nextTask } from './tasks.js';

/**
 * autoFocus. React focuses a button, field, select or text area rendered with autoFocus when it
 * is put on the page (its commit phase), and writes no attribute; Preact only writes the
 * attribute, which a browser honours once per page load, so a confirm question opened later
 * would leave the focus where it was. Preact 11 applies refs in its commit phase, once the
 * element is on the page, so the element's ref focuses it: once per element, as React does on
 * mount and not on re-renders.
 */
const FOCUSABLE_BY_AUTOFOCUS = new Set(['button', 'input', 'select', 'textarea']);
const focused = new WeakSet();

function focusOnce(element) {
  if (!element || focused.has(element)) return;
  focused.add(element);
  element.focus();
}

/** The element's own ref, kept, with the focus added; one wrapper per ref so renders do not re-run it. */
const wrappers = new WeakMap();
function withFocus(ref) {
  if (ref == null) return focusOnce;
  let wrapper = wrappers.get(ref);
  if (!wrapper) {
    wrapper = (element) => {
      focusOnce(element);
      if (typeof ref === 'function') return ref(element);
      ref.current = element;
      return undefined;
    };
    wrappers.set(ref, wrapper);
  }
  return wrapper;
}

const previousVnode = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props;
  if (typeof vnode.type === 'string' && props && 'autoFocus' in props) {
    // React never writes the attribute (a browser would act on it by itself on the first page load).
    const { autoFocus, ...rest } = props;
    vnode.props = rest;
    if (autoFocus && FOCUSABLE_BY_AUTOFOCUS.has(vnode.type)) vnode.ref = withFocus(vnode.ref);
  }
  if (previousVnode) previousVnode(vnode);
};

/**
 * When effects run. React runs a render's effects before the browser gets to paint or to call
 * observers: at once after a key, click or input, and otherwise in the same scheduler task as
 * the commit. Preact runs them after the next animation frame (or 35 ms). The difference shows:
 * fast typing outruns a focus an effect moves (six PIN boxes, a paste); a ResizeObserver that an
 * unmounted dialog's effect would have disconnected fires first and closes the dialog that
 * replaced it (Headless UI closes a dialog whose panel disappears); and a test's fake clock
 * (Playwright's fakes timers and frames) stops effects altogether. So effects run in a microtask
 * after the commit. A cascade (effects whose state changes render again, whose effects change
 * state again) gets 50 rounds in one task, as React allows nested updates, and then continues
 * in a task of its own, posted on a MessageChannel, so the page is never held.
 */
const ROUNDS_PER_TASK = 50;
let rounds = 0;
options.requestAnimationFrame = (flush) => {
  if (rounds >= ROUNDS_PER_TASK) return nextTask(flush);
  if (rounds++ === 0) nextTask(() => (rounds = 0));
  queueMicrotask(flush);
};

/**
 * When an update renders. React renders an update made during a discrete event (a key, a click,
 * an input, a focus change) before that event's task ends, and any other update (a response, a
 * timer, a socket message, an actor's own delay) in a scheduler task of its own, after the work
 * that made it. Preact renders every update in a microtask of the task that made it, so the
 * parse of a response, the actors' transitions it caused and the render of everything they
 * changed were one task: the longest tasks of a signed-in page's load on a phone (issue #38).
 * So an update renders as React would: at the end of the event's task when `window.event` is
 * one of React's discrete events, else in a task of its own, posted on a MessageChannel. Updates
 * made before that task runs render together in it. The list is React's own (its discrete event
 * priority: keys, clicks, inputs, focus, clipboard, history and media events).
 */
const DISCRETE_EVENTS = new Set([
  'auxclick',
  'beforeinput',
  'blur',
  'cancel',
  'change',
  'click',
  'close',
  'compositionend',
  'compositionstart',
  'compositionupdate',
  'contextmenu',
  'copy',
  'cut',
  'dblclick',
  'dragend',
  'dragstart',
  'drop',
  'focus',
  'focusin',
  'focusout',
  'fullscreenchange',
  'hashchange',
  'input',
  'invalid',
  'keydown',
  'keypress',
  'keyup',
  'mousedown',
  'mouseup',
  'paste',
  'pause',
  'play',
  'pointercancel',
  'pointerdown',
  'pointerup',
  'popstate',
  'ratechange',
  'reset',
  'resize',
  'seeked',
  'select',
  'selectionchange',
  'selectstart',
  'submit',
  'textInput',
  'touchcancel',
  'touchend',
  'touchstart',
  'volumechange',
]);
if (typeof globalThis.window !== 'undefined') {
  options.debounceRendering = (flush) =>
    DISCRETE_EVENTS.has(globalThis.window.event?.type) ? queueMicrotask(flush) : nextTask(flush);
}
