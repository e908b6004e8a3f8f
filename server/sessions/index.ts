/** What the server's composition uses of Sessions: its routes, its table, and what sign-in and token checks record. */
export { registerSessions } from './routes';
export { recordSignIn, touch as touchSession } from './store';
export { SESSIONS_SCHEMA, SESSIONS_TABLES } from './schema';
