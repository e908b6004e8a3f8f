import { assign, setup, type ActorRefFrom } from 'xstate';
import { unprovided, unprovidedPromise } from '../domain/placeholder';
import { refusalOf, type CommunityDetail, type Membership, type ReportTarget } from './community.types';
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
 * A community's page (`/community/overview/{communityId}`, issue #32): about, rules, members
 * and moderators; Join (or ask to, when it needs approval) and Leave; Pin (members: pinned
 * communities come first in My Communities) and the bookmark, each shown at once and taken
 * back if the server refuses; reporting a member. A change of membership or pin tells the side
 * menu's My Communities.
 */
export const communityPageMachine = setup({
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
}).createMachine({
  id: 'communityPage',
  context: ({ input }) => ({
    communityId: input.communityId,
    community: null,
    notice: null,
    reportTarget: null,
    changingRole: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadCommunity',
        input: ({ context }) => ({ communityId: context.communityId }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ community: event.output }) },
            target: 'ready',
            actions: assign({ community: ({ event }) => event.output }),
          },
          { target: 'missing' },
        ],
        onError: 'failed',
      },
    },
    missing: { description: 'No such community: says so, with Discover.', tags: ['missing'] },
    failed: {
      description: 'Could not be read: says so, with Try again.',
      tags: ['failed'],
      on: { 'community.retry': 'loading' },
    },
    ready: {
      tags: ['ready'],
      type: 'parallel',
      states: {
        membership: {
          initial: 'idle',
          states: {
            idle: { on: { 'community.membership': { target: 'sending', actions: assign({ notice: null }) } } },
            sending: {
              tags: ['joining'],
              invoke: {
                src: 'setMembership',
                input: ({ context }) => ({
                  communityId: context.communityId,
                  join: !isIn(context.community?.membership ?? 'none'),
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'take membership', params: ({ event }) => ({ membership: event.output }) },
                    'tell my communities',
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'say', params: ({ event }) => ({ notice: refusalOf(event.error).message }) },
                },
              },
            },
          },
        },
        pin: {
          initial: 'idle',
          states: {
            idle: { on: { 'community.pin': { guard: 'is a member', target: 'sending', actions: 'flip pin' } } },
            sending: {
              tags: ['pinning'],
              invoke: {
                src: 'setPin',
                input: ({ context }) => ({ communityId: context.communityId, on: context.community?.pinned ?? false }),
                onDone: { target: 'idle', actions: 'tell my communities' },
                onError: {
                  target: 'idle',
                  actions: ['flip pin', { type: 'say', params: ({ event }) => ({ notice: refusalOf(event.error).message }) }],
                },
              },
            },
          },
        },
        bookmark: {
          initial: 'idle',
          states: {
            idle: { on: { 'community.bookmark': { target: 'sending', actions: 'flip bookmark' } } },
            sending: {
              tags: ['bookmarking'],
              invoke: {
                src: 'setBookmark',
                input: ({ context }) => ({ communityId: context.communityId, on: context.community?.bookmarked ?? false }),
                onDone: 'idle',
                onError: {
                  target: 'idle',
                  actions: [
                    'flip bookmark',
                    { type: 'say', params: ({ event }) => ({ notice: refusalOf(event.error).message }) },
                  ],
                },
              },
            },
          },
        },
        role: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'member.role': {
                  guard: 'is a moderator',
                  target: 'sending',
                  actions: assign({ notice: null, changingRole: ({ event }) => ({ userId: event.userId, role: event.role }) }),
                },
              },
            },
            sending: {
              tags: ['changing role'],
              invoke: {
                src: 'setRole',
                input: ({ context }) => ({ communityId: context.communityId, ...context.changingRole! }),
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'take role',
                    params: ({ context, event }) => ({ userId: context.changingRole!.userId, role: event.output }),
                  },
                },
                onError: {
                  target: 'idle',
                  actions: [
                    assign({ changingRole: null }),
                    { type: 'say', params: ({ event }) => ({ notice: refusalOf(event.error).message }) },
                  ],
                },
              },
            },
          },
        },
        report: {
          initial: 'closed',
          states: {
            closed: {
              on: { 'report.open': { target: 'open', actions: assign({ reportTarget: ({ event }) => event.target }) } },
            },
            open: {
              tags: ['reporting'],
              invoke: {
                id: 'report',
                src: 'report',
                input: ({ context }) => ({ target: context.reportTarget! }),
                onDone: { target: 'closed', actions: assign({ reportTarget: null }) },
              },
            },
          },
        },
      },
    },
  },
});

export type CommunityPageActorRef = ActorRefFrom<typeof communityPageMachine>;
