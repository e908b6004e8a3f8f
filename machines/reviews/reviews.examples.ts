import type { Faq, Review } from './reviews.types';

/** Example answers for the model tests and the gallery. */
export const exampleReview = (id: number, rating = 5): Review => ({
  id,
  session_id: 100 + id,
  rating,
  review_text: 'Clear advice about the referral, and a plan.',
  keywords: ['Helpful'],
  created_at: '2025-03-05T10:00:00.000Z',
  updated_at: null,
  session_start: '2025-03-04T15:00:00.000Z',
  reviewer: { user_id: 7, display_name: 'Maya T.', profile_picture: null },
  concierge: { user_id: 9, display_name: 'Jordan Lee' },
});

export const exampleFaqs: Faq[] = [
  { id: 1, question: 'What should I prepare?', answer: 'Your questions.', position: 0 },
  { id: 2, question: 'Can both parents join?', answer: 'Yes.', position: 1 },
];
