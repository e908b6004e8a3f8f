// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry, Suggestions } from '../../../machines/search/search.machine';
import { shellLayoutMachine } from '../../../machines/shellLayout/shellLayout.machine';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { TEST_CONFIG } from '../../testing/config';
import { HeaderSearch } from './HeaderSearch';
import { searchWiring } from './wiring';

const provider = (id: number, name: string) => ({ therapy_provider_id: id, name, provider_image_url: null, website: null });
const answer = (text: string): Suggestions => ({
  text,
  providers: [provider(1, 'Harbor Speech Therapy'), provider(2, 'Summit Speech Therapy')],
  users: [{ user_id: 9, user_name: 'sam.speech', user_type: 1, profile_picture: null, display_name: 'Sam <b>Speech</b>' }],
});

function setup(suggestions: (text: string) => Promise<Suggestions>) {
  const opened: string[] = [];
  const saved: HistoryEntry[] = [];
  const services = {
    searchEngine: { suggestions, history: async () => [], clearHistory: async () => {} },
    publisher: { saveSearch: async (entry: HistoryEntry) => void saved.push(entry) },
  } as unknown as Services;
  const api = async () => services;
  const open = (href: string) => void opened.push(href);
  return {
    opened,
    saved,
    render: () =>
      renderWithSystem(<HeaderSearch />, {
        open,
        actors: {
          search: { logic: searchWiring({ api, open, config: TEST_CONFIG, accessToken: () => 'token' }), input: { userId: 1 } },
          shellLayout: shellLayoutMachine,
        },
      }),
  };
}

describe('the header search box', () => {
  it('suggests after a pause, emphasises the match as text, and Enter on a highlighted provider opens it and saves it', async () => {
    const { render, opened, saved } = setup(async (text) => answer(text));
    const view = await render();
    const box = screen.getByRole('combobox', { name: 'Search' });
    fireEvent.focus(box);
    fireEvent.input(box, { target: { value: 'speech' } });
    await waitFor(() => expect(view.actor('search').getSnapshot().hasTag('showing suggestions')).toBe(true), { timeout: 5000 });
    const list = screen.getByRole('listbox', { name: 'Search suggestions' });
    // The snapshot leads; the list renders in the next frame (what a person sees is what is awaited).
    const group = await within(list).findByRole('group', { name: 'Providers' });
    const providers = within(group).getAllByRole('option');
    expect(providers.map((o) => o.textContent)).toEqual([
      'Harbor Speech Therapy',
      'Summit Speech Therapy',
      'View More providers for “speech”',
    ]);
    expect(providers[0]!.querySelector('mark')!.textContent).toBe('Speech');
    // Server text is text: the <b> in a name is shown, not rendered.
    expect(within(list).getByRole('group', { name: 'People' }).textContent).toContain('Sam <b>Speech</b>');
    expect(screen.getByRole('status').textContent).toBe('3 results');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(providers[0]!.id);
    expect((box as HTMLInputElement).value).toBe('Harbor Speech Therapy');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(opened).toEqual(['/directory-item/1']);
    await waitFor(() =>
      expect(saved).toEqual([{ search_text: 'Harbor Speech Therapy', sub_type: 'PROVIDER_NAME', providerId: 1 }]),
    );
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('View More under providers opens the Provider filter, under people the Caregiver filter (#28.2)', async () => {
    const { render, opened } = setup(async (text) => answer(text));
    const view = await render();
    const box = screen.getByRole('combobox', { name: 'Search' });
    fireEvent.focus(box);
    fireEvent.input(box, { target: { value: 'speech' } });
    await waitFor(() => expect(view.actor('search').getSnapshot().hasTag('showing suggestions')).toBe(true), { timeout: 5000 });
    const group = (name: string) =>
      within(screen.getByRole('listbox', { name: 'Search suggestions' })).getByRole('group', { name });
    fireEvent.click(within(group('Providers')).getByRole('option', { name: 'View More providers for “speech”' }));
    expect(opened).toEqual(['/search?q=speech&selectedFilter=3']);
    fireEvent.focus(box);
    fireEvent.input(box, { target: { value: 'speech' } });
    await waitFor(() => expect(view.actor('search').getSnapshot().hasTag('showing suggestions')).toBe(true), { timeout: 5000 });
    fireEvent.click(within(group('People')).getByRole('option', { name: 'View More people for “speech”' }));
    expect(opened).toEqual(['/search?q=speech&selectedFilter=3', '/search?q=speech&selectedFilter=1']);
  });

  it('a failed call shows no suggestions; Enter still searches the text', async () => {
    const { render, opened } = setup(async () => {
      throw new Error('503');
    });
    const view = await render();
    const box = screen.getByRole('combobox', { name: 'Search' });
    fireEvent.focus(box);
    fireEvent.input(box, { target: { value: 'sleep' } });
    await waitFor(
      () =>
        expect(
          view
            .actor('search')
            .getSnapshot()
            .matches({ open: { suggestions: 'unavailable' } }),
        ).toBe(true),
      {
        timeout: 5000,
      },
    );
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box, { key: 'Enter' });
    // Free text names no filter: the page shows one with results (#28.2).
    expect(opened).toEqual(['/search?q=sleep']);
  });
});
