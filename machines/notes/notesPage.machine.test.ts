import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, waitFor } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { plainRichText } from '../../contract/notes-rich-text';
import { makeNote } from './fixtures';
import { notesPageMachine, type NotesLoad, type NotesPageInput } from './notesPage.machine';
import type { NoteEditorInput } from './noteEditor.machine';
import type { Note } from './notes.types';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
/**
 * The editor child in the model test: it holds the note it opened and answers nothing, so that its
 * `editor.closed` is an event the model sends when it chooses (the real editor answers a close at
 * once, or asks about unsaved changes first: the tests below, with the real child).
 */
const stubEditor = setup({ types: { input: {} as NoteEditorInput, context: {} as { noteId: number | null } } }).createMachine({
  context: ({ input }) => ({ noteId: input.note?.id ?? null }),
});
const older = makeNote({ id: 1, note_title: 'Older', created_at: '2025-01-01T10:00:00.000Z' });
const newer = makeNote({ id: 2, note_title: 'Newer', created_at: '2025-04-01T10:00:00.000Z' });
const shared = makeNote({ id: 3, noteType: 'shared_with_me', is_shared: true, meeting_id: 'm-1' });
const load: NotesLoad = {
  notes: { personal: [newer, older], shared_by_me: [], shared_with_me: [shared] },
  tags: ['Respite'],
  dependents: [{ id: 5, name: 'Leo Thompson' }],
};
const input = (over: Partial<NotesPageInput> = {}): NotesPageInput => ({
  tab: 'personal',
  noteId: null,
  noteType: null,
  openAddNote: false,
  meetingId: null,
  ...over,
});

