/**
 * A community post page (machines/community/postPage.machine.ts) driven in Chromium from its own
 * paths: the post found, not found, failed and Try again; an upvote shown at once then kept or
 * taken back; the bookmark likewise; Delete asked in place, cancelled or refused; (the report dialog, comments, the accepted
 * answer, editing, live reads and blocking an author are the model test's, the view test's and tests/e2e/community.spec.ts's). Each request is held until the step that answers it; after every step
 * the page must show what the machine's snapshot says.
 */
import type { Route } from '@playwright/test';
import type { Post } from '../../contract/community';
import { postPageUnanswered, thread } from '../../machines/community/fixtures';
import type { postPageMachine } from '../../machines/community/postPage.machine';
import { expect, signIn, test } from '../e2e/fixtures';
import { driveFlow, type FlowSpec } from './driver';
import { waitOf } from '../e2e/slowness';

type M = typeof postPageMachine;

const POST = '/api/search-engine/v1/community/posts/5';
const wirePost: Post = {
  post_id: 5,
  kind: 'POST',
  community: { community_id: 1, community_name: 'Sleep and routines', image_url: null },
  // Another person's post: one's own has no Upvote (issue #63.14).
  author: { user_id: 1, user_name: 'caregiver', display_name: 'caregiver', profile_picture: null },
  title: 'Flow post about naps',
  excerpt: 'What helped us',
  tags: ['sleep'],
  upvotes: 2,
  comment_count: 0,
  upvoted: false,
  bookmark_id: null,
  is_answered: false,
  created_at: '2026-11-20T10:00:00.000Z',
  edited_at: null,
  hidden: null,
  body: { root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [] } },
  is_own: false,
  editable_until: null,
  can_moderate: false,
  can_accept: false,
  accepted_comment_id: null,
  membership: 'MEMBER',
};
/** The reader's own post: Delete, and no Upvote. */
const ownWirePost = {
  ...wirePost,
  author: { user_id: 2, user_name: 'careseeker', display_name: 'careseeker', profile_picture: null },
  is_own: true,
};
const at = (path: string) => `0.postPage.ready.${path}`;

