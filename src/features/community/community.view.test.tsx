// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { PostThread, VoteTarget } from '../../../machines/community/community.types';
import { DEFAULT_ORDER } from '../../../machines/community/community.types';
import { ANA, BEN, comment, summary, thread } from '../../../machines/community/fixtures';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { VIRTUAL_FROM } from './FeedList';
import { FeedPage } from './FeedPage';
import { ModerationPage } from './ModerationPage';
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

  it('offers no Upvote on the person’s own comment, only its count (#63.14)', async () => {
    await renderWithSystem(<PostPage postId="5" />, { api: fakeCommunity().api, path: '/community/5' });
    const mine = (await screen.findByTestId('comment-13-upvotes')).closest('[aria-label^="Comment by"]') as HTMLElement;
    expect(within(mine).queryByRole('button', { name: /Upvote/ })).toBeNull();
    expect(within(mine).getByText(/upvotes?$/)).toBeTruthy();
    const other = screen.getByTestId('comment-11-upvotes').closest('[aria-label^="Comment by"]') as HTMLElement;
    expect(within(other).getByRole('button', { name: /Upvote/ })).toBeTruthy();
  });

  it('takes a refused upvote back and says why', async () => {
    await renderWithSystem(<PostPage postId="5" />, { api: fakeCommunity({ refuseVote: true }).api, path: '/community/5' });
    await screen.findByRole('heading', { level: 1, name: 'Night waking at four?' });
    fireEvent.click(screen.getAllByRole('button', { name: /Upvote/ })[0]!);
    expect(await screen.findByText('Your upvote was not saved. Try again.')).toBeTruthy();
    expect(screen.getByTestId('post-5-upvotes').textContent).toBe('2');
  });
});

describe('/community/{postId}: blocking an author', () => {
  it('asks beside the comment it was pressed on (Cancel puts the focus back); blocked, the thread is read again without them; blocking the post’s author takes the post from view', async () => {
    const blocked: number[] = [];
    const community = async () => ({
      // As the server reads it: a blocked person's post and comments are left out.
      thread: async () => {
        const t = question();
        return blocked.includes(t.post.author.userId)
          ? null
          : // The reader's own reply (written by the fixture's default author) is theirs, never a blocked person's.
            { ...t, comments: t.comments.filter((c) => c.mine || !blocked.includes(c.author.userId)) };
      },
    });
    const chatServer = async () => ({ block: async (userId: number) => void blocked.push(userId) });
    await renderWithSystem(<PostPage postId="5" />, {
      api: { community, chatServer } as unknown as Partial<Services>,
      path: '/community/5',
    });
    const answers = await screen.findAllByRole('article', { name: /^Comment by/ });
    // The reader's own reply has no Block; Ben's answers and Ana's post have one each.
    expect(within(answers[2]!).queryByRole('button', { name: /^Block/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: `Block ${BEN.displayName}` })).toHaveLength(2);
    fireEvent.click(within(answers[1]!).getByRole('button', { name: `Block ${BEN.displayName}` }));
    const question1 = within(answers[1]!).getByRole('alertdialog');
    expect(question1.textContent).toContain(`Block ${BEN.displayName}? You will no longer see their posts, comments or messages`);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    fireEvent.click(within(question1).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(blocked).toEqual([]);
    // Cancelled: the focus is back on the Block that asked.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(answers[1]!).getByRole('button', { name: `Block ${BEN.displayName}` })),
    );

    fireEvent.click(within(answers[1]!).getByRole('button', { name: `Block ${BEN.displayName}` }));
    fireEvent.click(
      within(within(answers[1]!).getByRole('alertdialog')).getByRole('button', { name: `Block ${BEN.displayName}` }),
    );
    await screen.findByText(`You blocked ${BEN.displayName}. Their comments are hidden from you.`);
    expect(blocked).toEqual([BEN.userId]);
    await waitFor(() => expect(screen.getAllByRole('article', { name: /^Comment by/ })).toHaveLength(1));
    // Their comments gone, the focus waits on the comments' heading.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: /answer/ }));
    expect(screen.getByRole('article', { name: /^Comment by/ }).textContent).toContain('Same here');

    fireEvent.click(screen.getByRole('button', { name: `Block ${ANA.displayName}` }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: `Block ${ANA.displayName}` }));
    const gone = await screen.findByRole('heading', { level: 1, name: `You blocked ${ANA.displayName}` });
    await waitFor(() => expect(document.activeElement).toBe(gone));
    expect(blocked).toEqual([BEN.userId, ANA.userId]);
    expect(screen.queryByRole('heading', { name: 'Night waking at four?' })).toBeNull();
    expect(screen.getByRole('link', { name: `${ANA.displayName}’s profile` }).getAttribute('href')).toBe(
      `/user?u=${ANA.userName}`,
    );
  });

  it('says so when the block fails, and keeps the comments', async () => {
    const community = async () => ({ thread: async () => question() });
    const chatServer = async () => ({
      block: async () => {
        throw new Error('offline');
      },
    });
    await renderWithSystem(<PostPage postId="5" />, {
      api: { community, chatServer } as unknown as Partial<Services>,
      path: '/community/5',
    });
    const answers = await screen.findAllByRole('article', { name: /^Comment by/ });
    fireEvent.click(within(answers[0]!).getByRole('button', { name: `Block ${BEN.displayName}` }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: `Block ${BEN.displayName}` }));
    expect(await screen.findByText(`${BEN.displayName} was not blocked. Try again.`)).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(answers[0]!).getByRole('button', { name: `Block ${BEN.displayName}` })),
    );
    expect(screen.getAllByRole('article', { name: /^Comment by/ })).toHaveLength(3);
  });
});

