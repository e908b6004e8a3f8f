import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import type { PostThread } from './community.types';
import { ANA, BEN, comment, liveComment, postPageUnanswered, thread } from './fixtures';
import type { PostPageEvent } from './postPage.machine';
import { threadOrder } from './thread';

const machine = postPageUnanswered;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const fail = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('503') }) as never;
const at = (path: string) => `0.postPage.ready.${path}`;

describe('post page machine', () => {
  it('covers every state and transition: load, vote and bookmark with rollback, comments, accept, edit, delete, live, report, block', async () => {
    await testMachineModel({
      machine,
      input: { postId: '5' },
      inputs: [{ postId: '5' }, { postId: 'theirs' }],
      stateKey: (s) => ({
        value: s.value,
        up: s.context.thread?.post.upvoted,
        saved: s.context.thread?.post.bookmarked,
        notice: s.context.notice !== null,
        sent: s.context.commentsSent > 0,
        blocking: s.context.blocking?.userId,
        blocked: s.context.blocked?.userId,
      }),
      events: (s): PostPageEvent[] => {
        const mine = s.context.postId === '5';
        const base = thread({
          mine,
          mayAccept: mine,
          mayModerate: mine,
          editableUntil: mine ? '2026-11-20T11:00:00.000Z' : null,
        });
        // One act at a time keeps the graph small (the regions are independent): while one is
        // busy only its answers are offered.
        const busy = ['vote', 'bookmark', 'comment', 'accept', 'sync', 'post', 'report', 'moderate', 'block'].find((region) =>
          [
            'sending',
            'adding',
            'changing',
            'removing',
            'refreshing',
            'editing',
            'confirmingDelete',
            'deleting',
            'open',
            'asking',
            'confirming',
          ].some((state) => s.matches({ ready: { [region]: state } } as never)),
        );
        if (busy === 'vote') return [done(at('vote.sending'), { upvotes: 3, upvoted: true }), fail(at('vote.sending'))];
        if (busy === 'bookmark') return [done(at('bookmark.sending'), undefined), fail(at('bookmark.sending'))];
        if (busy === 'accept') return [done(at('accept.sending'), base), fail(at('accept.sending'))];
        if (busy === 'report') return [done('report', undefined)];
        if (busy === 'moderate')
          return [
            { type: 'comment.hideCancel' },
            { type: 'comment.hideConfirm', reason: '  ' },
            { type: 'comment.hideConfirm', reason: 'Off topic' },
            done(at('moderate.sending'), base),
            fail(at('moderate.sending')),
          ];
        if (busy === 'block')
          return [
            { type: 'author.blockCancel' },
            { type: 'author.blockConfirm' },
            done(at('block.sending'), undefined),
            fail(at('block.sending')),
          ];
        if (busy === 'sync')
          return [
            { type: 'post.live' },
            { type: 'community.post', subType: 'Comment', postId: Number(s.context.postId) },
            done(at('sync.refreshing'), base),
            done(at('sync.refreshing'), null),
            fail(at('sync.refreshing')),
          ];
        if (busy === 'comment')
          return ['adding', 'changing', 'removing'].flatMap((state) => [
            done(at(`comment.${state}`), base),
            fail(at(`comment.${state}`)),
          ]);
        if (busy === 'post')
          return [
            done('composer', { postId: '5' }),
            done('composer', null),
            { type: 'post.deleteCancel' },
            { type: 'post.deleteConfirm' },
            done(at('post.deleting'), undefined),
            fail(at('post.deleting')),
          ];
        return [
          done('0.postPage.loading', base),
          done('0.postPage.loading', null),
          fail('0.postPage.loading'),
          { type: 'post.retry' },
          { type: 'post.live' },
          { type: 'community.post', subType: 'Upvote', postId: Number(s.context.postId) },
          { type: 'community.post', subType: 'Comment', postId: Number(s.context.postId), comment: liveComment(40) },
          done(at('sync.refreshing'), base),
          done(at('sync.refreshing'), null),
          fail(at('sync.refreshing')),
          { type: 'post.vote', target: { kind: 'post', id: '5' } },
          done(at('vote.sending'), { upvotes: 3, upvoted: true }),
          fail(at('vote.sending')),
          { type: 'post.bookmark' },
          done(at('bookmark.sending'), undefined),
          fail(at('bookmark.sending')),
          { type: 'comment.add', parentId: '11', body: 'Same here' },
          { type: 'comment.add', parentId: null, body: '  ' },
          done(at('comment.adding'), base),
          fail(at('comment.adding')),
          { type: 'comment.edit', id: '11', body: 'Edited' },
          done(at('comment.changing'), base),
          fail(at('comment.changing')),
          { type: 'comment.remove', id: '12' },
          done(at('comment.removing'), base),
          fail(at('comment.removing')),
          { type: 'post.accept', commentId: '11' },
          done(at('accept.sending'), base),
          fail(at('accept.sending')),
          { type: 'post.edit' },
          done('composer', { postId: '5' }),
          done('composer', null),
          { type: 'post.delete' },
          { type: 'post.deleteCancel' },
          { type: 'post.deleteConfirm' },
          done(at('post.deleting'), undefined),
          fail(at('post.deleting')),
          { type: 'report.open', target: { kind: 'comment', id: '11', label: 'Comment 11' } },
          done('report', undefined),
          { type: 'comment.hide', id: '11' },
          { type: 'comment.restore', id: '11' },
          // The post's author (someone else's post only) and a commenter.
          { type: 'author.block', author: ANA, at: 'post' },
          { type: 'author.block', author: BEN, at: '11' },
        ];
      },
      states: {
        'postPage.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'postPage.missing': (s) => expect(s.hasTag('missing')).toBe(true),
        'postPage.failed': (s) => expect(s.hasTag('failed')).toBe(true),
        'postPage.deleted': (s) => expect(s.status).toBe('done'),
        'postPage.authorBlocked': (s) => expect(s.context.blocked).toEqual(ANA),
        'postPage.ready.post.viewing': (s) => expect(s.context.thread).not.toBeNull(),
        'postPage.ready.post.editing': (s) => expect(s.context.thread?.post.mine).toBe(true),
        'postPage.ready.post.confirmingDelete': (s) => expect(s.hasTag('confirming delete')).toBe(true),
        'postPage.ready.post.deleting': (s) => expect(s.hasTag('deleting')).toBe(true),
        'postPage.ready.vote.idle': (s) => expect(s.context.voting).toBeNull(),
        'postPage.ready.vote.sending': (s) => expect(s.context.voting).not.toBeNull(),
        'postPage.ready.bookmark.idle': (s) => expect(s.hasTag('bookmarking')).toBe(false),
        'postPage.ready.bookmark.sending': (s) => expect(s.hasTag('bookmarking')).toBe(true),
        'postPage.ready.comment.idle': (s) => expect(s.hasTag('sending comment')).toBe(false),
        'postPage.ready.comment.adding': (s) => expect(s.hasTag('sending comment')).toBe(true),
        'postPage.ready.comment.changing': (s) => expect(s.hasTag('sending comment')).toBe(true),
        'postPage.ready.comment.removing': (s) => expect(s.hasTag('sending comment')).toBe(true),
        'postPage.ready.accept.idle': (s) => expect(s.hasTag('accepting')).toBe(false),
        'postPage.ready.accept.sending': (s) => expect(s.context.thread?.post.mayAccept).toBe(true),
        'postPage.ready.sync.idle': (s) => expect(s.hasTag('ready')).toBe(true),
        'postPage.ready.sync.refreshing': (s) => expect(s.context.thread).not.toBeNull(),
        'postPage.ready.report.closed': (s) => expect(s.context.reportTarget).toBeNull(),
        'postPage.ready.report.open': (s) => expect(s.context.reportTarget).not.toBeNull(),
        'postPage.ready.moderate.idle': (s) => expect(s.context.hiding).toBeNull(),
        'postPage.ready.moderate.asking': (s) => expect(s.hasTag('asking hide reason')).toBe(true),
        'postPage.ready.moderate.sending': (s) => expect(s.context.thread?.post.mayModerate).toBe(true),
        'postPage.ready.block.idle': (s) => expect(s.context.blocking).toBeNull(),
        'postPage.ready.block.confirming': (s) => expect(s.hasTag('confirming block')).toBe(true),
        'postPage.ready.block.sending': (s) => expect(s.context.blocking).not.toBeNull(),
      },
    });
  });

  it('shows an upvote at once, keeps the server’s count, and takes a refused one back with a sentence', async () => {
    let answer: 'ok' | 'no' = 'ok';
    const actor = createActor(
      machine.provide({
        actors: {
          loadThread: fromPromise<PostThread | null, { postId: string }>(async () => thread()),
          vote: fromPromise(async ({ input }) => {
            if (answer === 'no') throw new Error('503');
            return { upvotes: input.up ? 9 : 8, upvoted: input.up };
          }),
        },
      }),
      { input: { postId: '5' } },
    ).start();
    const settle = () => new Promise((r) => setImmediate(r));
    await settle();
    actor.send({ type: 'post.vote', target: { kind: 'post', id: '5' } });
    expect(actor.getSnapshot().context.thread?.post).toMatchObject({ upvoted: true, upvotes: 3 });
    await settle();
    expect(actor.getSnapshot().context.thread?.post).toMatchObject({ upvoted: true, upvotes: 9 });
    answer = 'no';
    actor.send({ type: 'post.vote', target: { kind: 'comment', id: '11' } });
    expect(actor.getSnapshot().context.thread?.comments[0]).toMatchObject({ upvoted: true, upvotes: 1 });
    await settle();
    expect(actor.getSnapshot().context.thread?.comments[0]).toMatchObject({ upvoted: false, upvotes: 0 });
    expect(actor.getSnapshot().context.notice).toBe('Your upvote was not saved. Try again.');
  });

  it('a moderator hides a comment with its reason, or shows it again; a refusal is said', async () => {
    const sent: unknown[] = [];
    let fails = false;
    const actor = createActor(
      machine.provide({
        actors: {
          loadThread: fromPromise<PostThread | null, { postId: string }>(async () => thread({ mayModerate: true })),
          setCommentHidden: fromPromise(async ({ input }) => {
            sent.push(input);
            if (fails) throw new Error('503');
            return thread({ mayModerate: true }, [comment(11, null, { hiddenByModerator: { reason: 'Off topic' } })]);
          }),
        },
      }),
      { input: { postId: '5' } },
    ).start();
    const settle = () => new Promise((r) => setImmediate(r));
    await settle();
    actor.send({ type: 'comment.hide', id: '11' });
    actor.send({ type: 'comment.hideConfirm', reason: '   ' });
    expect(actor.getSnapshot().hasTag('asking hide reason')).toBe(true);
    actor.send({ type: 'comment.hideConfirm', reason: ' Off topic ' });
    expect(actor.getSnapshot().hasTag('hiding comment')).toBe(true);
    await settle();
    expect(sent).toEqual([{ postId: '5', id: '11', hidden: true, reason: 'Off topic' }]);
    expect(actor.getSnapshot().context.thread?.comments[0]?.hiddenByModerator).toEqual({ reason: 'Off topic' });
    fails = true;
    actor.send({ type: 'comment.restore', id: '11' });
    await settle();
    expect(sent.at(-1)).toEqual({ postId: '5', id: '11', hidden: false, reason: '' });
    expect(actor.getSnapshot().context.notice).toBe('The comment was not changed. Try again.');
  });

  it('blocks a commenter after asking and reads the thread again without them; blocking the post’s author leaves the post', async () => {
    const blockedIds: number[] = [];
    let comments = [comment(11, null), comment(12, '11')];
    const actor = createActor(
      machine.provide({
        actors: {
          loadThread: fromPromise<PostThread | null, { postId: string }>(async () => thread({ mine: false }, comments)),
          blockAuthor: fromPromise<void, { userId: number }>(async ({ input }) => {
            blockedIds.push(input.userId);
            // As the server does: a blocked person's comments are no longer read.
            comments = comments.filter((c) => c.author.userId !== input.userId);
          }),
        },
      }),
      { input: { postId: '5' } },
    ).start();
    const settle = () => new Promise((r) => setImmediate(r));
    await settle();
    actor.send({ type: 'author.block', author: BEN, at: '11' });
    expect(actor.getSnapshot().hasTag('confirming block')).toBe(true);
    actor.send({ type: 'author.blockCancel' });
    expect(blockedIds).toEqual([]);
    // Where it was asked stays known, for the focus to go back there.
    expect(actor.getSnapshot().context.blockAskedAt).toBe('11');
    actor.send({ type: 'author.block', author: BEN, at: '11' });
    actor.send({ type: 'author.blockConfirm' });
    await settle();
    await settle();
    expect(blockedIds).toEqual([BEN.userId]);
    expect(actor.getSnapshot().context.blocked).toEqual(BEN);
    expect(actor.getSnapshot().context.thread?.comments).toEqual([]);
    actor.send({ type: 'author.block', author: ANA, at: 'post' });
    actor.send({ type: 'author.blockConfirm' });
    await settle();
    expect(actor.getSnapshot().matches('authorBlocked')).toBe(true);
    expect(actor.getSnapshot().context.blocked).toEqual(ANA);
  });

  it('does not offer to block the reader themselves, and says so when a block fails', async () => {
    const actor = createActor(
      machine.provide({
        actors: {
          loadThread: fromPromise<PostThread | null, { postId: string }>(async () => thread({ mine: true })),
          blockAuthor: fromPromise<void, { userId: number }>(async () => {
            throw new Error('503');
          }),
        },
      }),
      { input: { postId: '5' } },
    ).start();
    const settle = () => new Promise((r) => setImmediate(r));
    await settle();
    actor.send({ type: 'author.block', author: ANA, at: 'post' });
    expect(actor.getSnapshot().hasTag('confirming block')).toBe(false);
    actor.send({ type: 'author.block', author: BEN, at: '11' });
    actor.send({ type: 'author.blockConfirm' });
    await settle();
    expect(actor.getSnapshot().context.notice).toBe('Ben was not blocked. Try again.');
    expect(actor.getSnapshot().context.blocked).toBeNull();
  });

  it('orders comments two levels deep with the accepted answer first', () => {
    const comments = [comment(1, null), comment(2, '1'), comment(3, '2'), comment(4, null), comment(5, 'gone')];
    const rows = threadOrder(comments, '4');
    expect(rows.map((r) => [r.comment.id, r.replies.map((c) => c.id)])).toEqual([
      ['4', []],
      ['1', ['2', '3']],
      ['5', []],
    ]);
  });

  it('says the server’s words when a comment is refused, and counts a sent one', async () => {
    const refused = Object.assign(new Error('403'), {
      refusal: { code: 'not a member', message: 'Join the community to comment.' },
    });
    let fails = true;
    const actor = createActor(
      machine.provide({
        actors: {
          loadThread: fromPromise<PostThread | null, { postId: string }>(async () => thread()),
          addComment: fromPromise<PostThread, { postId: string; parentId: string | null; body: string }>(async ({ input }) => {
            if (fails) throw refused;
            return thread({}, [comment(11, null), comment(13, input.parentId, { body: input.body })]);
          }),
        },
      }),
      { input: { postId: '5' } },
    ).start();
    const settle = () => new Promise((r) => setImmediate(r));
    await settle();
    actor.send({ type: 'comment.add', parentId: null, body: 'Hello' });
    await settle();
    expect(actor.getSnapshot().context.notice).toBe('Join the community to comment.');
    fails = false;
    actor.send({ type: 'comment.add', parentId: '11', body: ' Same here ' });
    await settle();
    expect(actor.getSnapshot().context.commentsSent).toBe(1);
    expect(actor.getSnapshot().context.thread?.comments.at(-1)).toMatchObject({ parentId: '11', body: 'Same here' });
  });

  /** One's own post 5 on a page that counts its reads of the thread. */
  const countingReads = () => {
    const reads = { count: 0 };
    const actor = createActor(
      postPageUnanswered.provide({
        actors: {
          loadThread: fromPromise<PostThread | null, { postId: string }>(async () => {
            reads.count += 1;
            return thread({ mine: true });
          }),
        },
      }),
      { input: { postId: '5' } },
    ).start();
    return { actor, reads };
  };
  const settle = () => new Promise((r) => setImmediate(r));

  it('reads its post again for a live comment or upvote on it, and not for another post or a post created', async () => {
    const { actor, reads } = countingReads();
    await settle();
    expect(reads.count).toBe(1);
    actor.send({ type: 'community.post', subType: 'Comment', postId: 6 });
    actor.send({ type: 'community.post', subType: 'Post created', postId: 5 });
    await settle();
    expect(reads.count).toBe(1);
    actor.send({ type: 'community.post', subType: 'Comment', postId: 5 });
    await settle();
    expect(reads.count).toBe(2);
  });

  it('takes a comment that came with its live event into the thread, once, without reading the post again', async () => {
    const { actor, reads } = countingReads();
    await settle();
    const before = actor.getSnapshot().context.thread!;
    const live = { type: 'community.post', subType: 'Comment', postId: 5, comment: liveComment(40) } as const;
    actor.send(live);
    actor.send(live);
    actor.send({ ...live, postId: 6, comment: { ...liveComment(41), post_id: 6 } });
    await settle();
    expect(reads.count).toBe(1);
    const after = actor.getSnapshot().context.thread!;
    expect(after.comments.map((c) => c.id)).toEqual([...before.comments.map((c) => c.id), '40']);
    expect(after.comments.at(-1)).toMatchObject({ author: { displayName: 'Ben Ortiz' }, body: 'Live from Ben', mine: false });
    expect(after.post.comments).toBe(before.post.comments + 1);
  });
});
