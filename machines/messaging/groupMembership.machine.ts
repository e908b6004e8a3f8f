import type { ActorRefFrom } from 'xstate';
import { groupMembershipSetup } from './groupMembership.setup';

export * from './groupMembership.setup';

/**
 * A group's panel (members, roles, permissions, name and picture): spawned when the panel
 * opens and stopped when it closes. Admins add, remove, promote and demote; anyone leaves;
 * an admin deletes after confirming. The last admin is told so (and shown the members) instead
 * of leaving or stepping down. Every change, one's own or another's, ends in a fresh read of
 * the group, since other members change it too; the server's answer is the law.
 */
export const groupMembershipMachine = groupMembershipSetup.createMachine({
  id: 'groupMembership',
  context: ({ input }) => ({ ...input, group: null, pending: null, refusal: null, notice: null }),
  // A change by someone else (or oneself in another tab) arrives as a chat update, handed on by the messaging owner.
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchGroup',
        id: 'fetchGroup',
        input: ({ context }) => ({ groupId: context.groupId }),
        onDone: { target: 'ready', actions: { type: 'take group', params: ({ event }) => ({ group: event.output }) } },
        onError: 'failed',
      },
    },
    failed: {
      description: 'The group could not be loaded: Try again.',
      tags: ['error'],
      on: { 'group.retry': 'loading' },
    },
    ready: {
      tags: ['ready'],
      initial: 'idle',
      on: { 'group.dismiss': { actions: 'dismiss' } },
      states: {
        idle: {
          on: {
            'chat.update': {
              guard: { type: 'changes this group', params: ({ event }) => ({ update: event.update }) },
              target: 'refreshing',
            },
            // Back after a drop: what changed meanwhile is read.
            'chat.reconnected': 'refreshing',
            'group.add': {
              target: 'changing',
              actions: {
                type: 'pend',
                params: ({ event }) => ({ pending: { kind: 'add', userIds: event.userIds, names: event.names } }),
              },
            },
            'group.remove': {
              target: 'confirming',
              actions: { type: 'pend', params: ({ event }) => ({ pending: { kind: 'remove', userId: event.userId } }) },
            },
            'group.promote': {
              target: 'changing',
              actions: {
                type: 'pend',
                params: ({ event }) => ({ pending: { kind: 'role', userId: event.userId, makeAdmin: true } }),
              },
            },
            'group.demote': [
              {
                guard: { type: 'is demoting themselves as the last admin', params: ({ event }) => ({ userId: event.userId }) },
                target: 'lastAdmin',
              },
              {
                target: 'changing',
                actions: {
                  type: 'pend',
                  params: ({ event }) => ({ pending: { kind: 'role', userId: event.userId, makeAdmin: false } }),
                },
              },
            ],
            'group.rename': {
              target: 'changing',
              actions: {
                type: 'pend',
                params: ({ event }) => ({ pending: { kind: 'info', chatName: event.chatName, imageUrl: event.imageUrl } }),
              },
            },
            'group.permission': {
              target: 'changing',
              actions: {
                type: 'pend',
                params: ({ event }) => ({ pending: { kind: 'permission', permission: event.permission, value: event.value } }),
              },
            },
            'group.leave': [
              { guard: 'is the last admin', target: 'lastAdmin' },
              { target: 'confirming', actions: { type: 'pend', params: { pending: { kind: 'leave' } } } },
            ],
            'group.delete': { target: 'confirming', actions: { type: 'pend', params: { pending: { kind: 'delete' } } } },
          },
        },
        lastAdmin: {
          description: 'The last admin is told to make someone else an admin first, with the member list to do it from.',
          tags: ['last admin'],
          on: {
            'group.cancel': 'idle',
            'group.promote': {
              target: 'changing',
              actions: {
                type: 'pend',
                params: ({ event }) => ({ pending: { kind: 'role', userId: event.userId, makeAdmin: true } }),
              },
            },
          },
        },
        confirming: {
          description: 'Remove, leave and delete wait for a confirmation.',
          tags: ['confirming'],
          on: { 'group.confirm': 'changing', 'group.cancel': { target: 'idle', actions: 'drop pending' } },
        },
        changing: {
          tags: ['working'],
          invoke: {
            src: 'change',
            id: 'change',
            input: ({ context }) => ({
              groupId: context.groupId,
              pending: context.pending as NonNullable<typeof context.pending>,
            }),
            onDone: [
              { guard: 'left or deleted', target: '#groupMembership.gone' },
              { target: 'refreshing', actions: 'say what changed' },
            ],
            onError: {
              target: 'refreshing',
              actions: [{ type: 'keep refusal', params: ({ event }) => ({ error: event.error }) }, 'drop pending'],
            },
          },
        },
        refreshing: {
          description: 'The group is read again (after a change, or a live update): the controls wait for it, briefly.',
          tags: ['working'],
          invoke: {
            src: 'fetchGroup',
            id: 'refreshGroup',
            input: ({ context }) => ({ groupId: context.groupId }),
            onDone: { target: 'idle', actions: { type: 'take group', params: ({ event }) => ({ group: event.output }) } },
            // The group shown stays; the next change or live update reads it again.
            onError: 'idle',
          },
        },
      },
    },
    gone: {
      type: 'final',
      description: 'The person left the group or deleted it: the view goes back to the conversations.',
    },
  },
  output: ({ context }) => ({ outcome: context.pending?.kind === 'delete' ? 'deleted' : 'left' }),
});

export type GroupMembershipActorRef = ActorRefFrom<typeof groupMembershipMachine>;
