// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromCallback, type AnyEventObject } from 'xstate';
import type { Services } from '../../services';
import { TEST_CONFIG } from '../../testing/config';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { channelName } from './activity';
import { IdleWarningHost } from './IdleWarningHost';
import { IDLE_WARNING_TEXT } from './idleWarningText';
import { idleSignOutWiring } from './wiring';

/**
 * The idle sign-out's warning (issue #62) over the real machine and wiring, with the configured
 * idle time, a fake sessions service and an auth actor that records what it is told: the
 * warning is an alert dialog with focus on "Stay signed in", said aloud by a live region that
 * was there before it; Escape or the button keep the session (and tell the other tabs); a minute
 * unanswered ends it at the server and signs this page out, saying why.
 */
const MINUTE = 60_000;
const USER_ID = 7;

let toldAuth: AnyEventObject[];
let ended: number;
let heardByOtherTabs: unknown[];
let otherTab: BroadcastChannel;

// The dialog's own chunk, loaded once before the clock is faked (the app loads it with the first warning).
beforeAll(async () => void (await import('./IdleWarningDialog')));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  // Testing Library's waitFor and findBy advance fake timers it recognises (its check names jest).
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  toldAuth = [];
  ended = 0;
  heardByOtherTabs = [];
  otherTab = new BroadcastChannel(channelName(USER_ID));
  otherTab.onmessage = (m) => void heardByOtherTabs.push(m.data);
});
afterEach(() => {
  otherTab.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function render(idleMinutes = 30) {
  const sessions = async () => ({ signOutIdle: async () => void ended++ });
  const logic = idleSignOutWiring({
    config: { ...TEST_CONFIG, session: { idleMinutes } },
    api: async () => ({ sessions }) as unknown as Services,
  });
  return renderWithSystem(<IdleWarningHost />, {
    actors: {
      idleSignOut: { logic, input: { userId: USER_ID } },
      auth: fromCallback(({ receive }) => receive((event) => void toldAuth.push(event))) as never,
    },
  });
}

/**
 * Real turns of the event loop (not timers): another tab's BroadcastChannel message arrives in
 * one, and the dialog's lazy part resolves in one.
 */
const realTurns = async () => {
  for (let i = 0; i < 5; i++) await act(() => new Promise<void>((r) => setImmediate(r)));
};
const advance = async (ms: number) => {
  await act(async () => void vi.advanceTimersByTime(ms));
  await realTurns();
};
const live = () => screen.getByTestId('idle-warning-live');
/** The text of what an element's aria-describedby names: what a screen reader reads after its name. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe('idle sign-out warning', () => {
  it('a minute before the idle time ends: an alert dialog, focus on Stay signed in, said aloud by a live region', async () => {
    await render(30);
    // The live region is on the page before the warning, empty, so its text is announced.
    expect(live().getAttribute('aria-live')).toBe('assertive');
    expect(live().textContent).toBe('');
    await advance(29 * MINUTE - 1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(1);
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    expect(description(dialog)).toBe(IDLE_WARNING_TEXT);
    expect(live().textContent).toBe(IDLE_WARNING_TEXT);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay signed in' })));
  });

  it('Stay signed in keeps the session, closes the warning and tells the other tabs; Escape answers it too', async () => {
    const view = await render(30);
    await advance(29 * MINUTE);
    fireEvent.click(await screen.findByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(live().textContent).toBe('');
    expect(view.actor('idleSignOut').getSnapshot().hasTag('active')).toBe(true);
    await realTurns();
    expect(heardByOtherTabs).toEqual([{ type: 'activity' }]);
    // A fresh idle time: the next warning comes 29 minutes later, and the keyboard's Escape answers it.
    await advance(29 * MINUTE);
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await advance(MINUTE);
    expect(ended).toBe(0);
    expect(toldAuth).toEqual([]);
  });

  it('another tab in use keeps this one signed in and closes its warning', async () => {
    await render(30);
    await advance(29 * MINUTE);
    await screen.findByRole('alertdialog');
    otherTab.postMessage({ type: 'activity' });
    await realTurns();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await advance(MINUTE);
    expect(ended).toBe(0);
  });

  it('unanswered for the minute: the session ends at the server and this page signs out, saying why', async () => {
    await render(5);
    await advance(4 * MINUTE);
    await screen.findByRole('alertdialog');
    await advance(MINUTE);
    await waitFor(() => expect(toldAuth).toEqual([{ type: 'auth.sessionRevoked', reason: 'idle' }]));
    expect(ended).toBe(1);
  });
});
