import type { Note, NoteSort } from './notes';

/**
 * SPEC §4: pinned first; then newest (the default), oldest, or by title ("Session Note" for an
 * untitled note). The order the notes lists answer in, and the order the page keeps after a pin.
 */
export function sortNotes<N extends Pick<Note, 'id' | 'is_pinned' | 'created_at' | 'note_title'>>(
  notes: readonly N[],
  sortBy: NoteSort = 'newest',
): N[] {
  const time = (n: N) => Date.parse(n.created_at);
  const title = (n: N) => (n.note_title?.trim() || 'Session Note').toLocaleLowerCase('en-GB');
  return [...notes].sort((a, b) => {
    if (a.is_pinned !== b.is_pinned) return a.is_pinned ? -1 : 1;
    if (sortBy === 'title') return title(a).localeCompare(title(b), 'en-GB') || time(b) - time(a) || b.id - a.id;
    const byTime = sortBy === 'oldest' ? time(a) - time(b) : time(b) - time(a);
    return byTime || (sortBy === 'oldest' ? a.id - b.id : b.id - a.id);
  });
}
