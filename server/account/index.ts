/** What the server's composition uses of the person's own account: its routes and tables, and the scheduled deletion the sign-in asks about. */
export { registerAccount } from './routes';
export { ACCOUNT_SCHEMA, ACCOUNT_TABLES } from './schema';
export { cancelDeletion, scheduledDeletion } from './deletion';
