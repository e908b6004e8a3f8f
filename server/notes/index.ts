export { registerNotes } from './routes';
export { NOTES_SCHEMA, NOTES_TABLES } from './schema';
export { seedNotesIfEmpty } from './seed';
// Favorites (server/favorites) lists and removes a person's bookmarks of notes.
export { bookmarkedNotes, removeBookmark as removeNoteBookmark, type BookmarkedNoteRow } from './store';
