import { assign, type ActorRefFrom } from 'xstate';
import { refusalOf } from './community.types';
import { communityPageSetup } from './communityPage.setup';
import { isIn } from './membership';

export { communityPageSetup, type CommunityPageContext, type CommunityPageEvent, type MemberRole } from './communityPage.setup';

/**
 * A community's page (`/community/overview/{communityId}`, issue #32): about, rules, members
 * and moderators; Join (or ask to, when it needs approval) and Leave; Pin (members: pinned
 * communities come first in My Communities) and the bookmark, each shown at once and taken
 * back if the server refuses; reporting a member. A change of membership or pin tells the side
 * menu's My Communities.
 */
export const communityPageMachine = communityPageSetup.createMachine({
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
