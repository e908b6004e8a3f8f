import { beforeAll, describe, expect, it } from 'vitest';
import { plainRichText, richTextProblem } from '../../contract/notes-rich-text';
import { ADMIN } from '../../contract/admin';
import { apiGet, apiJson, serverPerFile, signIn } from './helpers';

/*
 * Community (issue #32), what came last: a picture in a post's body (only one this server stored,
 * uploaded by the writer, with words describing it; never another site's address or data:), and
 * a moderator hiding a comment with a reason (others then see that a moderator hid it, its author
 * and the moderators still read it; no one else may hide it; each hiding and showing is one row of
 * the administrators' audit log, written with it).
 */
// Many refused and accepted posts from one account, each about a picture; the rate itself is proven in security-write-rates.test.ts.
const server = serverPerFile({ writeRates: { posts: { count: 1000, windowMs: 60_000 } } });
const SE = '/api/search-engine/v1';
const ROLES = ['caregiver', 'careseeker', 'coordinator', 'provider', 'admin'] as const;
type Role = (typeof ROLES)[number];
const token = {} as Record<Role, string>;
let communityId = 0;

const call = (as: Role, method: string, path: string, body?: unknown) =>
  apiJson(server.url, method, `${SE}${path}`, body, token[as]);
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const upload = async (as: Role) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)]), 'tile.png');
  const res = await fetch(`${server.url}${SE}/communities/pictures`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token[as]}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return new URL(((await res.json()) as { data: { url: string } }).data.url).pathname;
};
/** A body of one paragraph of text and one picture. */
const withPicture = (src: string, altText = 'A drawing of our bedtime chart') => {
  const body = plainRichText('Our chart');
  body.root.children[0]!.children.push({ type: 'image', version: 1, src, altText } as never);
  return body;
};
const post = (as: Role, body: unknown) =>
  call(as, 'POST', '/community/posts', { community_id: communityId, title: 'Bedtime chart', body });

interface AuditRow {
  id: number;
  action: string;
  actor: { user_name: string };
  target: { user_id: number } | null;
  before: { hidden: boolean };
  after: { target_type: string; target_id: number; post_id: number; community_id: number; hidden: boolean };
  reason: string;
}
/** The audit log the administrators read (/admin-audit): the rows of these actions on this post or comment, oldest first. */
const auditRows = async (actions: string[], targetId: number) => {
  const rows: AuditRow[] = [];
  for (const action of actions) {
    const log = await apiGet(server.url, `${ADMIN}/audit?action=${action}&size=200`, token.admin);
    expect(log.status).toBe(200);
    rows.push(...(log.body.data as { data: AuditRow[] }).data.filter((r) => r.after.target_id === targetId));
  }
  return rows.sort((a, b) => a.id - b.id);
};

beforeAll(async () => {
  await Promise.all(
    ROLES.map(async (role) => {
      token[role] = String((await signIn(server.url, role)).tokens.access_token);
    }),
  );
  const made = await call('coordinator', 'POST', '/communities', { community_name: 'Picture club', description: 'Charts' });
  expect(made.status).toBe(201);
  communityId = made.body.data.community_id;
  for (const role of ['caregiver', 'careseeker', 'provider'] as const)
    expect((await call(role, 'POST', `/communities/${communityId}/join`)).status).toBe(200);
});

