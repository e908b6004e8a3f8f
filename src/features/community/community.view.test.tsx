// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PostThread, VoteTarget } from '../../../machines/community/community.types';
import { comment, thread } from '../../../machines/community/fixtures';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { PostPage } from './PostPage';

/** A question by someone else: two answers, the second accepted, a reply under the first, one of them the reader's. */
const question = (): PostThread =>
  thread(
    { id: '5', title: 'Night waking at four?', mine: false, mayAccept: false, editableUntil: null, acceptedCommentId: '12' },
    [
      comment(11, null, { body: 'Try a later bedtime <b>first</b>' }),
      comment(12, null, { body: 'A dim night light helped us' }),
      comment(13, '11', { body: 'Same here', mine: true, editable: true }),
    ],
  );

function fakeCommunity(options: { refuseVote?: boolean } = {}) {
  const votes: [VoteTarget, boolean][] = [];
  const comments: [string | null, string][] = [];
  const community = async () => ({
    thread: async () => question(),
    vote: async (target: VoteTarget, up: boolean) => {
      votes.push([target, up]);
      if (options.refuseVote) throw Object.assign(new Error('403'), { refusal: { code: '403', message: 'Join to vote.' } });
      return { upvotes: 7, upvoted: up };
    },
    addComment: async (_postId: string, parentId: string | null, body: string) => {
      comments.push([parentId, body]);
      const t = question();
      return { ...t, comments: [...t.comments, comment(14, parentId, { body })] };
    },
  });
  return { api: { community } as unknown as Partial<Services>, votes, comments };
}

describe('/community/{postId}', () => {
  it('shows the question, its accepted answer first, replies under their answer, and text as text', async () => {
    await renderWithSystem(<PostPage postId="5" />, { api: fakeCommunity().api, path: '/community/5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Night waking at four?' })).toBeTruthy();
    const answers = screen.getAllByRole('article', { name: /^Comment by/ });
    expect(answers[0]!.textContent).toContain('A dim night light helped us');
    expect(answers[0]!.textContent).toContain('Accepted answer');
    expect(answers[1]!.textContent).toContain('Try a later bedtime <b>first</b>');
    expect(answers[2]!.textContent).toContain('Same here');
    // Someone else's post: Report, not Edit or Delete; the reader's own reply: Edit and Delete.
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    expect(within(answers[2]!).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Report' })).toHaveLength(3);
    expect(within(answers[2]!).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(answers[0]!).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shows an upvote at once, keeps the server’s count, and sends a comment, clearing the field', async () => {
    const fake = fakeCommunity();
    await renderWithSystem(<PostPage postId="5" />, { api: fake.api, path: '/community/5' });
    await screen.findByRole('heading', { level: 1, name: 'Night waking at four?' });
    const upvote = screen.getAllByRole('button', { name: /Upvote/ })[0]!;
    fireEvent.click(upvote);
    expect(upvote.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('post-5-upvotes').textContent).toBe('3');
    await waitFor(() => expect(screen.getByTestId('post-5-upvotes').textContent).toBe('7'));
    expect(fake.votes).toEqual([[{ kind: 'post', id: '5' }, true]]);

    const field = screen.getByRole('textbox', { name: 'Your answer' });
    fireEvent.change(field, { target: { value: 'Blackout curtains' } });
    fireEvent.click(screen.getByRole('button', { name: 'Answer' }));
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
    expect(fake.comments).toEqual([[null, 'Blackout curtains']]);
    expect(screen.getByText('Blackout curtains')).toBeTruthy();
  });

  it('takes a refused upvote back and says why', async () => {
    await renderWithSystem(<PostPage postId="5" />, { api: fakeCommunity({ refuseVote: true }).api, path: '/community/5' });
    await screen.findByRole('heading', { level: 1, name: 'Night waking at four?' });
    fireEvent.click(screen.getAllByRole('button', { name: /Upvote/ })[0]!);
    expect(await screen.findByText('Your upvote was not saved. Try again.')).toBeTruthy();
    expect(screen.getByTestId('post-5-upvotes').textContent).toBe('2');
  });
});
