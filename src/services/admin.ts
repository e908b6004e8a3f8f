import type { KyInstance } from 'ky';
import * as api from '../../contract/admin';
import { signOutEverywhere } from '../../contract/admin-sessions';
import * as feed from '../../contract/admin-feed';
import * as questions from '../../contract/admin-questions';
import * as communities from '../../contract/admin-communities';
import * as feedback from '../../contract/feedback';
import type { Query } from '../../contract/endpoint';
import { call } from './call';
import { answeredCall, type ServerRefusal } from './refusal';

/*
 * The admin API (contract/admin.ts): members, the actions on them, the audit log and its CSV.
 * Loaded by the admin pages only (deps.api().admin()), never with a member's /dashboard.
 */

const SERVICE = 'admin';

/** A refusal the page shows as it is (the member actions' machine reads `refusal`). */
export class AdminRefused extends Error {
  constructor(readonly refusal: { code: string; message: string }) {
    super(refusal.message);
  }
}

const answered = <T>(name: string, run: () => Promise<T>): Promise<T> =>
  answeredCall({ service: SERVICE, call: name }, run, {
    refused: (r: ServerRefusal) => new AdminRefused({ code: r.error ?? String(r.status), message: r.message }),
    unavailable: () => new Error('unavailable'),
  });

export type MemberFilters = Partial<Query<typeof api.listMembers>>;
export type AuditFilters = { action?: api.AuditAction; actor?: number; target?: number; from?: string; to?: string };
export type MemberAction =
  | { kind: 'suspend'; reason: string; until: string | null }
  | { kind: 'unsuspend'; reason: string }
  | { kind: 'changeType'; reason: string; userType: number }
  | { kind: 'unlock'; reason: string }
  | { kind: 'signOutEverywhere'; reason: string };

export type QuestionAction =
  | { kind: 'close'; postId: number }
  | { kind: 'reopen'; postId: number }
  | { kind: 'move'; postId: number; communityId: number }
  | { kind: 'accept'; postId: number; commentId: number };

export interface CommunityFields {
  community_name: string;
  description: string;
  join_policy: 'PUBLIC' | 'APPROVAL';
}
export type CommunityAction =
  | { kind: 'create'; fields: CommunityFields }
  | { kind: 'edit'; communityId: number; fields: CommunityFields }
  | { kind: 'archive' | 'restore' | 'pin' | 'unpin'; communityId: number }
  | { kind: 'addModerator' | 'removeModerator'; communityId: number; userName: string };

export function createAdmin(http: KyInstance) {
  return {
    members(filters: MemberFilters) {
      return answered('members', async () => (await call(http, api.listMembers, { query: filters })).data);
    },
    /** Opening a member's panel: audited, and in the member's "Who saw my data" with the reason (issue #62). */
    member(id: number, reason?: string): Promise<api.MemberDetail> {
      return answered('member', async () => (await call(http, api.member, { params: { id }, query: { reason } })).data);
    },
    act(id: number, action: MemberAction): Promise<api.MemberDetail> {
      return answered(action.kind, async () => {
        const params = { id };
        switch (action.kind) {
          case 'suspend':
            return (await call(http, api.suspend, { params, body: { reason: action.reason, until: action.until } })).data;
          case 'unsuspend':
            return (await call(http, api.unsuspend, { params, body: { reason: action.reason } })).data;
          case 'changeType':
            return (await call(http, api.changeType, { params, body: { reason: action.reason, user_type: action.userType } }))
              .data;
          case 'unlock':
            return (await call(http, api.unlock, { params, body: { reason: action.reason } })).data;
          case 'signOutEverywhere':
            return (await call(http, signOutEverywhere, { params, body: { reason: action.reason } })).data;
        }
      });
    },
    audit(filters: AuditFilters & { page?: number }) {
      return answered('audit', async () => (await call(http, api.auditLog, { query: filters })).data);
    },
    /** /admin-feedback: the beta feedback people sent, newest first (contract/feedback.ts). */
    feedback(page: number) {
      return answered('feedback', async () => (await call(http, feedback.list, { query: { page } })).data);
    },
    /** /admin-feed's moderation queue (contract/admin-feed.ts). */
    queue(filters: Partial<Query<typeof feed.queue>>) {
      return answered('queue', async () => (await call(http, feed.queue, { query: filters })).data);
    },
    claim(item: feed.ItemRef, claimed: boolean): Promise<feed.QueueItem> {
      return answered('claim', async () => {
        const params = { target_type: item.target_type, id: item.target_id };
        return (await call(http, feed.claim, { params, body: { claimed } })).data;
      });
    },
    decide(body: { items: feed.ItemRef[]; decision: feed.Decision; reason: string }) {
      return answered('decide', async () => (await call(http, feed.decide, { body })).data);
    },
    /** /admin-questions (contract/admin-questions.ts). */
    questions(filters: Partial<Query<typeof questions.questions>>) {
      return answered('questions', async () => (await call(http, questions.questions, { query: filters })).data);
    },
    actOnQuestion(action: QuestionAction & { reason: string }): Promise<questions.AdminQuestion> {
      return answered(action.kind, async () => {
        const params = { id: action.postId };
        const { reason } = action;
        switch (action.kind) {
          case 'close':
          case 'reopen':
            return (await call(http, questions.closeQuestion, { params, body: { reason, closed: action.kind === 'close' } }))
              .data;
          case 'move':
            return (await call(http, questions.moveQuestion, { params, body: { reason, community_id: action.communityId } }))
              .data;
          case 'accept':
            return (await call(http, questions.acceptForCommunity, { params, body: { reason, comment_id: action.commentId } }))
              .data;
        }
      });
    },
    /** /admin-communities (contract/admin-communities.ts). */
    communities(filters: Partial<Query<typeof communities.communities>>) {
      return answered('communities', async () => (await call(http, communities.communities, { query: filters })).data);
    },
    actOnCommunity(action: CommunityAction & { reason: string }): Promise<communities.AdminCommunity> {
      return answered(action.kind, async () => {
        const { reason } = action;
        switch (action.kind) {
          case 'create':
            return (await call(http, communities.createCommunity, { body: { reason, ...action.fields } })).data;
          case 'edit':
            return (
              await call(http, communities.editCommunity, {
                params: { id: action.communityId },
                body: { reason, ...action.fields },
              })
            ).data;
          case 'archive':
          case 'restore':
            return (
              await call(http, communities.archiveCommunity, {
                params: { id: action.communityId },
                body: { reason, archived: action.kind === 'archive' },
              })
            ).data;
          case 'pin':
          case 'unpin':
            return (
              await call(http, communities.pinCommunity, {
                params: { id: action.communityId },
                body: { reason, pinned: action.kind === 'pin' },
              })
            ).data;
          case 'addModerator':
          case 'removeModerator':
            return (
              await call(http, communities.setModerator, {
                params: { id: action.communityId },
                body: { reason, user_name: action.userName, moderator: action.kind === 'addModerator' },
              })
            ).data;
        }
      });
    },
    auditCsv(filters: AuditFilters): Promise<Blob> {
      return answered('auditCsv', async () => (await call(http, api.auditCsv, { query: filters })).blob());
    },
  };
}
export type AdminService = ReturnType<typeof createAdmin>;
