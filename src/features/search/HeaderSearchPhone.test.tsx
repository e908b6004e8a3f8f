// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellLayoutMachine } from '../../../machines/shellLayout/shellLayout.machine';
import type { Services } from '../../services';
import { TEST_CONFIG } from '../../testing/config';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { HeaderSearch } from './HeaderSearch';
import { searchWiring } from './wiring';

/*
 * The header search behind its icon (below sm): the full-screen panel gives focus back to the
 * icon that opened it when it closes, as a dialog does (WAI-ARIA), on Close and on Escape (#28.12).
 * The 390 px layout itself is checked in tests/e2e/search-phone-focus.spec.ts.
 */
const services = {
  searchEngine: { suggestions: async () => ({ text: '', providers: [], users: [] }), history: async () => [] },
  publisher: { saveSearch: async () => {} },
} as unknown as Services;

const render = () =>
  renderWithSystem(<HeaderSearch />, {
    open: () => {},
    actors: {
      search: {
        logic: searchWiring({ api: async () => services, open: () => {}, config: TEST_CONFIG, accessToken: () => 'token' }),
        input: { userId: 1 },
      },
      shellLayout: shellLayoutMachine,
    },
  });

const openPanel = async () => {
  const icon = screen.getByRole('button', { name: 'Show search' });
  icon.focus();
  fireEvent.click(icon);
  const box = screen.getByRole('combobox', { name: 'Search' });
  await waitFor(() => expect(document.activeElement).toBe(box));
  return { icon, box };
};

describe('the full-screen search on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts focus in the box once the panel is drawn, even when a frame comes before that render (#63.15)', async () => {
    // A busy page: the render that shows the panel waits for a task, and the next animation frame
    // comes first. A hidden box cannot take focus, so focus must wait for the panel, not a frame.
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => (callback(0), 0));
    await render();
    const box = screen.getByRole('combobox', { name: 'Search' });
    const panelShownAtFocus: boolean[] = [];
    box.addEventListener('focus', () => panelShownAtFocus.push(screen.queryByRole('button', { name: 'Close search' }) !== null));
    const icon = screen.getByRole('button', { name: 'Show search' });
    icon.focus();
    fireEvent.click(icon);
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(panelShownAtFocus).toEqual([true]);
  });

  it('Close returns focus to the search icon', async () => {
    await render();
    const { icon } = await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    await waitFor(() => expect(document.activeElement).toBe(icon));
    expect(icon.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape returns focus to the search icon', async () => {
    const view = await render();
    const { icon, box } = await openPanel();
    await waitFor(() => expect(view.actor('search').getSnapshot().hasTag('open')).toBe(true));
    // The first Escape closes the recent-searches list, the next one the panel.
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(icon.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(icon));
    expect(icon.getAttribute('aria-expanded')).toBe('false');
  });
});
