import { assign, type ActorRefFrom } from 'xstate';
import { refusalOf } from './reviews.types';
import { fieldErrorsOf, fragmentOf, reviewFormSetup } from './reviewForm.setup';

export {
  reviewFormSetup,
  KEYWORD_DEBOUNCE_MS,
  fragmentOf,
  fieldErrorsOf,
  type ReviewDraft,
  type ReviewFormInput,
  type ReviewFormContext,
  type ReviewFormEvent,
} from './reviewForm.setup';

/**
 * The review form (issue #31): a rating from 1 to 5 and a text, with keyword suggestions for the
 * word being typed (debounced, then read from /review-keywords), submitted once; a refusal names
 * its fields and keeps what was typed. A saved review can be edited again or deleted after a
 * question. The owner hears `announceSaved` and `announceDeleted` (provided as sendParent or as
 * the page's reload).
 */
export const reviewFormMachine = reviewFormSetup.createMachine({
  id: 'reviewForm',
  context: ({ input }) => ({
    sessionId: input.sessionId,
    conciergeName: input.conciergeName,
    reviewId: input.review?.id ?? null,
    rating: input.review?.rating ?? 0,
    text: input.review?.review_text ?? '',
    keywords: input.review?.keywords ?? [],
    fragment: '',
    suggestions: [],
    fields: {},
    refusal: null,
    saved: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Stars, the text and its keywords; Submit checks both before sending.',
      initial: 'quiet',
      on: {
        'review.rate': {
          actions: assign(({ context, event }) => ({ rating: event.rating, fields: { ...context.fields, rating: undefined } })),
        },
        'review.type': [
          {
            guard: 'is a word to suggest for',
            target: '.waiting',
            reenter: true,
            actions: assign(({ context, event }) => ({
              text: event.text,
              fragment: fragmentOf(event.text),
              fields: { ...context.fields, review_text: undefined },
            })),
          },
          {
            target: '.quiet',
            actions: assign(({ context, event }) => ({
              text: event.text,
              fragment: '',
              suggestions: [],
              fields: { ...context.fields, review_text: undefined },
            })),
          },
        ],
        'review.pickKeyword': {
          guard: 'has room for a keyword',
          target: '.quiet',
          actions: assign(({ context, event }) => ({ keywords: [...context.keywords, event.keyword], suggestions: [] })),
        },
        'review.removeKeyword': {
          actions: assign(({ context, event }) => ({ keywords: context.keywords.filter((k) => k !== event.keyword) })),
        },
        'review.submit': [
          { guard: 'is complete', target: 'submitting' },
          { target: '.quiet', actions: assign(({ context }) => ({ fields: fieldErrorsOf(context), suggestions: [] })) },
        ],
        'review.delete': { guard: 'is saved', target: 'confirmingDelete' },
      },
      states: {
        quiet: {},
        waiting: { after: { keywordDebounce: 'suggesting' } },
        suggesting: {
          tags: ['suggesting'],
          invoke: {
            src: 'suggestKeywords',
            id: 'suggestKeywords',
            input: ({ context }) => ({ text: context.fragment }),
            onDone: {
              target: 'quiet',
              actions: assign(({ context, event }) => ({
                suggestions: event.output.filter((k) => !context.keywords.includes(k)),
              })),
            },
            // Suggestions are a help: without them the form still works.
            onError: { target: 'quiet', actions: assign({ suggestions: [] }) },
          },
        },
      },
    },
    submitting: {
      tags: ['submitting'],
      invoke: {
        src: 'saveReview',
        id: 'saveReview',
        input: ({ context }) => ({
          sessionId: context.sessionId,
          reviewId: context.reviewId,
          rating: context.rating,
          text: context.text.trim(),
          keywords: context.keywords,
        }),
        onDone: {
          target: 'saved',
          actions: [
            assign(({ event }) => ({
              saved: event.output,
              reviewId: event.output.id,
              text: event.output.review_text,
              keywords: event.output.keywords,
              refusal: null,
              fields: {},
            })),
            { type: 'announceSaved', params: ({ event }) => ({ review: event.output }) },
          ],
        },
        onError: {
          target: 'refused',
          actions: assign(({ event }) => {
            const refusal = refusalOf(event.error);
            return { refusal, fields: refusal.fields };
          }),
        },
      },
    },
    refused: {
      description: 'The server said no (or could not be reached): its reasons beside the fields, nothing typed lost.',
      tags: ['refused'],
      on: {
        'review.rate': {
          target: 'editing',
          actions: assign(({ context, event }) => ({ rating: event.rating, fields: { ...context.fields, rating: undefined } })),
        },
        'review.type': {
          target: 'editing',
          actions: assign(({ context, event }) => ({ text: event.text, fields: { ...context.fields, review_text: undefined } })),
        },
        'review.submit': { guard: 'is complete', target: 'submitting' },
        'review.delete': { guard: 'is saved', target: 'confirmingDelete' },
      },
    },
    saved: {
      description: 'Thanks: the review is saved and shown; Edit opens it again.',
      tags: ['saved'],
      on: { 'review.edit': 'editing', 'review.delete': 'confirmingDelete' },
    },
    confirmingDelete: {
      description: 'Delete this review? It cannot be undone.',
      tags: ['confirmingDelete'],
      on: { 'review.confirmDelete': 'deleting', 'review.cancelDelete': 'editing' },
    },
    deleting: {
      tags: ['deleting'],
      invoke: {
        src: 'deleteReview',
        id: 'deleteReview',
        input: ({ context }) => ({ reviewId: context.reviewId! }),
        onDone: {
          target: 'deleted',
          actions: { type: 'announceDeleted', params: ({ context }) => ({ reviewId: context.reviewId! }) },
        },
        onError: { target: 'refused', actions: assign(({ event }) => ({ refusal: refusalOf(event.error), fields: {} })) },
      },
    },
    deleted: { description: 'The review is gone; the session can be reviewed again.', tags: ['deleted'], type: 'final' },
  },
});

export type ReviewFormActorRef = ActorRefFrom<typeof reviewFormMachine>;
