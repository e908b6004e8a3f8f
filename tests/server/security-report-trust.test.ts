// @postgres: issue #57 asks each of its items' tests to run on PGlite and on PostgreSQL; each report's weight is read in one SQL statement (the reporter's age, activity and role in the community).
import { beforeAll, describe, expect, it } from 'vitest';
import { plainRichText } from '../../contract/notes-rich-text';
import { apiJson, serverPerFile, signIn, signUp } from './helpers';

/*
 * Issue #57 item 6: two fresh sign-ups hid any post from everyone (two reports from any accounts
 * hid it). Reports are weighed by trust, as Discourse weighs flags: an account younger than a week
 * counts nothing towards hiding (its report still reaches the moderators' queue), an established
 * member one, a moderator of the community (or an administrator) one and a half; a post hides at two.
 */
const server = serverPerFile();
const SE = '/api/search-engine/v1';
const suffix = Date.now().toString(36);
const token: Record<string, string> = {};

beforeAll(async () => {
  for (const role of ['provider', 'coordinator', 'careseeker', 'mentor'])
    token[role] = String((await signIn(server.url, role)).tokens.access_token);
  for (const fresh of ['newcomer1', 'newcomer2', 'newcomer3'])
    token[fresh] = String((await signUp(server.url, `${fresh}${suffix}`)).tokens.access_token);
});

const call = (as: string, method: string, path: string, body?: unknown) =>
  apiJson(server.url, method, `${SE}${path}`, body, token[as]);

async function communityWithPost(title: string) {
  const made = await call('coordinator', 'POST', '/communities', {
    community_name: `Trust ${title} ${suffix}`,
    description: 'Reports weighed by trust.',
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.data.community_id as number;
  for (const who of ['provider', 'careseeker', 'mentor', 'newcomer1', 'newcomer2', 'newcomer3'])
    expect((await call(who, 'POST', `/communities/${id}/join`)).status).toBeLessThan(300);
  const post = await call('provider', 'POST', '/community/posts', { community_id: id, title, body: plainRichText(title) });
  expect(post.status, JSON.stringify(post.body)).toBe(201);
  return post.body.data.post_id as number;
}
const report = async (as: string, postId: number) =>
  expect((await call(as, 'POST', '/community/reports', { target_type: 'POST', target_id: postId, reason: 'SPAM' })).status).toBe(
    201,
  );
const seenByOthers = async (postId: number) => (await call('mentor', 'GET', `/community/posts/${postId}`)).status === 200;

describe('reports weighed by trust (#57.6)', () => {
  it('new accounts alone cannot hide a post; two established members can', async () => {
    const postId = await communityWithPost('A useful post');
    for (const fresh of ['newcomer1', 'newcomer2', 'newcomer3']) await report(fresh, postId);
    expect(await seenByOthers(postId)).toBe(true);
    // Their reports are in the moderators' view of the post all the same.
    const asModerator = await call('coordinator', 'GET', `/community/posts/${postId}`);
    expect(asModerator.status).toBe(200);

    await report('careseeker', postId);
    expect(await seenByOthers(postId)).toBe(true);
    await report('mentor', postId);
    expect((await call('careseeker', 'GET', `/community/posts/${postId}`)).status).toBe(404);
    // The author and the moderators still see it, hidden for its reports.
    expect((await call('provider', 'GET', `/community/posts/${postId}`)).body.data.post.hidden).toBe('REPORTED');
    expect((await call('coordinator', 'GET', `/community/posts/${postId}`)).body.data.post.hidden).toBe('REPORTED');
  });

  it("a moderator's report counts more than a member's, but not alone, and a new account's adds nothing to it", async () => {
    const postId = await communityWithPost('Buy my pills');
    await report('coordinator', postId);
    await report('newcomer1', postId);
    expect(await seenByOthers(postId)).toBe(true);
    await report('careseeker', postId);
    expect(await seenByOthers(postId)).toBe(false);
  });
});
