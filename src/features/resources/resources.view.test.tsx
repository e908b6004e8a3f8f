// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Article, ArticleSummary } from '../../../contract/resources';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { ArticlePage } from './ArticlePage';
import { HubPage } from './HubPage';

const summary = (slug: string, title: string, extra: Partial<ArticleSummary> = {}): ArticleSummary => ({
  slug,
  title,
  summary: `About ${title}.`,
  category: 'school',
  reading_minutes: 2,
  bookmarked: false,
  matched_heading: null,
  ...extra,
});

const article: Article = {
  slug: 'iep-or-504-plan',
  title: 'IEP or 504 plan: what is the difference?',
  summary: 'Two ways a public school supports a student.',
  category: 'school',
  reading_minutes: 2,
  bookmarked: false,
  updated_at: '2026-11-25T09:00:00.000Z',
  sections: [
    { heading: 'The IEP', body: 'An Individualized Education Program.' },
    { heading: 'The 504 plan', body: 'A civil rights law.' },
  ],
};

function fakeResources(options: { failList?: number; failSave?: boolean; missing?: boolean } = {}) {
  const asked: { category?: string; q?: string }[] = [];
  const saves: [string, boolean][] = [];
  let failures = options.failList ?? 0;
  const resources = async () => ({
    list: async (filter: { category?: string; q?: string }) => {
      asked.push(filter);
      if (failures-- > 0) throw new Error('503');
      if (filter.q === 'zzz') return [];
      if (filter.q)
        return [
          summary('finding-respite-care', 'Finding respite care', { category: 'wellbeing', matched_heading: 'Where to look' }),
        ];
      return [
        summary('iep-or-504-plan', 'IEP or 504 plan', { bookmarked: true }),
        summary('accommodations-that-help', 'Classroom accommodations'),
      ];
    },
    article: async () => (options.missing ? null : article),
    setBookmark: async (slug: string, on: boolean) => {
      saves.push([slug, on]);
      if (options.failSave) throw new Error('503');
    },
  });
  return { api: { resources } as unknown as Partial<Services>, asked, saves };
}

describe('/resource-hub signed in', () => {
  it('lists articles with category, reading time and Saved; filters by category; searches after a pause', async () => {
    const fake = fakeResources();
    await renderWithSystem(<HubPage />, { api: fake.api });
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('link', { name: 'IEP or 504 plan' }).getAttribute('href')).toBe(
      '/resource-hub/iep-or-504-plan',
    );
    expect(within(list).getByText('School support · 2 min read · Saved')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Insurance and benefits' }));
    expect(screen.getByRole('button', { name: 'Insurance and benefits' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(fake.asked.at(-1)).toEqual({ category: 'insurance', q: '' }));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the resource hub' }), { target: { value: 'respite' } });
    expect(await screen.findByRole('link', { name: 'Finding respite care' })).toBeTruthy();
    expect(screen.getByText('Found in: Where to look')).toBeTruthy();
    expect(fake.asked.at(-1)).toEqual({ category: 'insurance', q: 'respite' });
  });

  it('says when nothing matches and clears the search; a failure offers Try again', async () => {
    const fake = fakeResources({ failList: 1 });
    await renderWithSystem(<HubPage />, { api: fake.api });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Classroom accommodations' })).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the resource hub' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No article matches “zzz”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByRole('link', { name: 'Classroom accommodations' })).toBeTruthy();
  });
});

describe('/resource-hub/<slug>', () => {
  it('shows the article under its headings and saves it at once', async () => {
    const fake = fakeResources();
    await renderWithSystem(<ArticlePage slug="iep-or-504-plan" />, { api: fake.api });
    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['The IEP', 'The 504 plan']);
    const save = screen.getByRole('button', { name: 'Save article' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(save);
    expect(save.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(fake.saves).toEqual([['iep-or-504-plan', true]]));
  });

  it('takes the bookmark back with a sentence when the server does not keep it', async () => {
    const fake = fakeResources({ failSave: true });
    await renderWithSystem(<ArticlePage slug="iep-or-504-plan" />, { api: fake.api });
    fireEvent.click(await screen.findByRole('button', { name: 'Save article' }));
    expect(await screen.findByText("Couldn't change your saved articles. Try again.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save article' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says when there is no article at the address', async () => {
    await renderWithSystem(<ArticlePage slug="no-such-article" />, { api: fakeResources({ missing: true }).api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All articles' }).getAttribute('href')).toBe('/resource-hub');
  });
});
