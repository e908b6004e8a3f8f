// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FilterCounts, ResultItem, ResultPage, SearchRequest } from '../../../machines/search/searchPage.machine';
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

const provider = (id: number, name: string): ResultItem => ({
  kind: 'provider',
  therapy_provider_id: id,
  name,
  provider_image_url: null,
  website: null,
  services: 'Speech Therapy',
  location: 'Chicago, IL 60601',
});

/** A search engine that answers from a script, one entry per call, and records each request; `counts` answers the tabs. */
function engine(script: Array<ResultPage | Error>, counts: FilterCounts | Error = { 1: 12, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 }) {
  const requests: SearchRequest[] = [];
  const searchEngine = {
    searchCounts: async () => {
      if (counts instanceof Error) throw counts;
      return counts;
    },
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
    const tabs = () => within(screen.getByRole('navigation', { name: 'Search filters' })).getAllByRole('link');
    expect(tabs()[0]!.getAttribute('aria-current')).toBe('page');

    await screen.findByText('12 caregiver results');
    // Each tab says how many results it has, in words a screen reader reads.
    await waitFor(() =>
      expect(tabs().map((t) => t.textContent)).toEqual([
        'Caregiver 12 results',
        'Concierge 0 results',
        'Provider 0 results',
        'Community 0 results',
        'Questions 0 results',
        'Tags 0 results',
      ]),
    );
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
    const { api } = engine([{ items: [], total: 0 }], { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 });
    await renderWithSystem(<SearchPage query="zzz" filter={3} />, { api, path: '/search?q=zzz&selectedFilter=3' });
    await screen.findByText(/No provider results for “zzz”\. Try other words or another filter\./);
  });

  it('with no filter chosen, "speech" lands on the providers, not an empty Caregiver tab (#28.2)', async () => {
    const speech: FilterCounts = { 1: 0, 2: 0, 3: 10, 4: 2, 5: 0, 6: 0 };
    const { requests, api } = engine([{ items: [provider(1, 'Harbor Speech Therapy')], total: 10 }], speech);
    await renderWithSystem(<SearchPage query="speech" filter={null} />, { api, path: '/search?q=speech' });
    await screen.findByText('Harbor Speech Therapy');
    expect(requests.map((r) => r.filter)).toEqual([3]);
    const tabs = within(screen.getByRole('navigation', { name: 'Search filters' }));
    expect(tabs.getByRole('link', { name: 'Provider 10 results' }).getAttribute('aria-current')).toBe('page');
    expect(tabs.getByRole('link', { name: 'Caregiver 0 results' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('10 provider results')).toBeTruthy();
  });

  it('a place read from the request: providers within 25 miles, each with its distance; none matching all words is said so (#63.3)', async () => {
    const counts: FilterCounts = { 1: 0, 2: 0, 3: 2, 4: 0, 5: 0, 6: 0 };
    const near = (id: number, name: string, miles: number): ResultItem => ({
      ...(provider(id, name) as Extract<ResultItem, { kind: 'provider' }>),
      location: 'Cambridge, MA 02139',
      distance_miles: miles,
    });
    const understood = { text: 'speech therapist', location: 'Cambridge, MA 02139' };
    const exact = engine(
      [{ items: [near(1, 'Harbor Speech', 0.7), near(2, 'Beacon Speech', 3.9)], total: 2, understood, match: 'all' }],
      counts,
    );
    const first = await renderWithSystem(<SearchPage query="speech therapist near 02139" filter={3} />, { api: exact.api });
    expect(await screen.findByText('2 provider results within 25 miles of Cambridge, MA 02139, nearest first')).toBeTruthy();
    expect(screen.getByText('Speech Therapy · Cambridge, MA 02139 · 0.7 mi away')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Closest matches' })).toBeNull();
    first.unmount();

    const closest = engine(
      [
        {
          items: [near(3, 'Harbor Speech', 1.2)],
          total: 1,
          understood: { text: 'speech assessment', location: null },
          match: 'closest',
        },
      ],
      counts,
    );
    await renderWithSystem(<SearchPage query="speech assessment" filter={3} />, { api: closest.api });
    expect(await screen.findByRole('heading', { name: 'Closest matches' })).toBeTruthy();
    expect(screen.getByText(/No provider matches all of “speech assessment”\. These match the most of it\./)).toBeTruthy();
  });

  it('a chosen filter with no results says so, with a link to a filter that has them (#28.2)', async () => {
    const speech: FilterCounts = { 1: 0, 2: 0, 3: 10, 4: 2, 5: 0, 6: 0 };
    const { api } = engine([{ items: [], total: 0 }], speech);
    await renderWithSystem(<SearchPage query="speech" filter={1} />, { api, path: '/search?q=speech&selectedFilter=1' });
    await screen.findByText(/No caregiver results for “speech”\./);
    const link = await screen.findByRole('link', { name: 'See 10 provider results' });
    expect(link.getAttribute('href')).toBe('/search?q=speech&selectedFilter=3');
  });

  it('the location filter shows the place read from the request; the heading keeps what was typed (#28.1)', async () => {
    const { requests, api } = engine(
      [{ items: [person(1, 'Dana Denver')], total: 1, understood: { text: 'people', location: 'Denver, CO' } }],
      { 1: 1, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 },
    );
    await renderWithSystem(<SearchPage query="people in Denver" filter={null} />, { api, path: '/search?q=people+in+Denver' });
    await screen.findByText('Dana Denver');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for “people in Denver”');
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Location' }) as HTMLInputElement).value).toBe('Denver, CO'),
    );
    expect(requests[0]).toMatchObject({ query: 'people in Denver', filter: 1, location: '' });
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
