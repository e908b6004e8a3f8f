// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HelpArticle } from '../../../contract/help';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { HelpPage } from './HelpPage';

const article = (slug: string, title: string, extra: Partial<HelpArticle> = {}): HelpArticle => ({
  slug,
  title,
  summary: `About ${title}.`,
  topic: 'Sessions',
  sections: [
    { heading: 'Find a concierge', body: 'Open Concierge in the side menu.' },
    { heading: 'Confirm', body: 'Press Confirm booking.' },
  ],
  matched_heading: null,
  ...extra,
});

function fakeHelp(failures = 0) {
  const asked: string[] = [];
  const help = async () => ({
    articles: async (q: string) => {
      asked.push(q);
      if (failures-- > 0) throw new Error('503');
      if (q === 'zzz') return [];
      if (q) return [article('use-voice-search', 'How to search by voice', { topic: 'Search', matched_heading: 'Speak' })];
      return [article('book-a-session', 'How to book a session'), article('set-up-a-pin', 'How to set up a PIN')];
    },
  });
  return { api: { help } as unknown as Partial<Services>, asked };
}

describe('/caretools, Help', () => {
  it('shows the articles with their steps, searches after a pause and says where the words were found', async () => {
    const fake = fakeHelp();
    await renderWithSystem(<HelpPage />, { api: fake.api });
    const list = await screen.findByRole('list');
    const booking = within(list).getByRole('article', { name: 'How to book a session' });
    expect(within(booking).getByText('Read the steps')).toBeTruthy();
    expect(
      within(booking)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Find a concierge', 'Confirm']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search help' }), { target: { value: 'microphone' } });
    expect(await screen.findByRole('article', { name: 'How to search by voice' })).toBeTruthy();
    expect(screen.getByText('Search · Found in: Speak')).toBeTruthy();
    expect(fake.asked).toEqual(['', 'microphone']);
  });

  it('says when nothing matches and clears the search; a failure offers Try again', async () => {
    const fake = fakeHelp(1);
    await renderWithSystem(<HelpPage />, { api: fake.api });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'How to set up a PIN' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search help' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No help article matches “zzz”. Try other words, or write to us below.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(fake.asked.at(-1)).toBe(''));
    expect(await screen.findByRole('article', { name: 'How to book a session' })).toBeTruthy();
  });

  it('lists the keyboard shortcuts and offers the still-need-help form', async () => {
    await renderWithSystem(<HelpPage />, { api: fakeHelp().api });
    const shortcuts = screen.getByRole('table');
    expect(within(shortcuts).getByRole('row', { name: /Shift \+ Enter Message box Starts a new line/ })).toBeTruthy();
    const form = within(screen.getByRole('region', { name: 'Still need help?' })).getByRole('form');
    expect(within(form).getByRole('textbox', { name: /message/i })).toBeTruthy();
  });
});
