import { plainRichText } from '../../contract/notes-rich-text';
/**
 * One actor tree (issue #60): a page's flow runs under its feature's owner, a descendant of the
 * root system actor, while the page is open, and is stopped when the person leaves it. Read from
 * the running system as the live actor panel (Alt+Shift+A, ACTOR_PANEL=1 in playwright.config.ts)
 * shows it: every actor nested under its parent, named by its systemId.
 */
import type { Page } from '@playwright/test';
import { call } from './api';
import { accessTokenOf, expect, openFromMenu, signIn, test } from './fixtures';
import { waitOf } from './slowness';

const SE = '/api/search-engine/v1';
const panel = (page: Page) => page.getByRole('dialog', { name: 'Live actors' });

async function openPanel(page: Page) {
  await page.keyboard.press('Alt+Shift+KeyA');
  await expect(panel(page)).toBeVisible();
}

async function closePanel(page: Page) {
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
}

/**
 * The actor `path.at(-1)` as the panel shows it: under the session, itself under the root (the
 * panel's top level), each of `path` a child of the one before (root > … > session > owner > flow).
 */
const underRoot = (page: Page, ...path: string[]) =>
  panel(page).locator(
    'ul.tree > li li:has(> details[data-actor="session"])' +
      path
        .map((name, i) =>
          i < path.length - 1 ? ` > ul > li:has(> details[data-actor="${name}"])` : ` > ul > li > details[data-actor="${name}"]`,
        )
        .join(''),
  );

/** On `path`, the page's flow `flow` is under its owner `owner`; after `leave`, the owner is still there and the flow is gone. */
async function flowLivesWithItsPage(
  page: Page,
  {
    path,
    heading,
    owner,
    flow,
    leave,
  }: { path: string; heading: string; owner: string; flow: string; leave: () => Promise<void> },
) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await openPanel(page);
  await expect(underRoot(page, owner, flow)).toHaveCount(1);
  await closePanel(page);

  await leave();
  await openPanel(page);
  await expect(underRoot(page, owner)).toHaveCount(1);
  await expect(panel(page).locator(`details[data-actor="${flow}"]`)).toHaveCount(0);
  await closePanel(page);
}

test("a member's post, connections, Nora and notes pages run their flows in the root's tree, stopped when left", async ({
  page,
}) => {
  // Four pages, each opened, read, left and read again.
  test.setTimeout(waitOf(180_000));
  await signIn(page, 'caregiver', { at: '/connectpeople' });
  const token = await accessTokenOf(page);
  const { data: community } = await call<{ data: { community_id: number } }>(token, 'POST', `${SE}/communities`, {
    community_name: `Actor tree ${Math.random().toString(36).slice(2, 8)}`,
    description: 'A community of the actor-tree test.',
    join_policy: 'PUBLIC',
  });
  const title = 'Where does this page run?';
  const { data: post } = await call<{ data: { post_id: number } }>(token, 'POST', `${SE}/community/posts`, {
    community_id: community.community_id,
    kind: 'POST',
    title,
    body: plainRichText('Under the root.'),
    tags: [],
  });
  const toDashboard = () => openFromMenu(page, 'Dashboard', '/dashboard');

  await flowLivesWithItsPage(page, {
    path: `/community/${post.post_id}`,
    heading: title,
    owner: 'community',
    flow: `community/post/${post.post_id}`,
    // The community's pages have a menu of their own.
    leave: () => openFromMenu(page, 'Back to Dashboard', '/dashboard', 'Community'),
  });
  await flowLivesWithItsPage(page, {
    path: '/connectpeople',
    heading: 'Connections',
    owner: 'connections',
    flow: 'connections/page',
    leave: toDashboard,
  });
  await flowLivesWithItsPage(page, {
    path: '/prompt',
    heading: 'Ask Nora',
    owner: 'nora',
    flow: 'nora/page',
    leave: toDashboard,
  });
  await flowLivesWithItsPage(page, {
    path: '/mentorship/notes',
    heading: 'Notes',
    owner: 'notes',
    flow: 'notes/page',
    leave: () => openFromMenu(page, 'Back to Dashboard', '/dashboard', 'Concierge'),
  });
});

test("the admin's feed queue runs in the root's tree, stopped when left", async ({ page }) => {
  await signIn(page, 'admin', { at: '/admin-feed' });
  await flowLivesWithItsPage(page, {
    path: '/admin-feed',
    heading: 'Feed moderation',
    owner: 'admin',
    flow: 'admin/feed',
    leave: () => openFromMenu(page, 'Members', '/admin-members', 'Administration'),
  });
});

test("Book a Session and the providers' directory run their flows in the root's tree, stopped when left", async ({ page }) => {
  test.setTimeout(waitOf(120_000));
  await signIn(page, 'caregiver', { at: '/dashboard' });
  const toDashboard = () => openFromMenu(page, 'Dashboard', '/dashboard');
  await flowLivesWithItsPage(page, {
    path: '/mentorship/search',
    heading: 'Book a Session',
    owner: 'booking',
    flow: 'booking/search',
    leave: () => openFromMenu(page, 'Back to Dashboard', '/dashboard', 'Concierge'),
  });
  await flowLivesWithItsPage(page, {
    path: '/providers',
    heading: 'Providers',
    owner: 'directory',
    flow: 'directory/page',
    leave: toDashboard,
  });
});
