import { assign, setup } from 'xstate';
import { unprovided, unprovidedPromise } from '../domain/placeholder';
import { type CommunityDetail, type Membership, type ReportTarget } from './community.types';
import { countAfter, isIn } from './membership';
import { reportMachine } from './report.machine';

export interface CommunityPageContext {
  communityId: string;
  community: CommunityDetail | null;
  notice: string | null;
  reportTarget: ReportTarget | null;
  /** The member whose role is being changed, and to what. */
  changingRole: { userId: number; role: MemberRole } | null;
}

export type CommunityPageEvent =
  | { type: 'community.retry' }
  /** Join, or Leave (a pending request is withdrawn). */
  | { type: 'community.membership' }
  | { type: 'community.pin' }
  | { type: 'community.bookmark' }
  | { type: 'report.open'; target: ReportTarget }
  /** A moderator makes a member a moderator, or a moderator a member again (issue #63.16). */
  | { type: 'member.role'; userId: number; role: MemberRole };

export type MemberRole = 'MEMBER' | 'MODERATOR';

/**
 * What the community page's machine (communityPage.machine.ts) is made of: its context, events
 * and tags, its effects' placeholders (the wiring provides them), its actions and guards.
 */
export const communityPageSetup = setup({
  types: {
    context: {} as CommunityPageContext,
    input: {} as { communityId: string },
    events: {} as CommunityPageEvent,
    tags: {} as
      'loading' | 'missing' | 'failed' | 'ready' | 'joining' | 'pinning' | 'bookmarking' | 'reporting' | 'changing role',
  },
  actors: {
    /** The community, or null when there is none. */
    loadCommunity: unprovidedPromise<CommunityDetail | null, { communityId: string }>('community', 'loadCommunity'),
    /** Join or leave; the server's word on where the person stands. */
    setMembership: unprovidedPromise<Membership, { communityId: string; join: boolean }>('community', 'setMembership'),
    setPin: unprovidedPromise<void, { communityId: string; on: boolean }>('community', 'setPin'),
    setBookmark: unprovidedPromise<void, { communityId: string; on: boolean }>('community', 'setBookmark'),
    /** The server's word: the member's role now. */
    setRole: unprovidedPromise<MemberRole, { communityId: string; userId: number; role: MemberRole }>('community', 'setRole'),
    report: reportMachine,
  },
  actions: {
    /** My Communities reads again (joined, left, pinned); provided by the wiring. */
    'tell my communities': () => unprovided('community', 'tell my communities'),
    say: assign((_, { notice }: { notice: string }) => ({ notice })),
    'flip pin': assign(({ context }) => ({
      notice: null,
      community: context.community && { ...context.community, pinned: !context.community.pinned },
    })),
    'flip bookmark': assign(({ context }) => ({
      notice: null,
      community: context.community && { ...context.community, bookmarked: !context.community.bookmarked },
    })),
    'take role': assign(({ context }, { userId, role }: { userId: number; role: MemberRole }) => {
      const community = context.community;
      if (!community) return {};
      const person = community.memberList.find((m) => m.userId === userId);
      const others = community.moderators.filter((m) => m.userId !== userId);
      const name = person?.displayName ?? 'They';
      return {
        changingRole: null,
        notice: role === 'MODERATOR' ? `${name} is a moderator now.` : `${name} is a member again.`,
        community: { ...community, moderators: role === 'MODERATOR' && person ? [...others, person] : others },
      };
    }),
    'take membership': assign(({ context }, { membership }: { membership: Membership }) => ({
      community: context.community && {
        ...context.community,
        membership,
        members: countAfter(context.community.members, context.community.membership, membership),
        // Leaving unpins: My Communities lists members only.
        pinned: isIn(membership) ? context.community.pinned : false,
      },
    })),
  },
  guards: {
    found: (_, { community }: { community: CommunityDetail | null }) => community !== null,
    'is a moderator': ({ context }) => context.community?.membership === 'moderator',
    'is a member': ({ context }) => context.community?.membership === 'member' || context.community?.membership === 'moderator',
  },
});
