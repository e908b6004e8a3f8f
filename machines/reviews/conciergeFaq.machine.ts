import { assign, setup } from 'xstate';
import { unprovidedPromise } from '../domain/placeholder';
import { refusalOf, type Faq, type ReviewsRefusal } from './reviews.types';

/**
 * A concierge's FAQ on their card when booking (issue #31): read when the person opens it, once;
 * a failure offers Try again.
 */
export const conciergeFaqMachine = setup({
  types: {
    tags: {} as 'loading' | 'error',
    context: {} as { conciergeId: number; faqs: Faq[] | null; refusal: ReviewsRefusal | null },
    input: {} as { conciergeId: number },
    events: {} as { type: 'faq.open' } | { type: 'faq.retry' },
  },
  actors: {
    // GET /mentor-booking/mentors/{id}/faqs, provided in src/features/reviews/wiring.ts.
    loadFaqs: unprovidedPromise<Faq[], { conciergeId: number }>('reviews', 'loadFaqs'),
  },
}).createMachine({
  id: 'conciergeFaq',
  context: ({ input }) => ({ conciergeId: input.conciergeId, faqs: null, refusal: null }),
  initial: 'closed',
  states: {
    closed: { on: { 'faq.open': 'loading' } },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadFaqs',
        id: 'loadFaqs',
        input: ({ context }) => ({ conciergeId: context.conciergeId }),
        onDone: { target: 'loaded', actions: assign(({ event }) => ({ faqs: event.output, refusal: null })) },
        onError: { target: 'failed', actions: assign(({ event }) => ({ refusal: refusalOf(event.error) })) },
      },
    },
    loaded: {},
    failed: { tags: ['error'], on: { 'faq.retry': 'loading' } },
  },
});
