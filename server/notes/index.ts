export { registerNotes } from './routes';
export { NOTES_SCHEMA, NOTES_TABLES } from './schema';
export { seedNotesIfEmpty } from './seed';
