import type { AdminCommunity } from '../../contract/admin-communities';
import type { AdminQuestion } from '../../contract/admin-questions';
import type { CommunitiesPage } from './communities.machine';
import type { QuestionsPage } from './questions.machine';

/** A question and a community as /admin-questions and /admin-communities list them, for the admin machines' tests. */
export const question: AdminQuestion = {
  post_id: 4,
  title: 'Night waking?',
  text: 'Any ideas',
  community: { community_id: 1, community_name: 'Sleep' },
  author: { user_id: 5, user_name: 'caregiver', display_name: 'caregiver' },
  created_at: '2026-10-01T00:00:00.000Z',
  closed: false,
  accepted_comment_id: null,
  open_reports: 0,
  answers: [],
};

export const community: AdminCommunity = {
  community_id: 3,
  community_name: 'Sleep',
  description: '',
  join_policy: 'PUBLIC',
  member_count: 12,
  post_count: 40,
  last_activity_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  archived: false,
  pinned_for_everyone: false,
  moderators: [],
};

export const questionsPage: QuestionsPage = { data: [question], total: 1, page: 0, size: 20, communities: [] };
export const communitiesPage: CommunitiesPage = { data: [community], total: 1, page: 0, size: 20 };
