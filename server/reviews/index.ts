/** What other features use of reviews: the review columns of a concierge query, and badges after a session. */
export { awardBadges } from './award';
export { conciergeReviewColumns } from './store';
export { registerReviewKeywords, registerReviews } from './routes';
export { REVIEWS_SCHEMA, REVIEWS_TABLES } from './schema';
export { seedReviewsIfEmpty } from './seed';
/** A concierge's badges with their descriptions: the own profile shows them (server/connections). */
export { badgesOf } from './store';
export { descriptionOf } from './badges';
