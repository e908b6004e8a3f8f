/** What other folders use of administration: its routes, its tables, the member-data hook, and the suspension sign-in asks. */
export { registerAdmin } from './routes';
export { keepAdministratorsOut } from './access';
export { activeSuspension } from './store';
export { ADMIN_SCHEMA, ADMIN_TABLES } from './schema';
