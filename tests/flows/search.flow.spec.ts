/**
 * The header's search suggestions (machines/search/search.machine.ts) driven in
 * Chromium from its own paths: real typing, keys, clicks, focus and IME composition
 * events on the combobox.
 *
 * The search-engine calls are held at the network layer and answered by the step
 * that names them: `xstate.done.actor.fetchSuggestions` answers the page's request
 * with the very suggestions the shadow actor receives, `xstate.error.actor.…` with a
 * 500, and `after:debounce` is the page's own 300 ms pause (the step waits for the
 * request it produces). So the page and the shadow hold the same lists and every
 * highlight, wrap and choice can be compared option by option. The real server's
 * answers are covered by tests/e2e/search.spec.ts.
 *
 * The microphone button opens voice search: the voice connection is answered here (Playwright's
 * routeWebSocket) with the phrase below as soon as audio flows, and the dialog's Edit & Search,
 * Stop & Search Now and Escape end it. (The real recogniser hearing a spoken phrase is
 * tests/e2e/voice.spec.ts's; the voice flow's own states are voiceSearch.flow.spec.ts's.
 * Hearing the phrase for real here cost 7 s a time.)
 */
import type { Page, Route } from '@playwright/test';
import { fromCallback, fromPromise } from 'xstate';
import { microphoneSaying } from '../e2e/fakeMicrophone';
import { voiceSearchMachine } from '../../machines/search/voiceSearch.machine';
import { exampleRecent, exampleSuggestions } from '../../machines/search/search.examples';
import {
  chosen,
  recentOptions,
  searchMachine,
  suggestionOptions,
  suggestionQuery,
  type SearchContext,
  type SearchEvent,
} from '../../machines/search/search.machine';
import { expect, signUpFresh, test } from '../e2e/fixtures';
import { driveFlow, type FlowSpec, type StepContext } from './driver';
import { waitOf } from '../e2e/slowness';

type M = typeof searchMachine;
type Snap = StepContext<M>['before'];

const box = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const voiceDialog = (page: Page) => page.getByRole('dialog', { name: 'Search by voice' });
/** What the fake microphone says, as the recogniser hears it. */
const HEARD = 'show me speech therapy near me';

test.use(microphoneSaying('silence.wav', { loop: true }));
const VOICE_PATH = '/public/voice-assistant/v1/voice-to-text/stream';
const listbox = (page: Page, name: 'Search suggestions' | 'Recent searches') => page.getByRole('listbox', { name });
const focused = (page: Page) => box(page).evaluate((el) => el === document.activeElement);

/**
 * One search-engine endpoint whose requests wait for the step that answers them.
 * Requests are numbered; a step that starts a new request raises the floor, so an
 * earlier request the page gave up on (it left the state) is never the one answered.
 */
class Held {
  private routes: Array<{ seq: number; route: Route }> = [];
  private seq = 0;
  private floor = 0;
  constructor(readonly name: string) {}
  hold = (route: Route) => void this.routes.push({ seq: this.seq++, route });
  /** The next request is a new one: older ones are left unanswered. */
  expectNew() {
    this.floor = this.seq;
  }
  async next(): Promise<Route> {
    await expect
      .poll(() => this.routes.some((r) => r.seq >= this.floor), { message: `the page sent no ${this.name} request` })
      .toBe(true);
    const index = this.routes.findIndex((r) => r.seq >= this.floor);
    const [{ route }] = this.routes.splice(index, 1) as [{ seq: number; route: Route }];
    this.floor = this.seq;
    return route;
  }
  reset() {
    this.routes = [];
    this.floor = this.seq;
  }
}

/** Sets the box's text the way an input method or dictation does: an input event, no keys, no focus change. */
async function setText(page: Page, text: string) {
  await box(page).evaluate((el, value) => {
    const input = el as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, data: value }));
  }, text);
}

async function composition(page: Page, type: 'compositionstart' | 'compositionend', data = '') {
  await box(page).evaluate((el, [t, d]) => el.dispatchEvent(new CompositionEvent(t!, { bubbles: true, data: d })), [type, data]);
}

/**
 * A key on the box. The closed box may have lost focus (Tab or a click outside);
 * focusing it again is itself an event (`search.focus`), so then the key is
 * dispatched on the box as assistive technology would.
 */
