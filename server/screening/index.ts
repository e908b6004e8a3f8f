/** What the server's composition uses of screening: its routes and its tables. */
export { registerScreening } from './routes';
export { SCREENING_SCHEMA, SCREENING_TABLES } from './schema';
