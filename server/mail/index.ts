/** What other folders may use of mail: the mailer, and sending an address its verification link. */
export type { Mailer } from './mailer';
export { sendVerification } from './email-verification';
