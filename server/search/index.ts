/** What other folders may use of search: the words a request is made of (voice). The text searched is contract/search.ts's. */
export { CONDITIONS } from './conditions';
export { FAMILY, NEARBY, REQUEST_LEADS } from './request';
/** The directory's seed adds providers: their words join the typo lexicon. */
export { REFRESH_LEXICON } from './schema';
/** Ask Nora reads the place of a provider question as search reads a request's. */
export { understandFor } from './understanding';
export type { Place } from './request';