test('community post page: every state and transition the page can produce, in Chromium', async ({ page }) => {
  test.setTimeout(waitOf(300_000));
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname.startsWith('/api/search-engine/v1/community/'),
    (route) => void held.push(route),
  );
  const next = async (what: (r: Route) => boolean) => {
    await expect.poll(() => held.some(what), { message: 'the page sent no such request' }).toBe(true);
    const i = held.findIndex(what);
    return held.splice(i, 1)[0]!;
  };
  const isRead = (r: Route) => r.request().method() === 'GET' && new URL(r.request().url()).pathname === POST;
  await signIn(page, 'careseeker');
  const reload = async () => {
    for (const r of held.splice(0)) await r.abort().catch(() => {});
    await page.goto('/community/5');
  };
  await reload();
  const upvote = page.getByRole('main').getByRole('button', { name: /Upvote/ });
  const bookmark = page.getByRole('main').getByRole('button', { name: 'Bookmark' });

  const spec: FlowSpec<M> = {
    name: 'communityPost',
    machine: postPageUnanswered,
    input: { postId: '5' },
    stateKey: (s) => ({
      value: s.value,
      mine: s.context.thread?.post.mine,
      up: s.context.thread?.post.upvoted,
      bm: s.context.thread?.post.bookmarked,
      notice: s.context.notice,
    }),
    events: (s) => {
      // Another person's post (upvoted, its author blockable) and one's own (deleted): one's own has no Upvote (issue #63.14).
      const base = thread({ id: '5', kind: 'post', mine: false, mayAccept: false, editableUntil: null, upvotes: 2 }, []);
      const own = thread({ id: '5', kind: 'post', mine: true, mayAccept: false, editableUntil: null, upvotes: 2 }, []);
      if (s.matches('loading'))
        return [
          { type: 'xstate.done.actor.0.postPage.loading', output: base },
          { type: 'xstate.done.actor.0.postPage.loading', output: own },
          { type: 'xstate.done.actor.0.postPage.loading', output: null },
          { type: 'xstate.error.actor.0.postPage.loading', error: new Error('500') },
        ] as never;
      if (s.matches('failed')) return [{ type: 'post.retry' }];
      if (!s.matches('ready')) return [];
      if (s.matches({ ready: { vote: 'sending' } }))
        return [
          { type: `xstate.done.actor.${at('vote.sending')}`, output: { upvotes: 3, upvoted: true } },
          { type: `xstate.error.actor.${at('vote.sending')}`, error: new Error('500') },
        ] as never;
      if (s.matches({ ready: { bookmark: 'sending' } }))
        return [
          { type: `xstate.done.actor.${at('bookmark.sending')}` },
          { type: `xstate.error.actor.${at('bookmark.sending')}`, error: new Error('500') },
        ] as never;
      if (s.matches({ ready: { post: 'confirmingDelete' } }))
        return [{ type: 'post.deleteCancel' }, { type: 'post.deleteConfirm' }];
      if (s.matches({ ready: { post: 'deleting' } }))
        return [{ type: `xstate.error.actor.${at('post.deleting')}`, error: new Error('500') }] as never;
      const mine = s.context.thread?.post.mine === true;
      return [
        ...(mine || s.context.thread?.post.upvoted ? [] : [{ type: 'post.vote', target: { kind: 'post', id: '5' } } as const]),
        { type: 'post.bookmark' },
        ...(mine ? [{ type: 'post.delete' } as const] : []),
      ] as never;
    },
    actions: {
      'post.retry': async ({ page: p }) => p.getByRole('button', { name: 'Try again' }).click(),
      'post.vote': async () => upvote.click(),
      'post.bookmark': async () => bookmark.click(),
      'post.delete': async ({ page: p }) => p.getByRole('main').getByRole('button', { name: 'Delete' }).click(),
      'post.deleteCancel': async ({ page: p }) => p.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click(),
      'post.deleteConfirm': async ({ page: p }) => p.getByRole('button', { name: 'Delete post' }).click(),
      'xstate.done.actor.0.postPage.loading': async (_c, e) => {
        const output = (e as unknown as { output: { post: { mine: boolean } } | null }).output;
        const route = await next(isRead);
        await (output
          ? route.fulfill({ json: { data: { post: output.post.mine ? ownWirePost : wirePost, comments: [] } } })
          : route.fulfill({ status: 404, json: { error: 'not found', message: 'no such post' } }));
      },
      'xstate.error.actor.0.postPage.loading': async () =>
        (await next(isRead)).fulfill({ status: 500, json: { error: 'unavailable' } }),
      [`xstate.done.actor.${at('vote.sending')}`]: async () =>
        (await next((r) => r.request().url().endsWith('/upvote'))).fulfill({ json: { data: { upvoted: true, upvotes: 3 } } }),
      [`xstate.error.actor.${at('vote.sending')}`]: async () =>
        (await next((r) => r.request().url().endsWith('/upvote'))).fulfill({ status: 500, json: { error: 'unavailable' } }),
      [`xstate.done.actor.${at('bookmark.sending')}`]: async () =>
        (await next((r) => r.request().url().endsWith('/bookmarks'))).fulfill({ json: { data: { bookmark_id: 'b1' } } }),
      [`xstate.error.actor.${at('bookmark.sending')}`]: async () =>
        (await next((r) => r.request().url().endsWith('/bookmarks'))).fulfill({ status: 500, json: { error: 'unavailable' } }),
      [`xstate.error.actor.${at('post.deleting')}`]: async () =>
        (await next((r) => r.request().method() === 'DELETE')).fulfill({ status: 500, json: { error: 'unavailable' } }),
    },
    states: {
      'postPage.loading': async (p) => expect(p.getByRole('status').filter({ hasText: 'Loading the post' })).toBeVisible(),
      'postPage.missing': async (p) => expect(p.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible(),
      'postPage.failed': async (p) => expect(p.getByRole('alert').filter({ hasText: "Couldn't load this post." })).toBeVisible(),
      'postPage.ready.post.viewing': async (p) => {
        await expect(p.getByRole('heading', { level: 1, name: 'Flow post about naps' })).toBeVisible();
        await expect(p.getByRole('alertdialog')).toHaveCount(0);
      },
      'postPage.ready.post.confirmingDelete': async (p) => expect(p.getByRole('alertdialog')).toContainText('Delete this post'),
      'postPage.ready.post.deleting': async (p) => expect(p.getByRole('alertdialog')).toHaveCount(0),
      'postPage.ready.vote.idle': async (_p, s) => {
        if (s.context.thread!.post.mine) return expect(upvote).toHaveCount(0);
        await expect(upvote).toHaveAttribute('aria-pressed', String(s.context.thread!.post.upvoted));
        await expect(upvote).toBeEnabled();
      },
      'postPage.ready.vote.sending': async () => {
        // Shown at once, before the server answers.
        await expect(upvote).toHaveAttribute('aria-pressed', 'true');
        await expect(upvote).toBeDisabled();
      },
      'postPage.ready.bookmark.idle': async (_p, s) =>
        expect(bookmark).toHaveAttribute('aria-pressed', String(s.context.thread!.post.bookmarked)),
      'postPage.ready.bookmark.sending': async (_p, s) =>
        expect(bookmark).toHaveAttribute('aria-pressed', String(s.context.thread!.post.bookmarked)),
      'postPage.ready.report.closed': async (p) => expect(p.getByRole('dialog')).toHaveCount(0),
      'postPage.ready.comment.idle': async (p) => expect(p.getByRole('textbox', { name: 'Add a comment' })).toBeVisible(),
      'postPage.ready.accept.idle': async () => {},
      'postPage.ready.sync.idle': async () => {},
      'postPage.ready.moderate.idle': async (p) =>
        expect(p.getByRole('form', { name: 'Hide this comment from other members?' })).toHaveCount(0),
      // Another person's post: its author can be blocked (one's own: nobody to block).
      'postPage.ready.block.idle': async (p, s) => {
        const blockable = s.context.thread!.post.mine ? 0 : 1;
        await expect(p.getByRole('main').getByRole('button', { name: /^Block/ })).toHaveCount(blockable);
      },
    },
    skip: {
      'postPage.deleted': 'deleting leaves for the feed: the model test (and the delete refusal here)',
      'postPage.ready.post.editing': 'the composer with the post: the model and composer model tests',
      'postPage.ready.comment.adding': 'comments: tests/e2e/community.spec.ts writes one through the page',
      'postPage.ready.comment.changing': 'editing a comment: the model test',
      'postPage.ready.comment.removing': 'deleting a comment: the model test',
      'postPage.ready.accept.sending': 'the accepted answer: the model test (a question with comments)',
      'postPage.ready.sync.refreshing': 'a live comment or upvote: the two-browser e2e',
      'postPage.ready.report.open': 'reporting another’s post: the reported-post e2e',
      'postPage.ready.post.viewing --post.edit[0]--> postPage.ready.post.editing': 'editing: the model and composer model tests',
      'postPage.ready.post.editing --xstate.done.actor.composer[0]--> postPage.ready.post.viewing':
        'editing: the model and composer model tests',
      'postPage.ready.post.editing --xstate.done.actor.composer[1]--> postPage.ready.post.viewing':
        'editing: the model and composer model tests',
      'postPage.ready.post.deleting --xstate.done.actor.0.postPage.ready.post.deleting[0]--> postPage.deleted':
        'deleting leaves for the feed: the model test',
      'postPage.ready.comment.idle --comment.add[0]--> postPage.ready.comment.adding':
        'comments: the model test; the two-browser e2e writes one through the page',
      'postPage.ready.comment.idle --comment.edit[0]--> postPage.ready.comment.changing':
        'comments: the model test; the two-browser e2e writes one through the page',
      'postPage.ready.comment.idle --comment.remove[0]--> postPage.ready.comment.removing':
        'comments: the model test; the two-browser e2e writes one through the page',
      'postPage.ready.comment.adding --xstate.done.actor.0.postPage.ready.comment.adding[0]--> postPage.ready.comment.idle':
        'comments: the model test; the two-browser e2e writes one through the page',
      'postPage.ready.comment.adding --xstate.error.actor.0.postPage.ready.comment.adding[0]--> postPage.ready.comment.idle':
        'comments: the model test; the two-browser e2e writes one through the page',
      'postPage.ready.comment.changing --xstate.done.actor.0.postPage.ready.comment.changing[0]--> postPage.ready.comment.idle':
        'comments: the model test; the two-browser e2e writes one through the page',
      'postPage.ready.comment.changing --xstate.error.actor.0.postPage.ready.comment.changing[0]--> postPage.ready.comment.idle':
        'comments: the model test; the two-browser e2e writes one through the page',
      'postPage.ready.comment.removing --xstate.done.actor.0.postPage.ready.comment.removing[0]--> postPage.ready.comment.idle':
        'comments: the model test; the two-browser e2e writes one through the page',
      'postPage.ready.comment.removing --xstate.error.actor.0.postPage.ready.comment.removing[0]--> postPage.ready.comment.idle':
        'comments: the model test; the two-browser e2e writes one through the page',
      'postPage.ready.accept.idle --post.accept[0]--> postPage.ready.accept.sending': 'the accepted answer: the model test',
      'postPage.ready.accept.sending --xstate.done.actor.0.postPage.ready.accept.sending[0]--> postPage.ready.accept.idle':
        'the accepted answer: the model test',
      'postPage.ready.accept.sending --xstate.error.actor.0.postPage.ready.accept.sending[0]--> postPage.ready.accept.idle':
        'the accepted answer: the model test',
      // The session hands a live comment or upvote to the community owner, which hands it to the
      // page; the page decides it is about its post and takes the comment that came with it, or
      // raises post.live (community.spec's two browsers: a comment, then an upvote).
      'postPage --community.post[0]--> (self)': 'a live comment taken as it came: the two-browser e2e',
      'postPage --community.post[1]--> (self)': 'live reads: the two-browser e2e',
      'postPage.ready.sync.idle --post.live[0]--> postPage.ready.sync.refreshing': 'live reads: the two-browser e2e',
      'postPage.ready.sync.refreshing --post.live[0]--> postPage.ready.sync.refreshing': 'live reads: the two-browser e2e',
      'postPage.ready.sync.refreshing --xstate.done.actor.0.postPage.ready.sync.refreshing[0]--> postPage.ready.sync.idle':
        'live reads: the two-browser e2e',
      'postPage.ready.sync.refreshing --xstate.done.actor.0.postPage.ready.sync.refreshing[1]--> postPage.missing':
        'live reads: the two-browser e2e',
      'postPage.ready.sync.refreshing --xstate.error.actor.0.postPage.ready.sync.refreshing[0]--> postPage.ready.sync.idle':
        'live reads: the two-browser e2e',
      'postPage.ready.report.closed --report.open[0]--> postPage.ready.report.open':
        'reporting another’s post: the reported-post e2e',
      'postPage.ready.report.open --xstate.done.actor.report[0]--> postPage.ready.report.closed':
        'reporting another’s post: the reported-post e2e',
      'postPage.ready.moderate.asking':
        'a moderator hiding a comment: the model test and the moderation e2e (tests/e2e/community-moderation.spec.ts)',
      'postPage.ready.moderate.sending':
        'a moderator hiding a comment: the model test and the moderation e2e (tests/e2e/community-moderation.spec.ts)',
      'postPage.ready.moderate.idle --comment.hide[0]--> postPage.ready.moderate.asking':
        'a moderator hiding a comment: the model test and the moderation e2e (tests/e2e/community-moderation.spec.ts)',
      'postPage.ready.moderate.idle --comment.restore[0]--> postPage.ready.moderate.sending':
        'a moderator hiding a comment: the model test and the moderation e2e (tests/e2e/community-moderation.spec.ts)',
      'postPage.ready.moderate.asking --comment.hideCancel[0]--> postPage.ready.moderate.idle':
        'a moderator hiding a comment: the model test and the moderation e2e (tests/e2e/community-moderation.spec.ts)',
      'postPage.ready.moderate.asking --comment.hideConfirm[0]--> postPage.ready.moderate.sending':
        'a moderator hiding a comment: the model test and the moderation e2e (tests/e2e/community-moderation.spec.ts)',
      'postPage.ready.moderate.sending --xstate.done.actor.0.postPage.ready.moderate.sending[0]--> postPage.ready.moderate.idle':
        'a moderator hiding a comment: the model test and the moderation e2e (tests/e2e/community-moderation.spec.ts)',
      'postPage.ready.moderate.sending --xstate.error.actor.0.postPage.ready.moderate.sending[0]--> postPage.ready.moderate.idle':
        'a moderator hiding a comment: the model test and the moderation e2e (tests/e2e/community-moderation.spec.ts)',
      'postPage.authorBlocked':
        'blocking another’s post or comment author: the model test, the view test and the community axe sweep (the question asked)',
      'postPage.ready.block.confirming':
        'blocking another’s post or comment author: the model test, the view test and the community axe sweep (the question asked)',
      'postPage.ready.block.sending':
        'blocking another’s post or comment author: the model test, the view test and the community axe sweep (the question asked)',
      'postPage.ready.block.idle --author.block[0]--> postPage.ready.block.confirming':
        'blocking another’s post or comment author: the model test, the view test and the community axe sweep (the question asked)',
      'postPage.ready.block.confirming --author.blockCancel[0]--> postPage.ready.block.idle':
        'blocking another’s post or comment author: the model test, the view test and the community axe sweep (the question asked)',
      'postPage.ready.block.confirming --author.blockConfirm[0]--> postPage.ready.block.sending':
        'blocking another’s post or comment author: the model test, the view test and the community axe sweep (the question asked)',
      'postPage.ready.block.sending --xstate.done.actor.0.postPage.ready.block.sending[0]--> postPage.authorBlocked':
        'blocking another’s post or comment author: the model test, the view test and the community axe sweep (the question asked)',
      'postPage.ready.block.sending --xstate.done.actor.0.postPage.ready.block.sending[1]--> postPage.ready.block.idle':
        'blocking another’s post or comment author: the model test, the view test and the community axe sweep (the question asked)',
      'postPage.ready.block.sending --xstate.error.actor.0.postPage.ready.block.sending[0]--> postPage.ready.block.idle':
        'blocking another’s post or comment author: the model test, the view test and the community axe sweep (the question asked)',
    },
    reload,
  };
  await driveFlow(page, spec);
});