describe('notesPage machine', () => {
  it('covers every state and transition: lists, sort, filters, optimistic pin with rollback, the editor opened from the URL or a click', async () => {
    const told: string[] = [];
    const machine = notesPageMachine.provide({
      actors: { loadNotes: never(), loadNote: never(), pinNote: never(), noteEditor: stubEditor as never },
      actions: {
        'announce change': () => void told.push('change'),
        'show tab only': (_, { tab }) => void told.push(`tab ${tab}`),
      },
    });
    const report = await testMachineModel({
      machine,
      inputs: [
        input(),
        input({ noteId: 1, noteType: 'personal' }),
        input({ noteId: 3, noteType: 'shared_with_me', tab: 'shared_with_me' }),
        input({ noteId: 42, noteType: 'personal' }),
        input({ openAddNote: true, meetingId: 'm-1' }),
      ],
      beforePath: () => void told.splice(0),
      stateKey: (s) => ({
        v: s.value,
        pinning: s.context.pinning?.noteId ?? null,
        msg: s.context.message !== null,
        loaded: s.context.loaded,
        asked: s.context.requested === null ? null : 'newNote' in s.context.requested ? 'new' : s.context.requested.noteId,
        editor: s.context.editor !== null,
      }),
      events: [
        { type: 'notes.tab', tab: 'shared_by_me' },
        { type: 'notes.sort', sortBy: 'oldest' },
        { type: 'notes.filterTag', tag: 'Respite' },
        { type: 'notes.filterDependent', dependentId: 5 },
        { type: 'notes.retry' },
        { type: 'notes.pin', noteId: 1, pinned: true },
        { type: 'notes.pin', noteId: 99, pinned: true },
        { type: 'notes.dismissMessage' },
        { type: 'notes.open', noteId: 2, noteType: 'personal' },
        { type: 'notes.open', noteId: 3, noteType: 'shared_with_me' },
        { type: 'notes.open', noteId: 77, noteType: null },
        { type: 'notes.new', meetingId: null },
        { type: 'notes.changed' },
        { type: 'editor.saved', note: newer },
        { type: 'editor.deleted', noteId: 2 },
        { type: 'editor.closed' },
        { type: 'xstate.done.actor.loadNotes', output: load },
        { type: 'xstate.error.actor.loadNotes', error: new Error('503') },
        { type: 'xstate.done.actor.refreshNotes', output: load },
        { type: 'xstate.error.actor.refreshNotes', error: new Error('503') },
        { type: 'xstate.done.actor.loadNote', output: makeNote({ id: 77 }) },
        { type: 'xstate.error.actor.loadNote', error: new Error('404') },
        { type: 'xstate.done.actor.pinNote', output: { ...older, is_pinned: true } },
        { type: 'xstate.error.actor.pinNote', error: new Error('409') },
      ] as never,
      states: {
        'notesPage.list.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'notesPage.list.ready': (s) => expect(s.context.loaded).toBe(true),
        'notesPage.list.refreshing': (s) => {
          expect(s.hasTag('refreshing')).toBe(true);
          expect(s.context.lists.personal.length).toBeGreaterThan(0);
        },
        'notesPage.list.failed': (s) => expect(s.hasTag('failed')).toBe(true),
        'notesPage.pin.idle': (s) => expect(s.context.pinning).toBeNull(),
        // The optimistic order itself is the next test's (a list read meanwhile shows the server's state).
        'notesPage.pin.saving': (s) => expect(s.context.pinning?.noteId).toBe(1),
        'notesPage.editor.waiting': () => {},
        // Until the lists are read, or after the open note closed for another: the note asked for.
        'notesPage.editor.awaitingLists': (s) => {
          expect(s.context.requested).not.toBeNull();
          expect(s.context.loaded).toBe(false);
        },
        'notesPage.editor.fetching': (s) => expect(s.hasTag('opening note')).toBe(true),
        'notesPage.editor.closed': (s) => expect(s.context.editor).toBeNull(),
        'notesPage.editor.open': (s) => {
          expect(s.hasTag('editor open')).toBe(true);
          expect(s.context.editor).not.toBeNull();
        },
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.covered).toBe(report.transitions.total);
  });

  const run = (
    over: Partial<NotesPageInput>,
    pin: () => Promise<Note>,
    loadNote: (noteId: number) => Promise<Note> = () => new Promise<Note>(() => {}),
    lists: NotesLoad = load,
  ) => {
    const told: string[] = [];
    const asked: number[] = [];
    const actor = createActor(
      notesPageMachine.provide({
        actors: {
          loadNotes: fromPromise(async () => lists),
          loadNote: fromPromise(async ({ input }) => {
            asked.push(input.noteId);
            return loadNote(input.noteId);
          }),
          pinNote: fromPromise(pin),
        },
        actions: { 'announce change': () => void told.push('change'), 'show tab only': () => {} },
      }),
      { input: input(over) },
    ).start();
    return { actor, told, asked };
  };

  it('rolls a refused pin back with a sentence naming the note, and keeps a pin the server accepts', async () => {
    const refused = run({}, () => Promise.reject(new Error('409')));
    await waitFor(refused.actor, (s) => s.context.loaded);
    refused.actor.send({ type: 'notes.pin', noteId: 1, pinned: true });
    expect(refused.actor.getSnapshot().context.lists.personal.map((n) => n.id)).toEqual([1, 2]);
    await waitFor(refused.actor, (s) => !s.hasTag('pinning'));
    expect(refused.actor.getSnapshot().context.lists.personal.map((n) => [n.id, n.is_pinned])).toEqual([
      [2, false],
      [1, false],
    ]);
    expect(refused.actor.getSnapshot().context.message).toBe(
      'Couldn\u2019t pin \u201cOlder\u201d. It is back as it was; try again.'.replace('\u2019', "'"),
    );
    expect(refused.told).toEqual([]);

    const kept = run({}, async () => ({ ...older, is_pinned: true }));
    await waitFor(kept.actor, (s) => s.context.loaded);
    kept.actor.send({ type: 'notes.pin', noteId: 1, pinned: true });
    await waitFor(kept.actor, (s) => !s.hasTag('pinning'));
    expect(kept.actor.getSnapshot().context.lists.personal.map((n) => n.id)).toEqual([1, 2]);
    expect(kept.told).toEqual(['change']);
  });

  // Issue #62: the lists give someone else's note without its text; its text is its own read, logged for its author.
  const listed = { ...shared, note_body: null };
  const whole = makeNote({ ...shared, note_body: plainRichText('Seizure at 3 am') });
  const withListed: NotesLoad = { ...load, notes: { ...load.notes, shared_with_me: [listed] } };
  const bodyOf = (actor: ReturnType<typeof run>['actor']) =>
    JSON.stringify(actor.getSnapshot().context.editor!.getSnapshot().context.draft.body);

  it('opens a note shared with the reader by reading it on its own, from the URL or a click, read-only in its own tab', async () => {
    const fromUrl = run(
      { noteId: 3, noteType: 'shared_with_me' },
      () => Promise.reject(new Error('x')),
      async () => whole,
      withListed,
    );
    await waitFor(fromUrl.actor, (s) => s.hasTag('editor open'));
    expect(fromUrl.asked).toEqual([3]);
    expect(fromUrl.actor.getSnapshot().context.tab).toBe('shared_with_me');
    expect(fromUrl.actor.getSnapshot().context.editor!.getSnapshot().hasTag('reading')).toBe(true);
    expect(bodyOf(fromUrl.actor)).toContain('Seizure at 3 am');

    const clicked = run(
      {},
      () => Promise.reject(new Error('x')),
      async () => whole,
      withListed,
    );
    await waitFor(clicked.actor, (s) => s.context.loaded);
    clicked.actor.send({ type: 'notes.open', noteId: 3, noteType: 'shared_with_me' });
    expect(clicked.actor.getSnapshot().hasTag('opening note')).toBe(true);
    await waitFor(clicked.actor, (s) => s.hasTag('editor open'));
    expect(clicked.asked).toEqual([3]);
    expect(bodyOf(clicked.actor)).toContain('Seizure at 3 am');
    // The reader's own note opens from the lists, with no read of its own.
    clicked.actor.getSnapshot().context.editor!.send({ type: 'editor.close' });
    clicked.actor.send({ type: 'notes.open', noteId: 1, noteType: 'personal' });
    expect(clicked.actor.getSnapshot().context.editor!.getSnapshot().context.noteId).toBe(1);
    expect(clicked.asked).toEqual([3]);
  });

  it('another note asked for while one is open: the open one closes (asking about unsaved changes first), then the other opens', async () => {
    const { actor, asked } = run(
      { noteId: 2, noteType: 'personal' },
      () => Promise.reject(new Error('x')),
      async () => whole,
      withListed,
    );
    await waitFor(actor, (s) => s.hasTag('editor open'));
    const first = actor.getSnapshot().context.editor!;
    // The same note again changes nothing.
    actor.send({ type: 'notes.open', noteId: 2, noteType: 'personal' });
    expect(actor.getSnapshot().context.editor).toBe(first);
    // Unsaved changes: the editor asks; the page waits with the other note asked for.
    first.send({ type: 'editor.title', title: 'Newer, changed' });
    actor.send({ type: 'notes.open', noteId: 1, noteType: 'personal' });
    expect(first.getSnapshot().hasTag('confirming discard')).toBe(true);
    expect(actor.getSnapshot().context.editor!.getSnapshot().context.noteId).toBe(2);
    first.send({ type: 'editor.discard' });
    expect(actor.getSnapshot().context.editor!.getSnapshot().context.noteId).toBe(1);
    // A clean note closes at once; someone else's opens by its own read.
    actor.send({ type: 'notes.open', noteId: 3, noteType: 'shared_with_me' });
    await waitFor(actor, (s) => s.context.editor?.getSnapshot().context.noteId === 3);
    expect(asked).toEqual([3]);
    expect(bodyOf(actor)).toContain('Seizure at 3 am');
  });
});
