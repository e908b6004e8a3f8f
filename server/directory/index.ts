/** What the server's composition uses of the directory: its routes, tables and seed. */
export { registerDirectory, registerPublicDirectory } from './routes';
export { DIRECTORY_SCHEMA, DIRECTORY_TABLES } from './schema';
export { seedDirectoryIfEmpty } from './seed';
