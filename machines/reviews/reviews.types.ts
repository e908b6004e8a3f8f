import type { AwaitingReview, Faq, Review } from '../../contract/reviews';
import type { Refusal } from '../domain/refusal';

export type { AwaitingReview, Badge, Faq, Review, ReviewListType } from '../../contract/reviews';
export { FAQ_LIMITS, REVIEW_LIMITS, REVIEWS_PAGE_SIZE } from '../../contract/reviews';

/** The fields a refusal can point at, for the message beside each. */
export type ReviewField = 'rating' | 'review_text' | 'keywords' | 'question' | 'answer';
export type FieldErrors = Partial<Record<ReviewField, string>>;

/** Why the server said no, and, for a 400, which fields and why. */
export interface ReviewsRefusal extends Refusal {
  fields: FieldErrors;
}

/** What a reviews call rejects with (src/services/reviews.ts makes it from the server's answer). */
export class ReviewsRefused extends Error {
  constructor(readonly refusal: ReviewsRefusal) {
    super(refusal.message);
    this.name = 'ReviewsRefused';
  }
}

/**
 * "Couldn't reach reviews": kept here, not in machines/domain/refusal.ts's UNAVAILABLE, so its
 * words load with the reviews pages and not with /dashboard.
 */
export const REVIEWS_UNAVAILABLE: ReviewsRefusal = {
  code: 'unavailable',
  message: "We couldn't reach reviews. Nothing you wrote is lost: try again.",
  fields: {},
};

/** The refusal an actor's error carries, or "couldn't reach reviews" with no field named. */
export const refusalOf = (error: unknown): ReviewsRefusal =>
  (error as { refusal?: ReviewsRefusal } | null | undefined)?.refusal ?? REVIEWS_UNAVAILABLE;

/** A page of reviews as the list reads it. */
export interface ReviewPage {
  items: Review[];
  total: number;
  /** RECEIVED: the concierge's average (one place) and count. */
  average: number | null;
  count: number | null;
  /** GIVEN: completed sessions awaiting a review. */
  awaiting: AwaitingReview[];
}

export type FaqList = Faq[];