async function key(page: Page, name: string) {
  if (await focused(page)) await page.keyboard.press(name);
  else await box(page).dispatchEvent('keydown', { key: name });
}

/** The open list's options in ArrowDown order. */
const optionsOf = (s: Snap) =>
  s.hasTag('showing recent')
    ? recentOptions(s.context.recent)
    : s.hasTag('showing suggestions')
      ? suggestionOptions(s.context.suggestions)
      : [];

async function listShows(page: Page, name: 'Search suggestions' | 'Recent searches', s: Snap) {
  const options = optionsOf(s);
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  const shown = listbox(page, name).getByRole('option');
  await expect(shown).toHaveCount(options.length);
  for (const [index, option] of options.entries()) {
    await expect(shown.nth(index)).toHaveAttribute('id', option.id);
    await expect(shown.nth(index)).toHaveAttribute('aria-selected', String(index === s.context.highlighted));
  }
  const active = s.context.highlighted >= 0 ? options[s.context.highlighted]!.id : null;
  if (active) await expect(box(page)).toHaveAttribute('aria-activedescendant', active);
  else await expect(box(page)).not.toHaveAttribute('aria-activedescendant');
}

/** The suggestions answer the text asked for (View More names it). */
const answer = (typed: string) =>
  ({
    type: 'xstate.done.actor.fetchSuggestions',
    output: { ...exampleSuggestions, text: suggestionQuery(typed) },
  }) as never;

const TYPED = ['', 'speech', ' speech'];
const textKind = (text: string) => (TYPED.includes(text) ? text : /^\s/.test(text) ? 'other, space-led' : 'other');

const closedList = async (page: Page) => {
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Search text can’t start with a space.')).toBeHidden();
};

