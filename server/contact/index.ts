/** What other folders may use of contact: a stored message's row (the dev inbox reads them). */
export type { ContactMessageRow } from './routes';
