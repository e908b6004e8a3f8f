// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReviewDraft } from '../../../machines/reviews/reviewForm.machine';
import { exampleReview } from '../../../machines/reviews/reviews.examples';
import { ReviewsRefused, type Review, type ReviewPage } from '../../../machines/reviews/reviews.types';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { ReviewsPage } from './ReviewsPage';

const awaiting = {
  session_id: 41,
  meeting_id: 'a6a1c8e2-3a0c-4c1b-9a65-7d1f4f1f0a11',
  start: '2025-03-05T15:00:00.000Z',
  concierge: { user_id: 9, display_name: 'Jordan Lee' },
};

function fakes(pages: (type: string, page: number) => ReviewPage, save?: (d: ReviewDraft) => Promise<Review>) {
  const asked: string[] = [];
  const saved: ReviewDraft[] = [];
  const reviews = async () => ({
    page: async (type: string, page: number) => (asked.push(`${type} ${page}`), pages(type, page)),
    keywords: async (text: string) => (text === 'hel' ? ['Helpful'] : []),
    save: async (d: ReviewDraft) => (
      saved.push(d),
      save ? save(d) : { ...exampleReview(77, d.rating), review_text: d.text, keywords: d.keywords }
    ),
    remove: async () => {},
  });
  return { api: { reviews } as unknown as Partial<Services>, asked, saved };
}

describe('the reviews page of a care-seeker', () => {
  it('opens the form for the session the prompt named; stars, text, a suggested keyword, submitted once, thanked', async () => {
    let done = false;
    const { api, saved, asked } = fakes(() =>
      done
        ? { items: [exampleReview(77)], total: 1, average: null, count: null, awaiting: [] }
        : { items: [], total: 0, average: null, count: null, awaiting: [awaiting] },
    );
    await renderWithSystem(<ReviewsPage side="seeker" meeting={awaiting.meeting_id} />, { api });
    const form = await screen.findByRole('region', { name: 'Review your session with Jordan Lee' });
    expect(screen.getByText('Jordan Lee, 05 March 2025')).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await within(form).findByText('Choose a rating from 1 to 5 stars.')).toBeTruthy();
    expect(within(form).getByText('Write at least 10 characters.')).toBeTruthy();
    expect(saved).toEqual([]);

    fireEvent.click(within(form).getByRole('radio', { name: '5 stars out of 5' }));
    fireEvent.change(within(form).getByLabelText('Your review'), { target: { value: 'Clear and very hel' } });
    fireEvent.click(await within(form).findByRole('button', { name: 'Helpful: add keyword' }));
    expect(within(within(form).getByRole('list', { name: 'Chosen keywords' })).getByText('Helpful')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Your review'), { target: { value: 'Clear and very helpful advice.' } });
    done = true;
    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await within(form).findByText('Thank you: your review is saved.')).toBeTruthy();
    expect(saved).toEqual([
      { sessionId: 41, reviewId: null, rating: 5, text: 'Clear and very helpful advice.', keywords: ['Helpful'] },
    ]);
    // The list is read again: the session no longer waits, the review is listed.
    await screen.findByText('No sessions are waiting for a review.');
    expect(asked).toEqual(['GIVEN 0', 'GIVEN 0']);
    expect(screen.getByRole('listitem', { name: 'Your review of Jordan Lee' })).toBeTruthy();
  });

  it("shows the server's reason beside its field and keeps what was typed", async () => {
    const { api } = fakes(
      () => ({ items: [], total: 0, average: null, count: null, awaiting: [awaiting] }),
      async () => {
        throw new ReviewsRefused({
          code: 'invalid request',
          message: 'write at least 10 characters',
          fields: { review_text: 'write at least 10 characters' },
        });
      },
    );
    await renderWithSystem(<ReviewsPage side="seeker" />, { api });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Write a review of your session with Jordan Lee on 05 March 2025' }),
    );
    const form = screen.getByRole('region', { name: 'Review your session with Jordan Lee' });
    fireEvent.click(within(form).getByRole('radio', { name: '3 stars out of 5' }));
    fireEvent.change(within(form).getByLabelText('Your review'), { target: { value: 'A fine one, thanks' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await within(form).findByText('write at least 10 characters')).toBeTruthy();
    const text = within(form).getByLabelText('Your review') as HTMLTextAreaElement;
    expect(text.value).toBe('A fine one, thanks');
    expect(text.getAttribute('aria-invalid')).toBe('true');
  });

  it('edits a review and deletes it after a question', async () => {
    let gone = false;
    const { api } = fakes(() =>
      gone
        ? { items: [], total: 0, average: null, count: null, awaiting: [awaiting] }
        : { items: [exampleReview(3, 4)], total: 1, average: null, count: null, awaiting: [] },
    );
    await renderWithSystem(<ReviewsPage side="seeker" />, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit your review of Jordan Lee' }));
    const form = screen.getByRole('region', { name: 'Your review of Jordan Lee' });
    expect((within(form).getByRole('radio', { name: '4 stars out of 5' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Delete review' }));
    const confirm = within(form).getByRole('alertdialog', { name: 'Delete this review? It cannot be undone.' });
    gone = true;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your review of Jordan Lee' })).toBeNull());
    await screen.findByRole('button', { name: 'Write a review of your session with Jordan Lee on 05 March 2025' });
  });
});

describe('the reviews page of a concierge', () => {
  it('shows their average and count, each review with its reviewer and en-GB date, and loads more', async () => {
    const { api, asked } = fakes((_, page) => ({
      items: page === 0 ? Array.from({ length: 10 }, (_, i) => exampleReview(i + 1)) : [exampleReview(11, 3)],
      total: 11,
      average: 4.8,
      count: 11,
      awaiting: [],
    }));
    await renderWithSystem(<ReviewsPage side="concierge" />, { api });
    expect((await screen.findByTestId('rating-summary')).textContent).toBe('4.8 out of 5 from 11 reviews');
    expect(screen.getAllByRole('listitem', { name: 'Review by Maya T.' })).toHaveLength(10);
    expect(screen.getAllByText('05 March 2025')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more (10 of 11)' }));
    await waitFor(() => expect(screen.getAllByRole('listitem', { name: 'Review by Maya T.' })).toHaveLength(11));
    expect(asked).toEqual(['RECEIVED 0', 'RECEIVED 1']);
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
  });
});