describe('/community/{postId} for a moderator, and for others, of a hidden comment', () => {
  const hiddenThread = (mayModerate: boolean): PostThread =>
    thread({ id: '5', title: 'Night waking at four?', mine: false, mayAccept: false, editableUntil: null, mayModerate }, [
      comment(
        11,
        null,
        mayModerate
          ? { body: 'Buy my pills', hiddenByModerator: { reason: 'Advertising' } }
          : { body: '', hiddenByModerator: { reason: null } },
      ),
      comment(12, null, { body: 'A dim night light helped us' }),
    ]);

  it('others see only that a moderator hid it, with nothing to press', async () => {
    const community = async () => ({ thread: async () => hiddenThread(false) });
    await renderWithSystem(<PostPage postId="5" />, { api: { community } as unknown as Partial<Services>, path: '/community/5' });
    const hidden = await screen.findByRole('article', { name: 'Hidden comment' });
    expect(hidden.textContent).toBe('Hidden by a moderator');
    expect(within(hidden).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();
  });

  it('a moderator reads it with the reason, shows it again, and hides another giving a reason', async () => {
    const asked: unknown[] = [];
    const community = async () => ({
      thread: async () => hiddenThread(true),
      setCommentHidden: async (...args: unknown[]) => {
        asked.push(args);
        return hiddenThread(true);
      },
    });
    await renderWithSystem(<PostPage postId="5" />, { api: { community } as unknown as Partial<Services>, path: '/community/5' });
    const [first, second] = await screen.findAllByRole('article', { name: /^Comment by/ });
    expect(first!.textContent).toContain('Buy my pills');
    expect(first!.textContent).toContain('Hidden by a moderator: Advertising.');
    fireEvent.click(within(first!).getByRole('button', { name: 'Show again' }));
    await waitFor(() => expect(asked).toEqual([['5', '11', false, '']]));
    fireEvent.click(within(second!).getByRole('button', { name: 'Hide' }));
    const form = await screen.findByRole('form', { name: 'Hide this comment from other members?' });
    const confirm = within(form).getByRole('button', { name: 'Hide comment' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(form).getByRole('textbox', { name: /^Reason/ }), { target: { value: 'Off topic' } });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(asked).toEqual([
        ['5', '11', false, ''],
        ['5', '12', true, 'Off topic'],
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Hide this comment from other members?' })).toBeNull());
  });
});

describe('/community with a long feed', () => {
  it('past VIRTUAL_FROM posts keeps only a window of them in the page, and scrolling moves the window', async () => {
    // happy-dom lays nothing out: a post measures as a browser would draw it, the page as tall as the list.
    const sized = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.index === undefined ? 0 : 170;
    });
    const tall = vi
      .spyOn(document.documentElement, 'scrollHeight', 'get')
      .mockImplementation(() =>
        parseFloat((document.querySelector('[data-virtual]') as HTMLElement | null)?.style.height ?? '0'),
      );
    onTestFinished(() => {
      sized.mockRestore();
      tall.mockRestore();
      window.scrollTo(0, 0);
    });
    const posts = Array.from({ length: VIRTUAL_FROM + 100 }, (_, i) => ({ ...summary(i + 1), title: `Post ${i + 1}` }));
    const community = async () => ({ feed: async () => ({ items: posts, hasMore: false }) });
    const { container } = await renderWithSystem(<FeedPage kind="posts" order={DEFAULT_ORDER} onOrder={() => {}} />, {
      api: { community } as unknown as Partial<Services>,
    });
    expect(await screen.findByRole('link', { name: 'Post 1' })).toBeTruthy();
    const list = container.querySelector('ol[data-virtual="true"]') as HTMLElement;
    // The posts in the page (a post's tags are a list of their own).
    const drawn = () => Array.from(list.children) as HTMLElement[];
    // A 768-pixel window of 170-pixel posts and a few either side (overscan): not 400.
    expect(drawn().length).toBeGreaterThan(3);
    expect(drawn().length).toBeLessThan(20);
    expect(drawn()[0]!.dataset.index).toBe('0');
    expect(parseFloat(list.style.height)).toBe(400 * 170);

    window.scrollTo(0, 300 * 170);
    fireEvent.scroll(window);
    expect(await screen.findByRole('link', { name: 'Post 301' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Post 1' })).toBeNull();
    expect(drawn().length).toBeLessThan(20);
  });
});

describe('/community/moderate/{communityId}', () => {
  it('lets a moderator approve or decline requests to join and hide or show posts, saying what was done', async () => {
    const asked: unknown[] = [];
    const community = async () => ({
      moderation: async () => ({
        communityName: 'Sleep <b>and</b> routines',
        requests: [
          { ...ANA, displayName: 'Ana <i>', requestedAt: '2026-11-20T10:00:00.000Z' },
          { ...BEN, requestedAt: '2026-11-21T10:00:00.000Z' },
        ],
        posts: [
          { id: '9', kind: 'post', title: 'Night waking', author: BEN, createdAt: '2026-11-22T10:00:00.000Z', hidden: false },
        ],
      }),
      answerJoinRequest: async (...args: unknown[]) => void asked.push(['answer', ...args]),
      setPostHidden: async (...args: unknown[]) => void asked.push(['hide', ...args]),
    });
    await renderWithSystem(<ModerationPage communityId="7" />, { api: { community } as unknown as Partial<Services> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderate Sleep <b>and</b> routines' })).toBeTruthy();
    const requests = screen.getByRole('region', { name: 'Requests to join' });
    fireEvent.click(within(requests).getByRole('button', { name: 'Approve Ana <i>' }));
    expect(await screen.findByText('Ana <i> is now a member.')).toBeTruthy();
    expect(within(requests).queryByText('Ana <i>')).toBeNull();
    fireEvent.click(within(requests).getByRole('button', { name: 'Decline Ben' }));
    expect(await screen.findByText("Ben's request was declined.")).toBeTruthy();
    expect(within(requests).getByText('No one is waiting to join.')).toBeTruthy();

    const posts = screen.getByRole('region', { name: 'Posts and questions' });
    fireEvent.click(within(posts).getByRole('button', { name: 'Hide Night waking' }));
    // Hiding asks why first; Cancel sends nothing and puts focus back on Hide.
    const ask = within(posts).getByRole('form', { name: 'Hide this post from other members?' });
    const reason = within(ask).getByLabelText('Reason (the administrators will read it)');
    expect(document.activeElement).toBe(reason);
    expect((within(ask).getByRole('button', { name: 'Hide post' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(within(posts).getByRole('button', { name: 'Hide Night waking' })));
    fireEvent.click(within(posts).getByRole('button', { name: 'Hide Night waking' }));
    fireEvent.change(within(posts).getByLabelText('Reason (the administrators will read it)'), {
      target: { value: 'Shares a phone number' },
    });
    fireEvent.click(within(posts).getByRole('button', { name: 'Hide post' }));
    expect(await screen.findByText('“Night waking” is hidden.')).toBeTruthy();
    expect(within(posts).getByText(/Post by Ben · .* · hidden/)).toBeTruthy();
    fireEvent.click(within(posts).getByRole('button', { name: 'Show Night waking' }));
    expect(await screen.findByText('“Night waking” is shown again.')).toBeTruthy();
    expect(asked).toEqual([
      ['answer', '7', ANA.userId, true],
      ['answer', '7', BEN.userId, false],
      ['hide', '9', true, 'Shares a phone number'],
      ['hide', '9', false, ''],
    ]);
  });

  it('tells anyone but a moderator what the server said', async () => {
    const community = async () => ({
      moderation: async () => {
        throw Object.assign(new Error('403'), { refusal: { code: 'forbidden', message: 'Only its moderators may do that.' } });
      },
    });
    await renderWithSystem(<ModerationPage communityId="7" />, { api: { community } as unknown as Partial<Services> });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Only its moderators may do that.'));
  });
});
