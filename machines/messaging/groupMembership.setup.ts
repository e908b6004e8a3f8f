import { assign, setup } from 'xstate';
import {
  displayName,
  refusalOf,
  type GroupDetails,
  type Member,
  type PermissionType,
  type PermissionValue,
  type Refusal,
} from './messaging.types';
import type { SessionEmitted } from '../domain/sessionEvents';
import { unprovidedPromise } from '../domain/placeholder';

const PANEL_UPDATES = new Set(['info', 'members', 'permissions', 'removed']);

export interface GroupMembershipInput {
  groupId: number;
  userId: number;
}

/** What a confirmed or running change is about. */
export type Pending =
  | { kind: 'add'; userIds: number[]; names: string[] }
  | { kind: 'remove'; userId: number }
  | { kind: 'role'; userId: number; makeAdmin: boolean }
  | { kind: 'info'; chatName: string; imageUrl: string | null }
  | { kind: 'permission'; permission: PermissionType; value: PermissionValue }
  | { kind: 'leave' }
  | { kind: 'delete' };

export interface GroupMembershipContext extends GroupMembershipInput {
  group: GroupDetails | null;
  pending: Pending | null;
  refusal: Refusal | null;
  /** What just changed, for the live region. */
  notice: string | null;
}

export type GroupMembershipEvent =
  | { type: 'group.retry' }
  /** What the session hears on the chat socket, handed on by the messaging owner that holds the panel (issue #60). */
  | SessionEmitted
  /** `names` say who was added once it is done (they are not members yet when it starts). */
  | { type: 'group.add'; userIds: number[]; names: string[] }
  | { type: 'group.remove'; userId: number }
  | { type: 'group.promote'; userId: number }
  | { type: 'group.demote'; userId: number }
  | { type: 'group.rename'; chatName: string; imageUrl: string | null }
  | { type: 'group.permission'; permission: PermissionType; value: PermissionValue }
  | { type: 'group.leave' }
  | { type: 'group.delete' }
  | { type: 'group.confirm' }
  | { type: 'group.cancel' }
  | { type: 'group.dismiss' };

export type GroupMembershipOutput = { outcome: 'left' | 'deleted' };

const me = (context: GroupMembershipContext): Member | undefined =>
  context.group?.members.find((m) => m.user_id === context.userId);
const nameOf = (context: GroupMembershipContext, userId: number) => {
  const member = context.group?.members.find((m) => m.user_id === userId);
  return member ? displayName(member) : 'That person';
};

/** The one admin of a group that has other members: they cannot leave or step down yet. */
export const isLastAdmin = (context: GroupMembershipContext) => {
  const members = context.group?.members ?? [];
  return (me(context)?.is_admin ?? false) && members.filter((m) => m.is_admin).length === 1 && members.length > 1;
};

export const groupMembershipSetup = setup({
  types: {
    tags: {} as 'loading' | 'ready' | 'error' | 'confirming' | 'working' | 'last admin',
    input: {} as GroupMembershipInput,
    context: {} as GroupMembershipContext,
    events: {} as GroupMembershipEvent,
    output: {} as GroupMembershipOutput,
  },
  actors: {
    // The session's chat events, as the conversations list hears them: an update to this group reads it again.
    // GET /group-chat/{id}/members and /permissions, with the name and picture from GET /chat.
    fetchGroup: unprovidedPromise<GroupDetails, { groupId: number }>('messaging', 'fetchGroup'),
    // The change itself: POST members, DELETE members/{id}, PUT role, PUT group, PUT permissions,
    // DELETE leave, DELETE delete (src/features/messaging/wiring.ts maps each kind to its call).
    change: unprovidedPromise<void, { groupId: number; pending: Pending }>('messaging', 'change'),
  },
  guards: {
    /** The last-admin rule: a group never has no admin. The server enforces it too (409). */
    'is the last admin': ({ context }) => isLastAdmin(context),
    'is demoting themselves as the last admin': ({ context }, params: { userId: number }) =>
      params.userId === context.userId && isLastAdmin(context),
    // What the panel shows changed (not a read mark or a deleted message).
    'changes this group': ({ context }, params: { update: Extract<SessionEmitted, { type: 'chat.update' }>['update'] }) =>
      params.update.chat_id === context.groupId && PANEL_UPDATES.has(params.update.kind),
    'left or deleted': ({ context }) => context.pending?.kind === 'leave' || context.pending?.kind === 'delete',
  },
  actions: {
    'take group': assign((_, params: { group: GroupDetails }) => ({ group: params.group })),
    pend: assign((_, params: { pending: Pending }) => ({ pending: params.pending, refusal: null, notice: null })),
    'keep refusal': assign((_, params: { error: unknown }) => ({ refusal: refusalOf(params.error, 'messaging') })),
    'say what changed': assign(({ context }) => {
      const p = context.pending;
      if (!p) return {};
      const notice = (() => {
        switch (p.kind) {
          case 'add':
            return p.userIds.length === 1
              ? `${nameOf(context, p.userIds[0] as number)} was added.`
              : `${p.userIds.length} people were added.`;
          case 'remove':
            return `${nameOf(context, p.userId)} was removed from the group.`;
          case 'role':
            return p.makeAdmin
              ? `${nameOf(context, p.userId)} is now an admin.`
              : `${nameOf(context, p.userId)} is no longer an admin.`;
          case 'info':
            return 'The group name and picture were saved.';
          case 'permission':
            return 'The group permissions were saved.';
          default:
            return null;
        }
      })();
      return { notice, pending: null };
    }),
    'drop pending': assign({ pending: null }),
    dismiss: assign({ refusal: null, notice: null }),
  },
});
