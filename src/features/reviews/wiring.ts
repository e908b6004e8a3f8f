import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { conciergeFaqMachine } from '../../../machines/reviews/conciergeFaq.machine';
import { faqEditorMachine } from '../../../machines/reviews/faqEditor.machine';
import { reviewFormMachine } from '../../../machines/reviews/reviewForm.machine';
import { reviewsListMachine } from '../../../machines/reviews/reviewsList.machine';
import type { Review } from '../../../machines/reviews/reviews.types';
import { useAppSystem } from '../../system/context';

/*
 * The reviews flows with their service (src/services/reviews.ts), which loads with the reviews
 * and FAQ pages and the concierge cards (deps.api().reviews()), not with /dashboard.
 */

function useReviews() {
  const { api } = useAppSystem();
  return useMemo(() => async () => (await api()).reviews(), [api]);
}

export function useReviewsListLogic() {
  const service = useReviews();
  return useMemo(
    () =>
      reviewsListMachine.provide({
        actors: {
          loadPage: fromPromise(async ({ input, signal }) => (await service()).page(input.type, input.page, { signal })),
        },
      }),
    [service],
  );
}

/** The form; `onSaved` and `onDeleted` are the page's (it reads its list again). */
export function useReviewFormLogic(on: { saved: (review: Review) => void; deleted: (reviewId: number) => void }) {
  const service = useReviews();
  const { saved, deleted } = on;
  return useMemo(
    () =>
      reviewFormMachine.provide({
        actors: {
          suggestKeywords: fromPromise(async ({ input, signal }) => (await service()).keywords(input.text, signal)),
          saveReview: fromPromise(async ({ input }) => (await service()).save(input)),
          deleteReview: fromPromise(async ({ input }) => (await service()).remove(input.reviewId)),
        },
        actions: {
          announceSaved: (_, { review }) => saved(review),
          announceDeleted: (_, { reviewId }) => deleted(reviewId),
        },
      }),
    [service, saved, deleted],
  );
}

export function useFaqEditorLogic() {
  const service = useReviews();
  return useMemo(
    () =>
      faqEditorMachine.provide({
        actors: {
          loadFaqs: fromPromise(async ({ signal }) => (await service()).ownFaqs(signal)),
          changeFaqs: fromPromise(async ({ input }) => (await service()).changeFaqs(input)),
        },
      }),
    [service],
  );
}

export function useConciergeFaqLogic() {
  const service = useReviews();
  return useMemo(
    () =>
      conciergeFaqMachine.provide({
        actors: {
          loadFaqs: fromPromise(async ({ input, signal }) => (await service()).conciergeFaqs(input.conciergeId, signal)),
        },
      }),
    [service],
  );
}
