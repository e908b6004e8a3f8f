/** What the server's composition uses of the directory: its routes, tables and seed. */
export { registerDirectory, registerPublicDirectory } from './routes';
export { DIRECTORY_SCHEMA, DIRECTORY_TABLES } from './schema';
export { seedDirectoryIfEmpty } from './seed';
/** Ask Nora (server/nora) answers "a speech therapist near 02139 who takes Medicaid" with the same query. */
export { centroidNear, centroidOf, search as searchProviders, type ListedRow } from './store';
/** Favorites lists and removes a person's saved providers. */
export { savedProvidersOf, unsaveProvider } from './saved-store';
