/** What other folders may use of search: the text searched (booking), and the words a request is made of (voice). */
export { searchText } from './query';
export { CONDITIONS } from './conditions';
export { FAMILY, NEARBY, REQUEST_LEADS } from './request';
