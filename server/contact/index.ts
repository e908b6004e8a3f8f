/** What other folders may use of contact: the stored messages (the development hooks list them). */
export { allMessages as allContactMessages } from './store';
