// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminQuestion } from '../../../contract/admin-questions';
import type { Services } from '../../services';
import type { QuestionAction } from '../../services/admin';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { QuestionsPage } from './QuestionsPage';

const QUESTION: AdminQuestion = {
  post_id: 4,
  title: 'Night waking at four?',
  text: '<script>alert(1)</script> what helps?',
  community: { community_id: 1, community_name: 'Sleep' },
  author: { user_id: 5, user_name: 'caregiver', display_name: 'caregiver' },
  created_at: '2026-10-01T00:00:00.000Z',
  closed: false,
  accepted_comment_id: null,
  open_reports: 1,
  answers: [{ comment_id: 11, author: { user_id: 7, user_name: 'mentor', display_name: 'Maya Chen' }, text: 'Routines' }],
};
const COMMUNITIES = [
  { community_id: 1, community_name: 'Sleep' },
  { community_id: 2, community_name: 'School' },
];

function fakeAdmin(refuse = false) {
  const asked: unknown[] = [];
  const acts: (QuestionAction & { reason: string })[] = [];
  const admin = async () => ({
    questions: async (f: unknown) => (asked.push(f), { data: [QUESTION], total: 1, page: 0, size: 20, communities: COMMUNITIES }),
    actOnQuestion: async (a: QuestionAction & { reason: string }) => {
      acts.push(a);
      if (refuse)
        throw Object.assign(new Error('409'), { refusal: { code: 'conflict', message: 'This question is already closed.' } });
      return QUESTION;
    },
  });
  return { api: { admin } as unknown as Partial<Services>, asked, acts };
}

describe('/admin-questions', () => {
  it('shows each question as text with its answers; moves it and accepts an answer, each with a reason', async () => {
    const fake = fakeAdmin();
    await renderWithSystem(<QuestionsPage />, { api: fake.api });
    const q = (await screen.findByRole('article', { name: 'Night waking at four?' })) as HTMLElement;
    expect(within(q).getByText('<script>alert(1)</script> what helps?')).toBeTruthy();
    expect(within(q).getByText('Open · No accepted answer · 1 open report')).toBeTruthy();

    fireEvent.change(within(q).getByLabelText('Move to'), { target: { value: '2' } });
    fireEvent.click(within(q).getByRole('button', { name: 'Move' }));
    const form = screen.getByRole('form', { name: 'Move “Night waking at four?” to School' });
    expect((within(form).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Reason (kept in the audit log)'), { target: { value: 'About school' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Moved the question.'));

    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Night waking at four?' })).getByRole('button', {
        name: 'Accept this answer by Maya Chen',
      }),
    );
    const accept = screen.getByRole('form', { name: 'Accept an answer to “Night waking at four?”' });
    fireEvent.change(within(accept).getByLabelText('Reason (kept in the audit log)'), { target: { value: 'It helped' } });
    fireEvent.click(within(accept).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(fake.acts).toHaveLength(2));
    expect(fake.acts).toEqual([
      { kind: 'move', postId: 4, communityId: 2, reason: 'About school' },
      { kind: 'accept', postId: 4, commentId: 11, reason: 'It helped' },
    ]);
  });

  it('asks for reported questions; a refused close keeps its reason for Try again', async () => {
    const fake = fakeAdmin(true);
    await renderWithSystem(<QuestionsPage />, { api: fake.api });
    await screen.findByRole('article', { name: 'Night waking at four?' });
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'reported' } });
    await waitFor(() => expect(fake.asked.at(-1)).toEqual({ filter: 'reported', page: 0 }));
    fireEvent.click(within(await screen.findByRole('article')).getByRole('button', { name: 'Close' }));
    const form = screen.getByRole('form', { name: 'Close “Night waking at four?”' });
    fireEvent.change(within(form).getByLabelText('Reason (kept in the audit log)'), { target: { value: 'Duplicate' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('This question is already closed.'));
    expect((within(form).getByLabelText('Reason (kept in the audit log)') as HTMLTextAreaElement).value).toBe('Duplicate');
  });
});
