import { HTTPError, type KyInstance } from 'ky';
import * as contract from '../../contract/reviews';
import {
  ReviewsRefused,
  type Faq,
  type FieldErrors,
  type Review,
  type ReviewField,
  type ReviewPage,
} from '../../machines/reviews/reviews.types';
import type { ReviewDraft } from '../../machines/reviews/reviewForm.machine';
import type { FaqChange } from '../../machines/reviews/faqEditor.machine';
import { call } from './call';
import { answeredCall, type ServerRefusal } from './refusal';

/*
 * Reviews, review keywords, badges and the concierge FAQ (SPEC §7, contract/reviews.ts). Loaded
 * with the reviews and FAQ pages and the concierge cards (deps.api().reviews()), so /dashboard
 * does not carry them.
 */

const SERVICE = 'reviews';
const FIELDS: readonly ReviewField[] = ['rating', 'review_text', 'keywords', 'question', 'answer'];

/** A 400's fields (`body.review_text` → review_text), each with the server's words. */
async function fieldsOf(error: unknown): Promise<FieldErrors> {
  if (!(error instanceof HTTPError) || error.response.status !== 400) return {};
  const body = (await error.response
    .clone()
    .json()
    .catch(() => null)) as { issues?: { path?: string; message?: string }[] } | null;
  const fields: FieldErrors = {};
  for (const issue of body?.issues ?? []) {
    const name = issue.path?.split('.')[1] as ReviewField | undefined;
    if (name && FIELDS.includes(name) && !fields[name]) fields[name] = issue.message ?? '';
  }
  return fields;
}

/**
 * A refusal (a 4xx with a reason) is thrown as ReviewsRefused, with the fields a 400 names and
 * no report; anything else is reported once (SPEC §8) and becomes "couldn't reach reviews".
 */
async function answered<T>(name: string, run: () => Promise<T>): Promise<T> {
  let fields: FieldErrors = {};
  return answeredCall(
    { service: SERVICE, call: name },
    async () => {
      try {
        return await run();
      } catch (error) {
        fields = await fieldsOf(error);
        throw error;
      }
    },
    {
      refused: (r: ServerRefusal) => new ReviewsRefused({ code: r.error ?? String(r.status), message: r.message, fields }),
      unavailable: () => new Error('unavailable'),
    },
  );
}

export function createReviews(http: KyInstance) {
  return {
    /** GET /mentor-session-reviews?type&page&size=10 (SPEC §9: pages of 10 from 0). */
    async page(
      type: contract.ReviewListType,
      page: number,
      options: { mentorId?: number; signal?: AbortSignal } = {},
    ): Promise<ReviewPage> {
      return answered('page', async () => {
        const { data } = await call(http, contract.listReviews, {
          query: { type, page, size: contract.REVIEWS_PAGE_SIZE, ...(options.mentorId ? { mentorId: options.mentorId } : {}) },
          ...(options.signal ? { signal: options.signal } : {}),
        });
        return {
          items: data.data,
          total: data.total,
          average: data.average ?? null,
          count: data.count ?? null,
          awaiting: data.awaiting ?? [],
        };
      });
    },
    /** POST (a new review) or PUT (the reader's own) /mentor-session-reviews. */
    async save(draft: ReviewDraft): Promise<Review> {
      const body = { rating: draft.rating, review_text: draft.text, keywords: draft.keywords };
      return answered('save', async () =>
        draft.reviewId === null
          ? (await call(http, contract.createReview, { body: { ...body, session_id: draft.sessionId } })).data
          : (await call(http, contract.updateReview, { params: { id: draft.reviewId }, body })).data,
      );
    },
    async remove(reviewId: number): Promise<void> {
      await answered('remove', () => call(http, contract.deleteReview, { params: { id: reviewId } }));
    },
    /** POST /public/static-data/v1/review-keywords: suggestions for the word being typed. */
    async keywords(text: string, signal?: AbortSignal): Promise<string[]> {
      return answered('keywords', async () =>
        (await call(http, contract.reviewKeywords, { body: { search_text: text }, ...(signal ? { signal } : {}) })).data.map(
          (k) => k.keyword,
        ),
      );
    },
    async badges(conciergeId: number, signal?: AbortSignal) {
      return answered(
        'badges',
        async () => (await call(http, contract.badges, { params: { id: conciergeId }, ...(signal ? { signal } : {}) })).data,
      );
    },
    async conciergeFaqs(conciergeId: number, signal?: AbortSignal): Promise<Faq[]> {
      return answered(
        'conciergeFaqs',
        async () =>
          (await call(http, contract.conciergeFaqs, { params: { id: conciergeId }, ...(signal ? { signal } : {}) })).data,
      );
    },
    async ownFaqs(signal?: AbortSignal): Promise<Faq[]> {
      return answered('ownFaqs', async () => (await call(http, contract.ownFaqs, signal ? { signal } : {})).data);
    },
    /** One change to the concierge's FAQ; each answers the whole list in order. */
    async changeFaqs(change: FaqChange): Promise<Faq[]> {
      return answered('changeFaqs', async () => {
        switch (change.kind) {
          case 'add':
            return (await call(http, contract.addFaq, { body: change.draft })).data;
          case 'update':
            return (await call(http, contract.updateFaq, { params: { id: change.id }, body: change.draft })).data;
          case 'delete':
            return (await call(http, contract.deleteFaq, { params: { id: change.id } })).data;
          case 'order':
            return (await call(http, contract.orderFaqs, { body: { ids: change.ids } })).data;
        }
      });
    },
  };
}
export type Reviews = ReturnType<typeof createReviews>;
