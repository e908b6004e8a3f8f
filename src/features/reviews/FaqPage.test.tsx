// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FaqChange } from '../../../machines/reviews/faqEditor.machine';
import { exampleFaqs } from '../../../machines/reviews/reviews.examples';
import { ReviewsRefused, type Faq } from '../../../machines/reviews/reviews.types';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { ConciergeFaq } from './ConciergeFaq';
import { FaqPage } from './FaqPage';

function fakes(answer: (change: FaqChange, faqs: Faq[]) => Faq[]) {
  let faqs = [...exampleFaqs];
  const changes: FaqChange[] = [];
  const reviews = async () => ({
    ownFaqs: async () => faqs,
    changeFaqs: async (change: FaqChange) => {
      changes.push(change);
      faqs = answer(change, faqs);
      return faqs;
    },
    conciergeFaqs: async () => exampleFaqs,
  });
  return { api: { reviews } as unknown as Partial<Services>, changes };
}

const questions = () => screen.getAllByTestId('faq').map((li) => li.getAttribute('aria-label'));

describe('the FAQ page', () => {
  it('adds a question (checked first), moves one up, and deletes one after a question', async () => {
    const { api, changes } = fakes((change, faqs) => {
      if (change.kind === 'add') return [...faqs, { id: 3, ...change.draft, position: 2 }];
      if (change.kind === 'order') return change.ids.map((id) => faqs.find((f) => f.id === id)!);
      if (change.kind === 'delete') return faqs.filter((f) => f.id !== change.id);
      return faqs;
    });
    await renderWithSystem(<FaqPage />, { api });
    await screen.findByRole('list');
    expect(questions()).toEqual(['What should I prepare?', 'Can both parents join?']);

    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    const form = screen.getByRole('form', { name: 'New question' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save question' }));
    expect(within(form).getByText('Write the question.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Question'), { target: { value: 'Evenings?' } });
    fireEvent.change(within(form).getByLabelText('Answer'), { target: { value: 'Tuesdays until 8 pm.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save question' }));
    await waitFor(() => expect(questions()).toEqual(['What should I prepare?', 'Can both parents join?', 'Evenings?']));

    fireEvent.click(screen.getByRole('button', { name: 'Move up: Evenings?' }));
    await waitFor(() => expect(questions()).toEqual(['What should I prepare?', 'Evenings?', 'Can both parents join?']));
    expect((screen.getByRole('button', { name: 'Move up: What should I prepare?' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Delete: Can both parents join?' }));
    const ask = screen.getByRole('alertdialog', { name: 'Delete “Can both parents join?”? It cannot be undone.' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(questions()).toEqual(['What should I prepare?', 'Evenings?']));
    expect(changes.map((c) => c.kind)).toEqual(['add', 'order', 'delete']);
  });

  it("keeps an edited question when the server refuses it, with the server's reason", async () => {
    const { api } = fakes(() => {
      throw new ReviewsRefused({
        code: 'invalid request',
        message: 'must be 200 characters or fewer',
        fields: { question: 'must be 200 characters or fewer' },
      });
    });
    await renderWithSystem(<FaqPage />, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Can both parents join?' }));
    const form = screen.getByRole('form', { name: 'Edit question' });
    fireEvent.change(within(form).getByLabelText('Question'), { target: { value: 'Can grandparents join too?' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save question' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch('must be 200 characters or fewer'));
    fireEvent.click(screen.getByRole('button', { name: 'Back to the question' }));
    const again = screen.getByRole('form', { name: 'Edit question' });
    expect((within(again).getByLabelText('Question') as HTMLInputElement).value).toBe('Can grandparents join too?');
    expect(within(again).getByText('must be 200 characters or fewer')).toBeTruthy();
  });
});

describe("a concierge's FAQ on their card", () => {
  it('reads the questions when opened and shows them', async () => {
    const { api } = fakes((_, faqs) => faqs);
    await renderWithSystem(<ConciergeFaq conciergeId={9} name="Jordan Lee" />, { api });
    const open = screen.getByRole('button', { name: 'Questions and answers from Jordan Lee' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(await screen.findByText('Can both parents join?')).toBeTruthy();
    expect(screen.getByText('Yes.')).toBeTruthy();
    expect(open.getAttribute('aria-expanded')).toBe('true');
  });
});
