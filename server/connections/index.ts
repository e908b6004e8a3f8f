/** What other features use of connections: its routes, schema, and the pending invitation count. */
export { registerConnections } from './routes';
export { CONNECTIONS_SCHEMA, CONNECTIONS_TABLES } from './schema';
export { pendingInvitations } from './store';
export { whyNotReachable } from './privacy';
export { registerProfilePictureFiles } from './profile-routes';
