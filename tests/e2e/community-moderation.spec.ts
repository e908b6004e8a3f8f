import { plainRichText } from '../../contract/notes-rich-text';
import { accessTokenOf, AXE_VARIANTS, axeFor, expect, SETTINGS_KEY, signIn, test } from './fixtures';
import { call, tokenOf } from './api';

/*
 * A community's moderator (issue #32), signed in once: the moderation page
 * (/community/moderate/{communityId}) with a reported post on it, axe; and
 * hiding a comment from the post page with a reason (others then see "Hidden by a moderator"), then
 * showing it again. Who may hide is proved by tests/server/community-pictures-hiding.test.ts; the
 * states by postPage.machine.test.ts. Data is arranged through the API in a community of the test's own.
 */

const SE = '/api/search-engine/v1';

test('a moderator reviews the moderation page (axe) hides a post and a comment, each with a reason', async ({ page }) => {
  await signIn(page, 'caregiver', { at: '/community' });
  const moderator = await accessTokenOf(page);
  const [writer, commenter] = await Promise.all([tokenOf('careseeker'), tokenOf('mentor')]);
  const { data: made } = await call<{ data: { community_id: number } }>(moderator, 'POST', `${SE}/communities`, {
    community_name: `Moderated ${Math.random().toString(36).slice(2, 8)}`,
    description: 'Parents comparing notes.',
    join_policy: 'PUBLIC',
  });
  const id = made.community_id;
  for (const token of [writer, commenter]) await call(token, 'POST', `${SE}/communities/${id}/join`);
  const { data: written } = await call<{ data: { post_id: number } }>(writer, 'POST', `${SE}/community/posts`, {
    community_id: id,
    title: 'Skip the appointments',
    body: plainRichText('You do not need any of them.'),
  });
  const postId = written.post_id;
  await call(commenter, 'POST', `${SE}/community/reports`, {
    target_type: 'POST',
    target_id: postId,
    reason: 'MEDICAL_MISINFORMATION',
  });
  const { data: said } = await call<{ data: { comment_id: number } }>(
    commenter,
    'POST',
    `${SE}/community/posts/${postId}/comments`,
    {
      body: 'Buy my supplements instead',
    },
  );

  const check = async (what: string, scope = 'main') => {
    const axe = await axeFor(page).include(scope).analyze();
    expect(
      axe.violations.map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      what,
    ).toEqual([]);
  };
  for (const v of AXE_VARIANTS) {
    const variant = `${v.mode}/${v.direction}`;
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [SETTINGS_KEY, JSON.stringify(v)]);
    await page.goto(`/community/moderate/${id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', v.direction);
    await expect(page.getByRole('heading', { level: 1, name: /^Moderate Moderated / })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide Skip the appointments' })).toBeVisible();
    await check(`/community/moderate ${variant}`);
  }
  // Hiding a post from here asks why first (the audit log keeps it); Cancel sends nothing.
  const hidePost = page.getByRole('button', { name: 'Hide Skip the appointments' });
  await hidePost.click();
  const ask = page.getByRole('form', { name: 'Hide this post from other members?' });
  await expect(ask.getByRole('textbox', { name: /^Reason/ })).toBeFocused();
  await check('the post hide reason form');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(hidePost).toBeFocused();
  await hidePost.click();
  await ask.getByRole('textbox', { name: /^Reason/ }).fill('Medical misinformation');
  await ask.getByRole('button', { name: 'Hide post' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('“Skip the appointments” is hidden.');
  await expect(page.getByRole('button', { name: 'Show Skip the appointments' })).toBeFocused();
  await page.getByRole('button', { name: 'Show Skip the appointments' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('“Skip the appointments” is shown again.');

  // The post page: Hide asks for a reason; others then see only that a moderator hid it.
  await page.goto(`/community/${postId}`);
  const comment = page.getByRole('article', { name: /^Comment by / });
  await comment.getByRole('button', { name: 'Hide', exact: true }).click();
  const form = page.getByRole('form', { name: 'Hide this comment from other members?' });
  await expect(form.getByRole('button', { name: 'Hide comment' })).toBeDisabled();
  await check('hide reason form');
  await form.getByRole('textbox', { name: /^Reason/ }).fill('Advertising');
  await form.getByRole('button', { name: 'Hide comment' }).click();
  await expect(comment.getByText('Hidden by a moderator: Advertising.', { exact: false })).toBeVisible();
  await expect(comment.getByText('Buy my supplements instead')).toBeVisible();
  const seen = await call<{ data: { comments: { comment_id: number; body: string | null; hidden: string | null }[] } }>(
    writer,
    'GET',
    `${SE}/community/posts/${postId}`,
  );
  expect(seen.data.comments.find((c) => c.comment_id === said.comment_id)).toMatchObject({ body: null, hidden: 'MODERATOR' });

  await comment.getByRole('button', { name: 'Show again' }).click();
  await expect(comment.getByRole('button', { name: 'Hide', exact: true })).toBeVisible();
  await expect(comment.getByText('Hidden by a moderator', { exact: false })).toHaveCount(0);
});
