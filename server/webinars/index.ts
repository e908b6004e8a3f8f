/** What the server's composition uses of the webinars: their tables and routes. */
export { registerWebinars } from './routes';
export { WEBINARS_SCHEMA, WEBINARS_TABLES } from './schema';
