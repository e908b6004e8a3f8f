/** What the server's composition uses of Ask Nora: its routes, tables and the model setting. */
export { registerNora } from './routes';
export { NORA_SCHEMA, NORA_TABLES } from './schema';
export { NoraSettings, modelFromEnv, type ModelConfig } from './settings';