test('search suggestions: every state and transition in Chromium', async ({ page }) => {
  test.setTimeout(waitOf(360_000));
  // The voice connection: the phrase is heard with the first audio, and settled when the page ends.
  await page.routeWebSocket(
    (url) => url.pathname === VOICE_PATH,
    (ws) => {
      let heard = false;
      ws.onMessage((message) => {
        if (typeof message === 'string') {
          ws.send(JSON.stringify({ type: 'final', text: HEARD }));
          void ws.close({ code: 1000, reason: 'done' });
        } else if (!heard) {
          heard = true;
          ws.send(JSON.stringify({ type: 'partial', text: HEARD }));
        }
      });
    },
  );
  await signUpFresh(page, 'flowsearch');
  await expect(box(page)).toHaveValue('');

  const suggest = new Held('suggestion');
  const history = new Held('recent searches');
  const clearing = new Held('clear history');
  await page.route(
    (url) => url.pathname === '/api/search-engine/v2/search',
    (route) => suggest.hold(route),
  );
  await page.route(
    (url) => url.pathname === '/api/search-engine/v1/search-history',
    (route) => (route.request().method() === 'DELETE' ? clearing.hold(route) : history.hold(route)),
  );

  /** The requests a step starts are new ones: an older request the page gave up on is not answered. */
  const expectNewRequests = ({ before: b, after }: StepContext<M>) => {
    if (after.matches({ open: { suggestions: 'debouncing' } })) suggest.expectNew();
    if (after.matches({ open: { recent: 'loading' } }) && !b.matches({ open: { recent: 'loading' } })) history.expectNew();
    if (after.matches({ open: { recent: 'clearing' } })) clearing.expectNew();
  };
  /** Enter or a click chose: the page went where the machine says. */
  const wentTo = async (c: StepContext<M>, event: SearchEvent) => {
    const list = c.before.hasTag('showing recent') || c.before.hasTag('showing suggestions') ? optionsOf(c.before) : [];
    const { href } = chosen(c.before.context as SearchContext, event, list);
    // Compared as parameters: the router writes a space as "+", the machine's href as "%20".
    await expect(page).toHaveURL((url) => {
      const want = new URL(href, url.origin);
      return url.pathname === want.pathname && String(url.searchParams) === String(want.searchParams);
    });
  };
  const typed = async (c: StepContext<M>, text: string) => {
    if (c.before.matches('closed') && !(await focused(page))) await setText(page, text);
    else await box(page).fill(text);
  };

  const spec: FlowSpec<M> = {
    name: 'search',
    machine: searchMachine.provide({
      actors: {
        // The shadow only follows: its invocations are answered by the steps' done/error events.
        fetchSuggestions: neverSettles(),
        loadHistory: neverSettles(),
        clearHistory: neverSettles(),
        loadVoice: neverSettles(),
      },
      actions: { navigate: () => {}, 'save to history': () => {} },
    }),
    input: { userId: 1 },
    skip: {
      'search.voice.loading --xstate.error.actor.loadVoice[0]--> search.closed':
        'the voice chunk is fetched once per page load and then cached; a chunk that does not load is the Node model test',
    },
    // The page can only type text that differs from what the box holds: the texts the
    // steps type are kept exactly, any other (an option's label copied in) by its kind.
    stateKey: (s) => ({
      value: s.value,
      text: textKind(s.context.text),
      typed: textKind(s.context.typed),
      highlighted: s.context.highlighted,
      // Whether there are recent searches only matters where the list can be walked.
      recent: s.matches({ open: { recent: 'shown' } }) ? s.context.recent.length : null,
    }),
    // The page answers the text it asked for (the plan was made with a vertex's first text).
    bind: (event, _model, shadow) =>
      (event as { type: string }).type === 'xstate.done.actor.fetchSuggestions' ? answer(shadow.context.typed) : event,
    // Enough to take every transition once, and no more: the page is slower than Node.
    events: (s) => {
      const { text, highlighted } = s.context;
      const events: ReturnType<FlowSpec<M>['events']> = [];
      const type = (...texts: string[]) =>
        texts.filter((t) => t !== text).forEach((t) => events.push({ type: 'search.input', text: t }));
      const walk = () => {
        events.push({ type: 'search.highlightNext' });
        if (highlighted <= 0) events.push({ type: 'search.highlightPrevious' });
      };
      const v = (value: Parameters<Snap['matches']>[0]) => s.matches(value);
      if (v('voice')) {
        if (v({ voice: 'loading' })) events.push(voiceLoaded);
        else events.push(...VOICE_OUTCOMES);
        return events;
      }
      if (v('closed')) {
        events.push({ type: 'search.focus' }, { type: 'search.compositionStart' });
        // Voice search from an empty box only: each of its endings waits for a spoken phrase,
        // so one way into the dialog (and one out of each ending) is all the time it gets.
        if (text === '') events.push({ type: 'search.voice' });
        type('speech', ' speech', '');
        if (text !== '') events.push({ type: 'search.escape' });
      }
      if (v({ open: { recent: 'loading' } }))
        events.push(
          { type: 'xstate.done.actor.loadHistory', output: exampleRecent } as never,
          { type: 'xstate.error.actor.loadHistory', error: new Error('500') } as never,
        );
      if (v({ open: { recent: 'shown' } })) {
        events.push({ type: 'search.close' });
        if (highlighted === -1) events.push({ type: 'search.voice' });
        type('speech');
        if (s.context.recent.length) {
          walk();
          if (highlighted >= 0) events.push({ type: 'search.choose' });
          else events.push({ type: 'search.choose', index: 1 }, { type: 'search.clearHistory' });
        }
      }
      if (v({ open: { recent: 'clearing' } }))
        events.push(
          { type: 'xstate.done.actor.clearHistory' } as never,
          { type: 'xstate.error.actor.clearHistory', error: new Error('500') } as never,
        );
      if (v({ open: { suggestions: 'debouncing' } })) events.push({ type: 'after:debounce' });
      if (v({ open: { suggestions: 'fetching' } }))
        events.push(answer(s.context.typed), { type: 'xstate.error.actor.fetchSuggestions', error: new Error('500') } as never, {
          type: 'search.compositionStart',
        });
      if (v({ open: { suggestions: 'shown' } })) {
        walk();
        if (highlighted <= 0) events.push({ type: 'search.choose' });
        if (highlighted === -1) events.push({ type: 'search.choose', index: 1 }, { type: 'search.escape' });
      }
      if (v({ open: { suggestions: 'unavailable' } })) {
        events.push({ type: 'search.choose' });
        type(' speech');
      }
      if (v({ open: 'rejected' })) {
        events.push({ type: 'search.close' });
        type('speech', '');
      }
      if (v({ open: 'composing' })) {
        type('日本');
        events.push(
          { type: 'search.compositionEnd', text: 'speech' },
          { type: 'search.compositionEnd', text: '' },
          { type: 'search.compositionEnd', text: ' 日本' },
        );
      }
      return events;
    },
    actions: {
      'search.focus': async () => {
        // Focus arrives from elsewhere: a closed box that still has focus (after Escape) lets go first.
        if (await focused(page)) await box(page).evaluate((el) => (el as HTMLElement).blur());
        await box(page).focus();
      },
      'search.input': async (c, e) => typed(c, (e as Extract<SearchEvent, { type: 'search.input' }>).text),
      'search.compositionStart': async () => {
        await composition(page, 'compositionstart');
      },
      'search.compositionEnd': async (_c, e) => {
        const { text } = e as Extract<SearchEvent, { type: 'search.compositionEnd' }>;
        // While composing, the input method puts its text in the box; the end event carries it.
        await setText(page, text);
        await composition(page, 'compositionend', text);
      },
      'search.highlightNext': async () => key(page, 'ArrowDown'),
      'search.highlightPrevious': async () => key(page, 'ArrowUp'),
      'search.choose': async (c, e) => {
        const { index } = e as Extract<SearchEvent, { type: 'search.choose' }>;
        if (index === undefined) await key(page, 'Enter');
        else {
          const name = c.before.hasTag('showing recent') ? 'Recent searches' : 'Search suggestions';
          await listbox(page, name).getByRole('option').nth(index).click();
        }
        await wentTo(c, e);
      },
      'search.escape': async () => key(page, 'Escape'),
      'search.close': async () => {
        // Tab leaves the box (a click outside is the same event, tests/e2e/search.spec.ts).
        if (!(await focused(page))) await box(page).focus();
        await page.keyboard.press('Tab');
        await expect(box(page)).not.toBeFocused();
      },
      'search.clearHistory': async () => {
        await page.getByRole('button', { name: 'Clear' }).click();
      },
      'search.voice': async () => {
        await page.getByRole('button', { name: 'Search by voice' }).click();
      },
      // The page's own voice chunk has loaded: its dialog is open.
      'xstate.done.actor.loadVoice': async () => {
        await expect(voiceDialog(page)).toBeVisible();
      },
      'xstate.done.actor.voice': async (c, e) => {
        const { output } = e as unknown as { output: (typeof VOICE_OUTCOMES)[number]['output'] };
        if (output.action === 'close') {
          await page.keyboard.press('Escape');
          return;
        }
        await expect(voiceDialog(page).getByTestId('voice-transcript')).toHaveText(HEARD);
        await voiceDialog(page)
          .getByRole('button', { name: output.action === 'edit' ? 'Edit & Search' : 'Stop & Search Now' })
          .click();
        if (output.action === 'search') await expect(page).toHaveURL(/\/search\?/);
      },
      'after:debounce': async () => {
        // The page's own 300 ms pause ends in a request: hold it for the next step.
        const route = await suggest.next();
        held = route;
      },
      'xstate.done.actor.fetchSuggestions': async (_c, e) => {
        const { providers, users } = (e as unknown as { output: typeof exampleSuggestions }).output;
        await take(held).fulfill({ json: { service_providers: { result: providers }, users: { resources: users } } });
      },
      'xstate.error.actor.fetchSuggestions': async () => {
        await take(held).fulfill({ status: 500, json: { message: 'flow: the search engine is down' } });
      },
      'xstate.done.actor.loadHistory': async (_c, e) => {
        const { output } = e as unknown as { output: typeof exampleRecent };
        await (await history.next()).fulfill({ json: { data: output } });
      },
      'xstate.error.actor.loadHistory': async () => {
        await (await history.next()).fulfill({ status: 500, json: { message: 'flow: history is down' } });
      },
      'xstate.done.actor.clearHistory': async () => {
        await (await clearing.next()).fulfill({ status: 204 });
      },
      'xstate.error.actor.clearHistory': async () => {
        await (await clearing.next()).fulfill({ status: 500, json: { message: 'flow: history is down' } });
      },
    },
    states: {
      'search.closed': async (p, s) => {
        await closedList(p);
        await expect(box(p)).toHaveValue(s.context.text);
      },
      'search.open.recent.loading': async (p, s) => {
        await expect(box(p)).toHaveValue(s.context.text);
        // Until the recent searches arrive, the list shows what it had (nothing the first time).
        if (s.context.recent.length) await listShows(p, 'Recent searches', s);
        else await expect(box(p)).toHaveAttribute('aria-expanded', 'false');
      },
      'search.open.recent.shown': async (p, s) => {
        await expect(box(p)).toHaveValue(s.context.text);
        if (s.context.recent.length) await listShows(p, 'Recent searches', s);
        else await expect(p.getByText('No recent searches.')).toBeVisible();
      },
      'search.open.recent.clearing': async (p) => {
        await expect(p.getByText('No recent searches.')).toBeVisible();
        await expect(p.getByRole('button', { name: 'Clear' })).toBeHidden();
      },
      'search.open.suggestions.debouncing': async (p, s) => {
        await expect(box(p)).toHaveValue(s.context.text);
        await expect(box(p)).toHaveAttribute('aria-expanded', 'false');
      },
      'search.open.suggestions.fetching': async (p, s) => {
        await expect(box(p)).toHaveValue(s.context.text);
        await expect(box(p)).toHaveAttribute('aria-expanded', 'false');
      },
      'search.open.suggestions.shown': async (p, s) => {
        await expect(box(p)).toHaveValue(s.context.text);
        await listShows(p, 'Search suggestions', s);
        // The live region counts the people and providers (a group's View More is not a result).
        const found = optionsOf(s).filter((o) => o.kind !== 'view more').length;
        await expect(p.getByRole('status').filter({ hasText: `${found} results` })).toBeAttached();
      },
      'search.open.suggestions.unavailable': async (p, s) => {
        // SPEC §8: a failed call shows no suggestions.
        await expect(box(p)).toHaveValue(s.context.text);
        await expect(box(p)).toHaveAttribute('aria-expanded', 'false');
      },
      'search.open.rejected': async (p) => {
        await expect(p.getByText('Search text can’t start with a space.')).toBeVisible();
        await expect(box(p)).toHaveAttribute('aria-invalid', 'true');
      },
      'search.open.composing': async (p, s) => {
        await expect(box(p)).toHaveValue(s.context.text);
        await expect(box(p)).toHaveAttribute('aria-expanded', 'false');
      },
      'search.voice.loading': async (p) => {
        // The dialog's code may have arrived already, its modal taking the box out of the tree.
        await expect(p.getByRole('combobox', { name: 'Search', includeHidden: true })).toHaveAttribute('aria-expanded', 'false');
      },
      'search.voice.open': async (p) => {
        await expect(voiceDialog(p)).toBeVisible();
        // The modal dialog takes the page behind it out of the accessibility tree: the box is found with hidden ones.
        await expect(p.getByRole('combobox', { name: 'Search', includeHidden: true })).toHaveAttribute('aria-expanded', 'false');
      },
    },
    reload: async (p) => {
      suggest.reset();
      history.reset();
      clearing.reset();
      await p.goto('/dashboard');
      await expect(box(p)).toHaveValue('');
    },
  };

  /** The suggestion request the debounce step held, answered by the next step. */
  let held: Route | null = null;
  const take = (route: Route | null) => {
    if (!route) throw new Error('no suggestion request is held');
    held = null;
    return route;
  };

  // Before every step: the requests it starts are new ones.
  for (const [type, act] of Object.entries(spec.actions))
    spec.actions[type] = async (c, e) => {
      expectNewRequests(c);
      await act(c, e);
    };
  await driveFlow(page, spec);
});

/** The voice flow the shadow spawns: it only follows (the dialog's own flow has its own spec). */
const voiceLoaded = {
  type: 'xstate.done.actor.loadVoice',
  // Named in the driver's messages and plans by its id, not printed whole.
  output: Object.assign(
    voiceSearchMachine.provide({ actors: { capture: fromCallback(() => {}) }, actions: { 'report failure': () => {} } }),
    { toJSON: () => 'voiceSearchMachine' },
  ),
} as never;
/** How the dialog can end: the words into the box, a search for them, or nothing. */
const VOICE_OUTCOMES = [
  { type: 'xstate.done.actor.voice', output: { action: 'edit', text: HEARD } },
  { type: 'xstate.done.actor.voice', output: { action: 'search', text: HEARD } },
  { type: 'xstate.done.actor.voice', output: { action: 'close' } },
] as const;

/** The shadow's invocations: answered only by the steps' done and error events. */
const neverSettles = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
