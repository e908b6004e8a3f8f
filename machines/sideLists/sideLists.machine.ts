import { assign, setup, type ActorRefFrom } from 'xstate';
import { unprovidedPromise } from '../domain/placeholder';
import { LIMITS } from '../domain/constants';

/** SPEC §3 community in menu. */
export interface MenuCommunity {
  community_id: string | number;
  community_name: string;
  image_url: string | null;
  is_pinned: boolean;
}

export type NoteType = 'personal' | 'shared_by_me' | 'shared_with_me';

/** SPEC §3 note, as the notes list returns it. */
export interface NoteRecord {
  id: string | number;
  note_title: string | null;
  created_at: string;
  is_pinned: boolean;
}
export type MyNotes = Record<NoteType, NoteRecord[]>;

/** A note as the side menu shows it. */
export interface MenuNote {
  id: string;
  title: string;
  createdAt: string;
  pinned: boolean;
  noteType: NoteType;
  /** SPEC §2: tab 1 personal, 2 shared_by_me, 3 shared_with_me. */
  tab: 1 | 2 | 3;
}

export const DEFAULT_NOTE_TITLE = 'Session Note';
const NOTE_TAB: Record<NoteType, 1 | 2 | 3> = { personal: 1, shared_by_me: 2, shared_with_me: 3 };

/** SPEC §4/§9: pinned communities first, at most 10. */
export function menuCommunities(list: MenuCommunity[]): MenuCommunity[] {
  return list
    .map((c, index) => ({ c, index }))
    .sort((a, b) => Number(b.c.is_pinned) - Number(a.c.is_pinned) || a.index - b.index)
    .map(({ c }) => c)
    .slice(0, LIMITS.myCommunitiesMax);
}

/** SPEC §4: pinned notes first, then newest first; untitled notes are "Session Note". */
export function menuNotes(notes: MyNotes): MenuNote[] {
  const time = (iso: string) => {
    const t = Date.parse(iso);
    return Number.isNaN(t) ? 0 : t;
  };
  return (Object.keys(NOTE_TAB) as NoteType[])
    .flatMap((noteType) =>
      (notes[noteType] ?? []).map((n) => ({
        id: String(n.id),
        title: n.note_title?.trim() || DEFAULT_NOTE_TITLE,
        createdAt: n.created_at,
        pinned: n.is_pinned,
        noteType,
        tab: NOTE_TAB[noteType],
      })),
    )
    .sort((a, b) => Number(b.pinned) - Number(a.pinned) || time(b.createdAt) - time(a.createdAt));
}

export type SideListsEvent =
  /** Community mode is on screen for this user: load My Communities unless already loaded for them. */
  | { type: 'communities.request'; userId: number }
  /** A community was joined, left, pinned or created: read My Communities again. */
  | { type: 'communities.refresh' }
  /** Mentorship mode is on screen for this user: load My Notes unless already loaded for them. */
  | { type: 'notes.request'; userId: number }
  /** A note was written, pinned, deleted or shared somewhere: read My Notes again, keeping the list shown. */
  | { type: 'notes.refresh' };

export interface SideListsContext {
  communitiesFor: number | null;
  communities: MenuCommunity[];
  notesFor: number | null;
  notes: MenuNote[];
}

/**
 * The side menu's lists (SPEC §2): My Communities in community mode and My Notes
 * in mentorship mode. Each loads on first request for a user and is kept; a
 * failure shows an empty list (the service has reported it) and is retried on
 * the next request.
 */
export const sideListsMachine = setup({
  types: {
    context: {} as SideListsContext,
    events: {} as SideListsEvent,
    tags: {} as 'communities loading' | 'notes loading',
  },
  actors: {
    // The search-engine and user-manager services, provided in src/features/sideLists/wiring.ts.
    loadMyCommunities: unprovidedPromise<MenuCommunity[], { userId: number }>('sideLists', 'loadMyCommunities'),
    loadMyNotes: unprovidedPromise<MyNotes, { userId: number }>('sideLists', 'loadMyNotes'),
  },
  guards: {
    'another user': (_, params: { loadedFor: number | null; userId: number }) => params.loadedFor !== params.userId,
  },
}).createMachine({
  id: 'sideLists',
  description: 'My Communities (at most 10, pinned first) and My Notes (pinned, then newest) for the side menu.',
  context: { communitiesFor: null, communities: [], notesFor: null, notes: [] },
  type: 'parallel',
  states: {
    communities: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'communities.request': {
              target: 'loading',
              actions: assign({ communitiesFor: ({ event }) => event.userId, communities: [] }),
            },
          },
        },
        loading: {
          tags: ['communities loading'],
          invoke: {
            src: 'loadMyCommunities',
            id: 'loadMyCommunities',
            input: ({ context }) => ({ userId: context.communitiesFor ?? 0 }),
            onDone: { target: 'loaded', actions: assign({ communities: ({ event }) => menuCommunities(event.output) }) },
            onError: { target: 'failed', actions: assign({ communities: [] }) },
          },
          on: { 'communities.refresh': { target: 'loading', reenter: true } },
        },
        loaded: {
          on: {
            'communities.refresh': 'loading',
            'communities.request': {
              guard: {
                type: 'another user',
                params: ({ context, event }) => ({ loadedFor: context.communitiesFor, userId: event.userId }),
              },
              target: 'loading',
              actions: assign({ communitiesFor: ({ event }) => event.userId, communities: [] }),
            },
          },
        },
        failed: {
          description: 'The list could not be loaded: shown empty, tried again on the next request.',
          on: {
            'notes.refresh': 'loading',
            'communities.refresh': 'loading',
            'communities.request': {
              target: 'loading',
              actions: assign({ communitiesFor: ({ event }) => event.userId, communities: [] }),
            },
          },
        },
      },
    },
    notes: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'notes.request': { target: 'loading', actions: assign({ notesFor: ({ event }) => event.userId, notes: [] }) },
          },
        },
        loading: {
          tags: ['notes loading'],
          invoke: {
            src: 'loadMyNotes',
            id: 'loadMyNotes',
            input: ({ context }) => ({ userId: context.notesFor ?? 0 }),
            onDone: { target: 'loaded', actions: assign({ notes: ({ event }) => menuNotes(event.output) }) },
            onError: { target: 'failed', actions: assign({ notes: [] }) },
          },
          on: { 'notes.refresh': { target: 'loading', reenter: true } },
        },
        refreshing: {
          description: 'A note changed: My Notes is read again while the list stays shown.',
          invoke: {
            src: 'loadMyNotes',
            id: 'refreshMyNotes',
            input: ({ context }) => ({ userId: context.notesFor ?? 0 }),
            onDone: { target: 'loaded', actions: assign({ notes: ({ event }) => menuNotes(event.output) }) },
            // The list shown stays; the next change reads again.
            onError: 'loaded',
          },
          on: { 'notes.refresh': { target: 'refreshing', reenter: true } },
        },
        loaded: {
          on: {
            'notes.refresh': 'refreshing',
            'notes.request': {
              guard: {
                type: 'another user',
                params: ({ context, event }) => ({ loadedFor: context.notesFor, userId: event.userId }),
              },
              target: 'loading',
              actions: assign({ notesFor: ({ event }) => event.userId, notes: [] }),
            },
          },
        },
        failed: {
          description: 'The list could not be loaded: shown empty, tried again on the next request.',
          on: {
            'notes.refresh': 'loading',
            'notes.request': { target: 'loading', actions: assign({ notesFor: ({ event }) => event.userId, notes: [] }) },
          },
        },
      },
    },
  },
});

export type SideListsActorRef = ActorRefFrom<typeof sideListsMachine>;