describe('a picture in a post', () => {
  it('keeps a picture the writer uploaded here, described, and shows it back in the body', async () => {
    const src = await upload('caregiver');
    const made = await post('caregiver', withPicture(src));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const image = made.body.data.body.root.children[0].children[1];
    expect(image).toMatchObject({ type: 'image', src, altText: 'A drawing of our bedtime chart' });
    const edited = await call('caregiver', 'PUT', `/community/posts/${made.body.data.post_id}`, {
      title: 'Bedtime chart, v2',
      body: withPicture(src, 'The chart, coloured in'),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await fetch(`${server.url}${src}`)).status).toBe(200);
  });

  it('refuses another site’s address, data:, a made-up key, someone else’s upload, or a picture without words', async () => {
    const mine = await upload('caregiver');
    const theirs = await upload('provider');
    const refused = [
      withPicture('https://evil.example/a.png'),
      withPicture(`${server.url}${mine}`),
      withPicture('data:image/png;base64,iVBORw0KGgo='),
      withPicture('javascript:alert(1)'),
      withPicture(`${mine}?x=1`),
      withPicture('/public/community/v1/pictures/../../api/x'),
      withPicture(theirs),
      withPicture('/public/community/v1/pictures/00000000-0000-4000-8000-000000000000'),
      withPicture(mine, '   '),
      withPicture(mine, 'x'.repeat(301)),
    ];
    for (const body of refused) {
      const res = await post('caregiver', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // A picture directly under the root, or inside a link, is not where pictures go.
    const atRoot = plainRichText('x');
    atRoot.root.children.push({ type: 'image', version: 1, src: mine, altText: 'ok' } as never);
    expect((await post('caregiver', atRoot)).status).toBe(400);
    // Notes allow no pictures at all.
    expect(richTextProblem(withPicture(mine))).toBe('may not contain a image');
  });
});

describe('moderators hiding a comment or a post', () => {
  it('lets only a moderator hide a comment with a reason; others see that a moderator hid it; shown again', async () => {
    const made = await post('careseeker', plainRichText('Who else is up at night?'));
    const postId = made.body.data.post_id as number;
    const written = await call('provider', 'POST', `/community/posts/${postId}/comments`, { body: 'Buy my pills' });
    expect(written.status).toBe(201);
    const commentId = written.body.data.comment_id as number;
    const hide = (as: Role, body: unknown) => call(as, 'PUT', `/community/comments/${commentId}/hidden`, body);

    // Not a moderator: the post's author, the comment's author, another member.
    for (const role of ['careseeker', 'provider', 'caregiver'] as const)
      expect((await hide(role, { hidden: true, reason: 'Spam' })).status, role).toBe(403);
    const audited = () => auditRows(['hide_comment', 'show_comment'], commentId);
    // Refused acts leave no row.
    expect(await audited()).toEqual([]);
    // A reason is needed to hide.
    expect((await hide('coordinator', { hidden: true })).status).toBe(400);
    expect((await hide('coordinator', { hidden: true, reason: '  ' })).status).toBe(400);
    const commentCount = async () => (await call('caregiver', 'GET', `/community/posts/${postId}`)).body.data.post.comment_count;
    expect(await commentCount()).toBe(1);
    const hidden = await hide('coordinator', { hidden: true, reason: 'Advertising' });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    // A hidden comment is not counted in its post's comments (#63.14).
    expect(await commentCount()).toBe(0);
    expect(hidden.body.data).toMatchObject({ hidden: 'MODERATOR', hidden_reason: 'Advertising', body: 'Buy my pills' });

    const seenBy = async (as: Role) =>
      (await call(as, 'GET', `/community/posts/${postId}`)).body.data.comments.find(
        (c: { comment_id: number }) => c.comment_id === commentId,
      );
    expect(await seenBy('caregiver')).toMatchObject({
      hidden: 'MODERATOR',
      body: null,
      hidden_reason: null,
      editable_until: null,
    });
    expect(await seenBy('careseeker')).toMatchObject({ hidden: 'MODERATOR', body: null });
    expect(await seenBy('provider')).toMatchObject({ hidden: 'MODERATOR', body: 'Buy my pills', hidden_reason: 'Advertising' });
    expect(await seenBy('coordinator')).toMatchObject({ body: 'Buy my pills', hidden_reason: 'Advertising' });
    // Others may not vote on it (it is not theirs to read).
    expect((await call('caregiver', 'PUT', `/community/comments/${commentId}/upvote`, { upvoted: true })).status).toBe(404);

    expect([403, 404]).toContain((await hide('caregiver', { hidden: false })).status);
    const shown = await hide('coordinator', { hidden: false });
    expect(shown.body.data).toMatchObject({ hidden: null, hidden_reason: null });
    expect(await seenBy('caregiver')).toMatchObject({ hidden: null, body: 'Buy my pills' });
    expect(await commentCount()).toBe(1);

    // Who, what and why: one row for the hiding, one for the showing; the target is the comment's author.
    const authorId = written.body.data.author.user_id as number;
    const where = { target_type: 'COMMENT', target_id: commentId, post_id: postId, community_id: communityId };
    const [hiding, showing, ...more] = await audited();
    expect(more).toEqual([]);
    expect(hiding).toMatchObject({
      action: 'hide_comment',
      actor: { user_name: 'coordinator' },
      target: { user_id: authorId },
      before: { ...where, hidden: false },
      after: { ...where, hidden: true, hidden_reason: 'Advertising' },
      reason: 'Advertising',
    });
    expect(showing).toMatchObject({
      action: 'show_comment',
      actor: { user_name: 'coordinator' },
      target: { user_id: authorId },
      before: { hidden: true, hidden_reason: 'Advertising' },
      after: { hidden: false, hidden_reason: null },
    });
  });

  it('writes one audit row each time a moderator hides or shows a post, and none for a refusal', async () => {
    const made = await post('careseeker', plainRichText('Skip every appointment'));
    const postId = made.body.data.post_id as number;
    const authorId = made.body.data.author.user_id as number;
    const hide = (as: Role, body: unknown) => call(as, 'PUT', `/community/posts/${postId}/hidden`, body);
    expect((await hide('caregiver', { hidden: true, reason: 'Wrong' })).status).toBe(403);
    expect((await hide('coordinator', { hidden: true, reason: 'x'.repeat(301) })).status).toBe(400);
    expect(await auditRows(['hide_post', 'show_post'], postId)).toEqual([]);
    expect((await hide('coordinator', { hidden: true, reason: 'Medical misinformation' })).body.data).toMatchObject({
      hidden: 'MODERATOR',
    });
    expect((await hide('coordinator', { hidden: false })).body.data).toMatchObject({ hidden: null });
    const where = { target_type: 'POST', target_id: postId, post_id: postId, community_id: communityId };
    const [hiding, showing, ...more] = await auditRows(['hide_post', 'show_post'], postId);
    expect(more).toEqual([]);
    expect(hiding).toMatchObject({
      action: 'hide_post',
      actor: { user_name: 'coordinator' },
      target: { user_id: authorId },
      before: { ...where, hidden: false },
      after: { ...where, hidden: true },
      reason: 'Medical misinformation',
    });
    expect(showing).toMatchObject({ action: 'show_post', before: { hidden: true }, after: { hidden: false }, reason: '' });
  });
});
