import type { AdminQuestion, QuestionFilter } from '../../contract/admin-questions';
import { reasonedListMachine, type ReasonedListEvent } from './reasonedList.machine';

/**
 * /admin-questions (issue #36): the questions unanswered for days, or reported, as the server pages
 * them; an action on one (close, reopen, move to a community, accept an answer) is confirmed with
 * a reason before anything is sent, then the list is read again. A refusal keeps the reason.
 * The same machine as /admin-communities' (reasonedList.machine.ts), with its own filters and actions.
 */
export interface QuestionsFilters {
  filter: QuestionFilter;
  page: number;
}

export interface QuestionsPage {
  data: AdminQuestion[];
  total: number;
  page: number;
  size: number;
  communities: { community_id: number; community_name: string }[];
}

export type QuestionAction =
  | { kind: 'close'; postId: number }
  | { kind: 'reopen'; postId: number }
  | { kind: 'move'; postId: number; communityId: number }
  | { kind: 'accept'; postId: number; commentId: number };

export type QuestionsEvent = ReasonedListEvent<QuestionsFilters, QuestionAction>;

const DONE: Record<QuestionAction['kind'], string> = {
  close: 'Closed the question.',
  reopen: 'Reopened the question.',
  move: 'Moved the question.',
  accept: 'Marked the accepted answer.',
};

/** /admin-questions' list: unanswered questions first, as an administrator most often wants them. */
export const questionsMachine = reasonedListMachine<QuestionsFilters, QuestionAction, QuestionsPage>('questions', {
  first: { filter: 'unanswered', page: 0 },
  done: DONE,
});
