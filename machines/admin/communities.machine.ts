import type { AdminCommunity, COMMUNITY_SORTS } from '../../contract/admin-communities';
import { reasonedListMachine, type ReasonedListEvent } from './reasonedList.machine';

/**
 * /admin-communities (issue #36): every community with its counts as the server searches, sorts and
 * pages them; an action (create, edit, archive, restore, pin or unpin for everyone, add or remove a
 * moderator) is confirmed with a reason before anything is sent, then the list is read again. A
 * refusal keeps the reason. The same machine as /admin-questions' (reasonedList.machine.ts), with its own
 * filters and actions.
 */
export interface CommunitiesFilters {
  q: string;
  sort: (typeof COMMUNITY_SORTS)[number];
  order: 'asc' | 'desc';
  page: number;
}

export interface CommunitiesPage {
  data: AdminCommunity[];
  total: number;
  page: number;
  size: number;
}

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

export type CommunitiesEvent = ReasonedListEvent<CommunitiesFilters, CommunityAction>;

const DONE: Record<CommunityAction['kind'], string> = {
  create: 'Created the community.',
  edit: 'Saved the community.',
  archive: 'Archived the community.',
  restore: 'Restored the community.',
  pin: 'Pinned the community for everyone.',
  unpin: 'Unpinned the community.',
  addModerator: 'Added the moderator.',
  removeModerator: 'Removed the moderator.',
};

/** /admin-communities' list: every community by name, as the server sorts it. */
export const communitiesMachine = reasonedListMachine<CommunitiesFilters, CommunityAction, CommunitiesPage>('communities', {
  first: { q: '', sort: 'name', order: 'asc', page: 0 },
  done: DONE,
});
