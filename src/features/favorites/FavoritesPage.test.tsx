// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Favorite } from '../../../contract/favorites';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { FavoritesPage } from './FavoritesPage';

const NOTE: Favorite = {
  kind: 'notes',
  source_id: '7',
  title: 'Respite plan',
  detail: 'Shared with you by Jordan Lee',
  href: '/mentorship/notes?noteId=7&noteType=shared_with_me&tab=3',
  bookmarked_at: '2025-03-05T10:00:00.000Z',
};
const ARTICLE: Favorite = {
  kind: 'articles',
  source_id: 'iep-or-504-plan',
  title: 'IEP or 504 plan',
  detail: '2 min read',
  href: '/resource-hub/iep-or-504-plan',
  bookmarked_at: '2025-03-06T10:00:00.000Z',
};
const PROVIDER: Favorite = {
  kind: 'providers',
  source_id: '12',
  title: 'Harbor Speech Therapy',
  detail: 'Speech therapy · Boston, MA',
  href: '/directory-item/12',
  bookmarked_at: '2025-03-07T10:00:00.000Z',
};
const REFUSED = Object.assign(new Error('404'), { refusal: { code: 'not found', message: 'You have no such bookmark.' } });

function fakeFavorites(items: Favorite[], options: { failList?: number; refuse?: boolean } = {}) {
  const removed: string[] = [];
  let failures = options.failList ?? 0;
  let answer: () => void = () => {};
  const favorites = async () => ({
    list: async () => {
      if (failures-- > 0) throw new Error('503');
      return items;
    },
    remove: (kind: string, id: string) =>
      new Promise<void>((resolve, reject) => {
        removed.push(`${kind}:${id}`);
        answer = () => (options.refuse ? reject(REFUSED) : resolve());
      }),
  });
  return { api: { favorites } as unknown as Partial<Services>, removed, answer: () => answer() };
}

describe('/bookmarks', () => {
  it('groups the bookmarks by kind, newest first, each linking where it lives with when it was saved (en-GB)', async () => {
    await renderWithSystem(<FavoritesPage />, { api: fakeFavorites([ARTICLE, NOTE]).api });
    const notes = await screen.findByRole('region', { name: 'Notes (1)' });
    const link = within(notes).getByRole('link', { name: 'Respite plan' });
    expect(link.getAttribute('href')).toBe('/mentorship/notes?noteId=7&noteType=shared_with_me&tab=3');
    expect(within(notes).getByText('Shared with you by Jordan Lee · Saved 05 March 2025')).toBeTruthy();
    const articles = screen.getByRole('region', { name: 'Resource hub articles (1)' });
    expect(within(articles).getByRole('link', { name: 'IEP or 504 plan' }).getAttribute('href')).toBe(
      '/resource-hub/iep-or-504-plan',
    );
    // Groups in their declared order: Notes first.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Notes (1)', 'Resource hub articles (1)']);
  });

  it('lists saved providers as a group of their own, each opening its directory page (#63.9)', async () => {
    await renderWithSystem(<FavoritesPage />, { api: fakeFavorites([PROVIDER, ARTICLE, NOTE]).api });
    const providers = await screen.findByRole('region', { name: 'Providers (1)' });
    expect(within(providers).getByRole('link', { name: 'Harbor Speech Therapy' }).getAttribute('href')).toBe(
      '/directory-item/12',
    );
    expect(within(providers).getByText('Speech therapy · Boston, MA · Saved 07 March 2025')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Notes (1)',
      'Resource hub articles (1)',
      'Providers (1)',
    ]);
  });

  it('takes a removed bookmark away at once and says so; refused, puts it back with the server’s words', async () => {
    const kept = fakeFavorites([ARTICLE, NOTE]);
    await renderWithSystem(<FavoritesPage />, { api: kept.api });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove IEP or 504 plan from Favorites' }));
    expect(screen.queryByRole('link', { name: 'IEP or 504 plan' })).toBeNull();
    // One removal at a time.
    expect(screen.getByRole('button', { name: 'Remove Respite plan from Favorites' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(kept.removed).toEqual(['articles:iep-or-504-plan']));
    kept.answer();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('IEP or 504 plan removed from Favorites.'));
    expect(screen.queryByRole('region', { name: /^Resource hub articles/ })).toBeNull();
  });

  it('puts a refused removal back where it was, with the server’s words, until dismissed', async () => {
    const refused = fakeFavorites([ARTICLE, NOTE], { refuse: true });
    await renderWithSystem(<FavoritesPage />, { api: refused.api });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Respite plan from Favorites' }));
    expect(screen.queryByRole('link', { name: 'Respite plan' })).toBeNull();
    await waitFor(() => expect(refused.removed).toEqual(['notes:7']));
    refused.answer();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('You have no such bookmark.'));
    expect(screen.getByRole('link', { name: 'Respite plan' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with no bookmarks, says how to bookmark each kind; a failed read offers Try again', async () => {
    await renderWithSystem(<FavoritesPage />, { api: fakeFavorites([], { failList: 1 }).api });
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('Your favorites could not be loaded.');
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing saved yet.')).toBeTruthy();
    expect(screen.getByText('Notes: Open a note in Concierge › Notes and choose Bookmark.')).toBeTruthy();
    expect(screen.getByText('Resource hub articles: Open an article in the Resource Hub and choose Bookmark.')).toBeTruthy();
    expect(
      screen.getByText('Providers: Find a provider in Providers and choose Save, in the results or on its page.'),
    ).toBeTruthy();
  });
});
