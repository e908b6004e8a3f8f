/** What the server's composition uses of the person's own account: its routes and its tables. */
export { registerAccount } from './routes';
export { ACCOUNT_SCHEMA, ACCOUNT_TABLES } from './schema';
