import { setup } from 'xstate';
import { DELAYS } from '../domain/constants';
import { unprovided, unprovidedPromise } from '../domain/placeholder';
import { REVIEW_LIMITS, type FieldErrors, type Review, type ReviewsRefusal } from './reviews.types';

/** What the form saves: a new review of a session, or changes to the reader's own review. */
export interface ReviewDraft {
  sessionId: number;
  reviewId: number | null;
  rating: number;
  text: string;
  keywords: string[];
}

export interface ReviewFormInput {
  sessionId: number;
  /** Who the session was with, for the form's title. */
  conciergeName: string;
  /** Editing: the review as it stands. */
  review?: Review;
}

export interface ReviewFormContext extends ReviewDraft {
  conciergeName: string;
  /** The word being typed, whose keywords are suggested. */
  fragment: string;
  suggestions: string[];
  fields: FieldErrors;
  refusal: ReviewsRefusal | null;
  saved: Review | null;
}

export type ReviewFormEvent =
  | { type: 'review.rate'; rating: number }
  | { type: 'review.type'; text: string }
  | { type: 'review.pickKeyword'; keyword: string }
  | { type: 'review.removeKeyword'; keyword: string }
  | { type: 'review.submit' }
  | { type: 'review.edit' }
  | { type: 'review.delete' }
  | { type: 'review.confirmDelete' }
  | { type: 'review.cancelDelete' };

/** SPEC §9: suggestions wait 300 ms after the last key. */
export const KEYWORD_DEBOUNCE_MS = DELAYS.debounce;
/** Suggestions start from the second letter of a word. */
const MIN_FRAGMENT = 2;

/** The word at the end of the text: what a keyword would complete. */
export const fragmentOf = (text: string) => /(\p{L}+)$/u.exec(text)?.[1] ?? '';

/** What the form would refuse before asking the server (the server checks the same, and more). */
export function fieldErrorsOf(d: Pick<ReviewDraft, 'rating' | 'text'>): FieldErrors {
  const fields: FieldErrors = {};
  if (d.rating < 1 || d.rating > 5) fields.rating = 'Choose a rating from 1 to 5 stars.';
  const length = d.text.trim().length;
  if (length < REVIEW_LIMITS.textMin) fields.review_text = `Write at least ${REVIEW_LIMITS.textMin} characters.`;
  else if (length > REVIEW_LIMITS.textMax) fields.review_text = `Keep it to ${REVIEW_LIMITS.textMax} characters.`;
  return fields;
}

/**
 * What reviewForm.machine.ts is made of: its types, its effects' placeholders (the wiring provides them),
 * its actions and guards.
 */
export const reviewFormSetup = setup({
  types: {
    tags: {} as 'suggesting' | 'submitting' | 'saved' | 'refused' | 'confirmingDelete' | 'deleting' | 'deleted',
    context: {} as ReviewFormContext,
    input: {} as ReviewFormInput,
    events: {} as ReviewFormEvent,
  },
  actors: {
    // POST /review-keywords, provided in src/features/reviews/wiring.ts.
    suggestKeywords: unprovidedPromise<string[], { text: string }>('reviews', 'suggestKeywords'),
    // POST or PUT /mentor-session-reviews.
    saveReview: unprovidedPromise<Review, ReviewDraft>('reviews', 'saveReview'),
    // DELETE /mentor-session-reviews/{id}.
    deleteReview: unprovidedPromise<void, { reviewId: number }>('reviews', 'deleteReview'),
  },
  actions: {
    announceSaved: (_, _params: { review: Review }) => unprovided('reviews', 'announceSaved'),
    announceDeleted: (_, _params: { reviewId: number }) => unprovided('reviews', 'announceDeleted'),
  },
  delays: { keywordDebounce: KEYWORD_DEBOUNCE_MS },
  guards: {
    'is complete': ({ context }) => Object.keys(fieldErrorsOf(context)).length === 0,
    'is a word to suggest for': ({ event }) => event.type === 'review.type' && fragmentOf(event.text).length >= MIN_FRAGMENT,
    'has room for a keyword': ({ context, event }) =>
      event.type === 'review.pickKeyword' &&
      context.keywords.length < REVIEW_LIMITS.keywords &&
      !context.keywords.includes(event.keyword),
    'is saved': ({ context }) => context.reviewId !== null,
  },
});
