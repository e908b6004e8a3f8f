import { DEFAULT_NOTE_TITLE, NOTE_TAB, type NoteType } from '../../contract/notes';
import type { Favorite, FavoriteKind } from '../../contract/favorites';
import type { Queryable } from '../db/database';
import { bookmarkedNotes, removeNoteBookmark } from '../notes';
import { bookmarkedArticles, removeArticleBookmark } from '../resources';
import { bookmarksOf, deleteBookmark } from '../community';
import { savedProvidersOf, unsaveProvider } from '../directory';
import { labelOf, SERVICES } from '../../contract/directory';

/**
 * Where each kind of bookmark lives: one entry per group of contract/favorites.ts's
 * FAVORITE_GROUPS (the `satisfies` below fails to compile until a new group has its source).
 * Every function takes the signed-in person's own id, and reads or removes only their rows.
 */
export interface FavoriteSource {
  /** The person's bookmarks of this kind, most recently saved first, at most `limit`. */
  list(db: Queryable, userId: number, limit: number): Promise<Favorite[]>;
  /** Removes the person's own bookmark of that thing; false when they have none. */
  remove(db: Queryable, userId: number, sourceId: string): Promise<boolean>;
}

/** A numeric id from a path (a note's, a community's, a provider's), or null. */
const noteId = (sourceId: string) => (/^\d{1,9}$/.test(sourceId) ? Number(sourceId) : null);

export const SOURCES = {
  notes: {
    async list(db, userId, limit) {
      return (await bookmarkedNotes(db, userId, limit)).map((n) => {
        const noteType: NoteType = n.author_id !== userId ? 'shared_with_me' : n.is_shared ? 'shared_by_me' : 'personal';
        return {
          kind: 'notes',
          source_id: String(n.id),
          title: n.note_title?.trim() || DEFAULT_NOTE_TITLE,
          detail:
            noteType === 'shared_with_me'
              ? `Shared with you by ${n.author_name}`
              : noteType === 'shared_by_me'
                ? 'A session note you shared'
                : 'Your note',
          href: `/mentorship/notes?noteId=${n.id}&noteType=${noteType}&tab=${NOTE_TAB[noteType]}`,
          bookmarked_at: n.bookmarked_at,
        };
      });
    },
    async remove(db, userId, sourceId) {
      const id = noteId(sourceId);
      return id !== null && removeNoteBookmark(db, userId, id);
    },
  },
  articles: {
    async list(db, userId, limit) {
      return (await bookmarkedArticles(db, userId, limit)).map((a) => ({
        kind: 'articles',
        source_id: a.slug,
        title: a.title,
        detail: `${a.reading_minutes} min read`,
        href: `/resource-hub/${encodeURIComponent(a.slug)}`,
        bookmarked_at: a.bookmarked_at,
      }));
    },
    async remove(db, userId, slug) {
      // The hub's own call answers "no such article" only; here "no such bookmark of yours" is the 404.
      const mine = await bookmarkedArticles(db, userId, 10_000);
      return mine.some((a) => a.slug === slug) && removeArticleBookmark(db, userId, slug);
    },
  },
  // Community bookmarks (SPEC §3 source_type COMMUNITY): a post the reader may no longer see is left out by bookmarksOf.
  communities: {
    async list(db, userId, limit) {
      return (await bookmarksOf(db, userId, limit))
        .filter((b) => b.sub_source_type === 'COMMUNITY')
        .map((b) => ({
          kind: 'communities',
          source_id: String(b.source_id),
          title: b.title,
          detail: null,
          href: `/community/overview/${b.source_id}`,
          bookmarked_at: new Date(b.created_at).toISOString(),
        }));
    },
    async remove(db, userId, sourceId) {
      const id = noteId(sourceId);
      return id !== null && deleteBookmark(db, userId, { kind: 'COMMUNITY', source_id: id });
    },
  },
  posts: {
    async list(db, userId, limit) {
      return (await bookmarksOf(db, userId, limit))
        .filter((b) => b.sub_source_type === 'POST')
        .map((b) => ({
          kind: 'posts',
          source_id: String(b.source_id),
          title: b.title,
          detail: `${b.kind === 'QUESTION' ? 'A question' : 'A post'} in ${b.community_name}`,
          href: `/community/${b.source_id}`,
          bookmarked_at: new Date(b.created_at).toISOString(),
        }));
    },
    async remove(db, userId, sourceId) {
      const id = noteId(sourceId);
      return id !== null && deleteBookmark(db, userId, { kind: 'POST', source_id: id });
    },
  },
  // Saved providers (issue #63.9): Save on a provider's page or a directory result.
  providers: {
    async list(db, userId, limit) {
      return (await savedProvidersOf(db, userId, limit)).map((p) => ({
        kind: 'providers',
        source_id: String(p.therapy_provider_id),
        title: p.name,
        detail: [p.services.map((k) => labelOf(SERVICES, k)).join(', '), `${p.city}, ${p.state}`].filter(Boolean).join(' · '),
        href: `/directory-item/${p.therapy_provider_id}`,
        bookmarked_at: p.saved_at,
      }));
    },
    async remove(db, userId, sourceId) {
      const id = noteId(sourceId);
      return id !== null && unsaveProvider(db, userId, id);
    },
  },
} satisfies Record<FavoriteKind, FavoriteSource>;
