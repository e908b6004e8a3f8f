/** What the server's composition and the other features use of the access log (issue #62). */
export { registerAccessLog } from './routes';
export { recordAccess } from './store';
export { ACCESS_LOG_SCHEMA, ACCESS_LOG_TABLES } from './schema';
export { announceAccess } from './announce';
