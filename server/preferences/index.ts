/** What the server's composition uses of the person's preferences: routes, tables, and each person's notification choices for the senders. */
export { registerPreferences } from './routes';
export { PREFERENCES_SCHEMA, PREFERENCES_TABLES } from './schema';
export { notificationChoicesOf } from './store';
/** The digest job's run, for the development hook that runs it on demand (server/dev). */
export { sendDueDigests } from './digest';
