export { registerNotes } from './routes';
export { NOTES_SCHEMA, NOTES_TABLES } from './schema';
export { seedNotesIfEmpty } from './seed';
// Favorites (server/favorites) lists and removes a person's bookmarks of notes.
// The data export opens note bodies sealed at rest (issue #62).
export { openBody as openNoteBody } from './store';
export { bookmarkedNotes, removeBookmark as removeNoteBookmark, type BookmarkedNoteRow } from './store';
