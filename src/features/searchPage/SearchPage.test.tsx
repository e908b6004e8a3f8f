// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResultItem, ResultPage, SearchRequest } from '../../../machines/searchPage/searchPage.machine';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { SearchPage } from './SearchPage';

const person = (id: number, name: string): ResultItem => ({
  kind: 'person',
  user_id: id,
  user_name: `user${id}`,
  user_type: 1,
  display_name: name,
  profile_picture: null,
  is_mentor: false,
  location: 'Austin, TX',
});

/** A search engine that answers from a script, one entry per call, and records each request. */
function engine(script: Array<ResultPage | Error>) {
  const requests: SearchRequest[] = [];
  const searchEngine = {
    searchPage: async (request: SearchRequest) => {
      requests.push(request);
      const next = script.shift();
      if (!next) throw new Error('no more answers in the script');
      if (next instanceof Error) throw next;
      return next;
    },
  };
  return { requests, api: { searchEngine } as unknown as Partial<Services> };
}

describe('the search page', () => {
  it('shows the filter’s results as text, loads more, and says how many', async () => {
    const first = Array.from({ length: 10 }, (_, i) =>
      person(i + 1, i === 0 ? 'Ana <img src=x onerror=alert(1)>' : `Person ${i + 1}`),
    );
    const { requests, api } = engine([
      { items: first, total: 12 },
      { items: [person(11, 'Person 11'), person(12, 'Person 12')], total: 12 },
    ]);
    await renderWithSystem(<SearchPage query="ana" filter={1} />, { api, path: '/search?q=ana&selectedFilter=1' });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for “ana”');
    const tabs = within(screen.getByRole('navigation', { name: 'Search filters' })).getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toEqual(['Caregiver', 'Concierge', 'Provider', 'Community', 'Questions', 'Tags']);
    expect(tabs[0]!.getAttribute('aria-current')).toBe('page');

    await screen.findByText('12 caregiver results');
    expect(requests[0]).toMatchObject({ query: 'ana', filter: 1, page: 0 });
    // Server text is text: the markup in a name is shown, never rendered.
    expect(screen.getByText('Ana <img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Person 12');
    expect(requests[1]).toMatchObject({ query: 'ana', filter: 1, page: 1 });
    // Everything is shown: no more to load.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it('says what was searched when nothing matches', async () => {
    const { api } = engine([{ items: [], total: 0 }]);
    await renderWithSystem(<SearchPage query="zzz" filter={3} />, { api, path: '/search?q=zzz&selectedFilter=3' });
    await screen.findByText(/No provider results for “zzz”/);
  });

  it('a failed load shows an error with Try again, which loads the results', async () => {
    const { requests, api } = engine([new Error('503'), { items: [person(1, 'Back again')], total: 1 }]);
    await renderWithSystem(<SearchPage query="back" filter={1} />, { api, path: '/search?q=back&selectedFilter=1' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The results could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Back again');
    expect(screen.getByText('1 caregiver result')).toBeTruthy();
    expect(requests).toHaveLength(2);
  });
});
