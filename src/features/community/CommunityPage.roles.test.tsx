// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANA, BEN, communityDetail } from '../../../machines/community/fixtures';
import type { Services } from '../../services';
import { fakeAuth } from '../../testing/auth';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { testUsers } from '../../testing/users';
import { CommunityPage } from './CommunityPage';

/*
 * Issue #63.16: a community's owner, its first moderator, makes a member a moderator (and one a
 * member again) from the community page's people list; others see no such buttons.
 */

const me = { ...ANA, userId: testUsers.caregiver.user_id };

function fakeCommunity(membership: 'moderator' | 'member') {
  const asked: unknown[] = [];
  const community = async () => ({
    community: async () => communityDetail({ membership, moderators: [me], memberList: [me, BEN] }),
    feed: async () => ({ items: [], hasMore: false }),
    setRole: async (id: string, userId: number, role: string) => {
      asked.push([id, userId, role]);
      return role;
    },
  });
  return { api: { community } as unknown as Partial<Services>, asked };
}

describe('community page: moderators', () => {
  it('lets a moderator make a member a moderator, says so, and offers to make them a member again', async () => {
    const fake = fakeCommunity('moderator');
    await renderWithSystem(<CommunityPage communityId="7" />, {
      api: fake.api,
      actors: { auth: fakeAuth({ user: testUsers.caregiver }).logic },
    });
    const people = await screen.findByRole('region', { name: 'Moderators and members' });
    // Not for oneself.
    expect(within(people).queryByRole('button', { name: `Remove as moderator ${me.displayName}` })).toBeNull();
    fireEvent.click(within(people).getByRole('button', { name: `Make moderator ${BEN.displayName}` }));
    expect(await screen.findByText(`${BEN.displayName} is a moderator now.`)).toBeTruthy();
    expect(fake.asked).toEqual([['7', BEN.userId, 'MODERATOR']]);
    expect(within(people).getByRole('button', { name: `Remove as moderator ${BEN.displayName}` })).toBeTruthy();
  });

  it('shows a member who does not moderate no role buttons', async () => {
    await renderWithSystem(<CommunityPage communityId="7" />, {
      api: fakeCommunity('member').api,
      actors: { auth: fakeAuth({ user: testUsers.caregiver }).logic },
    });
    const people = await screen.findByRole('region', { name: 'Moderators and members' });
    expect(within(people).queryByRole('button', { name: /moderator/ })).toBeNull();
  });
});
