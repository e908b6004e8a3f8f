import { plainRichText } from '../../contract/notes-rich-text';
import { accessTokenOf, AXE_VARIANTS, axeFor, expect, openFromMenu, person, SETTINGS_KEY, signIn, test } from './fixtures';
import { call, tokenOf } from './api';
import { waitOf } from './slowness';

/*
 * The community (issue #32) as people use it, where only the whole product shows it: two
 * browsers for the live New Post chip, upvote and comment; a post hidden once two members reported
 * it; axe on the community pages and the composer, create, report and block dialogs at 390 px in
 *. Each rule is proved below this (model, view and server tests); data is arranged
 * through the API in a community of the test's own.
 */

const SE = '/api/search-engine/v1';
/** A one-pixel PNG, chosen in the composer's picture field. */
const PICTURE = {
  name: 'blanket.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** A public community of the test's own, made by `owner`, with `members` joined. */
async function community(owner: string, members: string[]): Promise<number> {
  const name = `Night owls ${Math.random().toString(36).slice(2, 8)}`;
  const { data } = await call<{ data: { community_id: number } }>(owner, 'POST', `${SE}/communities`, {
    community_name: name,
    description: 'Parents of children who sleep late.',
    join_policy: 'PUBLIC',
  });
  for (const token of members) await call(token, 'POST', `${SE}/communities/${data.community_id}/join`);
  return data.community_id;
}

async function post(
  token: string,
  communityId: number,
  title: string,
  kind: 'POST' | 'QUESTION' = 'POST',
  tags = ['sleep'],
): Promise<number> {
  const { data } = await call<{ data: { post_id: number } }>(token, 'POST', `${SE}/community/posts`, {
    community_id: communityId,
    kind,
    title,
    body: plainRichText(`${title}: what helped us.`),
    tags,
  });
  return data.post_id;
}

test.describe('community', () => {
  test('two browsers: the New Post chip reloads the feed, and an upvote and a comment reach the author live', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'caregiver', { at: '/community' });
    const author = await accessTokenOf(page);
    const reader = await person(browser, 'careseeker', undefined, { at: '/community?sort=new' });
    const readerToken = await accessTokenOf(reader.page);
    const id = await community(author, [readerToken]);
    const first = await post(author, id, 'Melatonin or routines?');

    // A post by someone else while the feed is open: the chip, which reloads the feed.
    await expect(reader.page.getByRole('heading', { level: 1, name: 'Community feed' })).toBeVisible();
    // The author (on the feed since signing in) writes it in the composer, the notes' rich-text
    // editor, and publishes it: the post opens.
    await page.getByRole('button', { name: 'Write a post' }).click();
    const composer = page.getByRole('dialog', { name: 'Write a post' });
    await composer.getByLabel('Community', { exact: true }).selectOption(String(id));
    await composer.getByLabel('Title', { exact: true }).fill('Weighted blankets');
    const body = composer.getByRole('textbox', { name: 'Your post' });
    await body.fill('A weighted blanket helped our son settle.');
    // A picture: uploaded, described, then put into the body where the caret was (here its start),
    // though the file chooser and the picture's words took the focus away.
    await body.press('Home');
    await composer.getByLabel('Choose a picture (PNG, JPEG, GIF or WebP)').setInputFiles(PICTURE);
    await composer.getByRole('textbox', { name: 'Describe the picture for people who cannot see it' }).fill('A grey blanket');
    await composer.getByRole('button', { name: 'Add picture to the post' }).click();
    await expect(composer.getByRole('img', { name: 'A grey blanket' })).toBeVisible();
    // The focus is back in the editor, after the picture: what is typed goes on from there.
    await page.keyboard.type('Ours: ');
    await expect
      .poll(() =>
        body.evaluate((editor) =>
          [...editor.querySelectorAll('img, [data-lexical-text="true"]')]
            .map((n) => (n.tagName === 'IMG' ? `[${n.getAttribute('alt')}]` : n.textContent))
            .join(''),
        ),
      )
      .toBe('[A grey blanket]Ours: A weighted blanket helped our son settle.');
    await composer.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Weighted blankets' })).toBeVisible();
    await expect(page.getByText('A weighted blanket helped our son settle.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'A grey blanket' })).toHaveAttribute(
      'src',
      /^\/public\/community\/v1\/pictures\//,
    );
    await reader.page.getByRole('button', { name: 'New Post' }).click();
    await expect(reader.page.getByRole('link', { name: 'Weighted blankets' })).toBeVisible();
    await page.goto(`/community/${first}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Melatonin or routines?' })).toBeVisible();

    // The reader upvotes and comments; the author's open page shows both without a reload.
    await reader.page.goto(`/community/${first}`);
    const upvote = reader.page.getByRole('button', { name: /Upvote/ }).first();
    await upvote.click();
    await expect(upvote).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId(`post-${first}-upvotes`)).toHaveText('1');
    await reader.page.getByRole('textbox', { name: 'Add a comment' }).fill('Routines, every night, same order.');
    await reader.page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(reader.page.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
    await expect(page.getByText('Routines, every night, same order.')).toBeVisible();
    await expect(page.getByRole('heading', { name: '1 comment' })).toBeVisible();
    await reader.close();
  });

  test('past 300 posts the list keeps a window of rows in the page, and scrolling down reaches the oldest', async ({ page }) => {
    test.setTimeout(waitOf(180_000));
    await signIn(page, 'caregiver', { at: '/community' });
    const owner = await accessTokenOf(page);
    const id = await community(owner, []);
    // 310 posts, oldest first (16 pages of 20 to scroll through), arranged by a development hook:
    // through the API one account meets the write rate (10 posts a minute, issue #57.4). Their
    // titles match no other test's search: the lanes share one server.
    const COUNT = 310;
    const seeded = await page.request.post('/__dev/community/posts/bulk', {
      data: { author: 'caregiver', community_id: id, title: 'Long-feed entry', count: COUNT, tags: ['long-feed'] },
    });
    expect(seeded.ok()).toBe(true);

    await page.goto(`/community/overview/${id}`);
    const posts = page
      .locator('ol')
      .filter({ has: page.getByRole('link', { name: /^Long-feed entry \d+$/ }) })
      .first();
    await expect(page.getByRole('link', { name: `Long-feed entry ${COUNT}`, exact: true })).toBeVisible();
    const rows = posts.locator(':scope > li');
    const oldest = page.getByRole('link', { name: 'Long-feed entry 1', exact: true });
    // Down to the end of the page again and again: each time the end shows, the next page loads.
    for (let step = 0; step < 200 && !(await oldest.isVisible()); step++) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(150);
    }
    await expect(oldest).toBeVisible();
    // All 310 are in the list, but only the rows near the window are in the page: the newest is not.
    expect(await rows.count()).toBeLessThan(40);
    await expect(page.getByRole('link', { name: `Long-feed entry ${COUNT}`, exact: true })).toHaveCount(0);
    await expect(page.locator('ol[data-virtual="true"]')).toHaveCount(1);
    // Back to the top: the newest is drawn again.
    await page.keyboard.press('Home');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('link', { name: `Long-feed entry ${COUNT}`, exact: true })).toBeVisible();
    expect(await rows.count()).toBeLessThan(40);
  });

  test('a post reported by two members is hidden from them, and its author is told', async ({ page }) => {
    await signIn(page, 'careseeker');
    const reporter = await accessTokenOf(page);
    const [author, second] = await Promise.all([tokenOf('caregiver'), tokenOf('mentor')]);
    const id = await community(author, [reporter, second]);
    const reported = await post(author, id, 'Stop all therapy, this cures it');

    await page.goto(`/community/${reported}`);
    await page.getByRole('button', { name: 'Report' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Report this post' });
    await dialog.getByRole('radio', { name: 'Medical misinformation' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('status')).toContainText('Thank you');
    await dialog.getByRole('button', { name: 'Close' }).click();
    // One report hides nothing.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Stop all therapy, this cures it' })).toBeVisible();

    await call(second, 'POST', `${SE}/community/reports`, { target_type: 'POST', target_id: reported, reason: 'SPAM' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
    const feed = await call<{ data: { data: { post_id: number }[] } }>(
      reporter,
      'GET',
      `${SE}/community/posts?community_id=${id}&sort=new`,
    );
    expect(feed.data.data.map((p) => p.post_id)).not.toContain(reported);
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('axe: the feed, questions, discover, a community, a post and the composer, create, report and block dialogs', async ({
      page,
    }) => {
      await signIn(page, 'caregiver', { at: '/community' });
      const me = await accessTokenOf(page);
      const other = await tokenOf('careseeker');
      const id = await community(other, [me]);
      await post(other, id, 'Night waking at four?', 'QUESTION');
      const check = async (what: string, scope = 'main') => {
        const axe = await axeFor(page).include(scope).analyze();
        expect(
          axe.violations.map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          what,
        ).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} fits 390 px`).toBeLessThanOrEqual(390);
      };
      for (const v of AXE_VARIANTS) {
        const variant = `${v.mode}/${v.direction}`;
        await page.evaluate(
          ([key, value]) => localStorage.setItem(key!, value!),
          [SETTINGS_KEY, JSON.stringify({ ...v, layout: 'vertical' })],
        );
        await page.goto('/community?sort=top&t=month');
        await expect(page.locator('html')).toHaveAttribute('dir', v.direction);
        await expect(page.getByRole('button', { name: 'Top' })).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByRole('article').first()).toBeVisible();
        await check(`/community ${variant}`, 'body');
        // The composer, a picture chosen and waiting for its words.
        await page.getByRole('button', { name: 'Write a post' }).click();
        const composer = page.getByRole('dialog', { name: 'Write a post' });
        await composer.getByLabel('Choose a picture (PNG, JPEG, GIF or WebP)').setInputFiles(PICTURE);
        await expect(composer.getByRole('textbox', { name: 'Describe the picture for people who cannot see it' })).toBeVisible();
        await check(`composer dialog ${variant}`, '[role="dialog"]');
        await page.keyboard.press('Escape');
        await expect(composer).toBeHidden();
        // The other pages opened in the app (the menu in its drawer, links): the app loads once a variant.
        const fromDrawer = async (link: string, path: string) => {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await openFromMenu(page, link, path, 'Community');
        };
        await fromDrawer('Questions', '/community/threads');
        await expect(page.getByRole('article').first()).toBeVisible();
        await check(`/community/threads ${variant}`);
        await fromDrawer('Discover', '/community/discover');
        await expect(page.getByRole('listitem').filter({ hasText: 'member' }).first()).toBeVisible();
        await check(`/community/discover ${variant}`);
        await page.goto(`/community/overview/${id}`);
        await expect(page.getByRole('heading', { name: 'Questions' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Night waking at four?' })).toBeVisible();
        await check(`/community/overview ${variant}`);
        await page
          .getByRole('button', { name: /^Report / })
          .first()
          .click();
        await expect(page.getByRole('dialog', { name: 'Report this member' })).toBeVisible();
        await check(`report dialog ${variant}`, '[role="dialog"]');
        await page.keyboard.press('Escape');
        await page.getByRole('link', { name: 'Night waking at four?' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Night waking at four?' })).toBeVisible();
        await check(`/community/{postId} ${variant}`);
        // Block the post's author: asked in place (and cancelled: the demo accounts stay unblocked).
        await page.getByRole('main').getByRole('button', { name: 'Block careseeker' }).first().click();
        const asked = page.getByRole('alertdialog');
        await expect(asked).toContainText('Block careseeker? You will no longer see their posts, comments or messages');
        await expect(asked.getByRole('button', { name: 'Block careseeker' })).toBeFocused();
        await check(`block question ${variant}`);
        await asked.getByRole('button', { name: 'Cancel' }).click();
        await expect(asked).toBeHidden();
        await expect(page.getByRole('main').getByRole('button', { name: 'Block careseeker' }).first()).toBeFocused();
      }
      // The create-community dialog, from the side menu (a drawer at 390 px).
      await page.getByRole('button', { name: /menu/i }).first().click();
      await page.getByRole('button', { name: 'Create community' }).click();
      await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
      await check('create community dialog', '[role="dialog"]:has(input[type="file"])');
      // Created with topics and rules: its page shows the rules, and Discover finds it by a topic.
      const name = `Night terrors ${Math.random().toString(36).slice(2, 8)}`;
      const dialog = page.getByRole('dialog', { name: 'Create community' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
      await dialog.getByRole('textbox', { name: 'Description' }).fill('Parents up in the small hours.');
      await dialog.getByRole('textbox', { name: 'Topics (optional, separated by commas)' }).fill('Night terrors, #Sleep');
      await dialog.getByRole('textbox', { name: 'Rules (optional, one per line)' }).fill('Be kind.\nNo selling.');
      await dialog.getByRole('button', { name: 'Create community' }).click();
      // The new community's page, the menu's drawer put away.
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('listitem').filter({ hasText: 'No selling.' })).toBeVisible();
      const found = await call<{ data: { data: { community_name: string; topics: string[] }[] } }>(
        me,
        'GET',
        `${SE}/communities?search_text=${encodeURIComponent('night terrors')}&size=50`,
      );
      expect(found.data.data.find((c) => c.community_name === name)?.topics).toEqual(['night terrors', 'sleep']);
    });
  });
});
