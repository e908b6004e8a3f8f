/** What the server's composition uses of the resource hub: its routes, its tables and its seed. */
export { registerResources } from './routes';
export { RESOURCES_SCHEMA, RESOURCES_TABLES } from './schema';
export { seedResourcesIfEmpty } from './seed';
