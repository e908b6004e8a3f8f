import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { makeNote } from './fixtures';
import { noteEditorMachine, type NoteEditorInput, type SaveNoteInput } from './noteEditor.machine';
import type { Note } from './notes.types';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const saved = makeNote({ id: 7, note_title: 'Plan', tags: ['School'] });
/** The note as the other person saved it meanwhile: a stale save's answer (409 'stale version'). */
const theirVersion = makeNote({ id: 7, note_title: 'Their plan', version: 5 });
const stale = {
  code: 'stale version',
  message: 'This note was changed by someone else while you were writing.',
  fields: {},
  current: theirVersion,
};
const refusal = {
  code: 'invalid request',
  message: 'must be 120 characters or fewer',
  fields: { note_title: 'must be 120 characters or fewer' },
};

describe('noteEditor machine', () => {
  it('covers every state and transition: write, save, refused by field, conflict with another version, unsaved-changes guard, delete with confirmation, read-only, bookmark', async () => {
    const announced: string[] = [];
    const machine = noteEditorMachine.provide({
      actors: { saveNote: never(), deleteNote: never(), bookmarkNote: never() },
      actions: {
        'announce saved': (_, { note }) => void announced.push(`saved ${note.id}`),
        'announce deleted': (_, { noteId }) => void announced.push(`deleted ${noteId}`),
        'announce closed': () => void announced.push('closed'),
      },
    });
    const inputs: NoteEditorInput[] = [
      { note: null, meetingId: null },
      { note: makeNote({ id: 3 }), meetingId: null },
      { note: makeNote({ id: 4, noteType: 'shared_with_me', meeting_id: 'm-1', is_shared: true }), meetingId: null },
      // Shared with the reader during the session's call: theirs to edit, not to delete.
      {
        note: makeNote({ id: 9, noteType: 'shared_with_me', meeting_id: 'm-1', is_shared: true, may_edit: true, version: 3 }),
        meetingId: null,
      },
    ];
    const report = await testMachineModel({
      machine,
      inputs,
      beforePath: () => void announced.splice(0),
      stateKey: (s) => ({
        v: s.value,
        dirty: JSON.stringify(s.context.draft) !== s.context.savedDraft,
        id: s.context.noteId,
        ro: s.context.readOnly,
        bm: s.context.bookmarkId,
        bmErr: s.context.bookmarkError !== null,
        r: s.context.refusal?.code ?? null,
        theirs: s.context.theirs,
        c: s.context.conflict?.version ?? null,
        ver: s.context.version,
      }),
      events: [
        { type: 'editor.title', title: 'Plan' },
        { type: 'editor.body', body: saved.note_body },
        { type: 'editor.tags', tags: ['School'] },
        { type: 'editor.dependent', dependentId: 3 },
        { type: 'editor.shared', shared: true },
        { type: 'editor.session', meetingId: 'm-2' },
        { type: 'editor.save' },
        { type: 'editor.close' },
        { type: 'editor.discard' },
        { type: 'editor.keepEditing' },
        { type: 'editor.delete' },
        { type: 'editor.confirmDelete' },
        { type: 'editor.cancelDelete' },
        { type: 'editor.bookmark' },
        { type: 'xstate.done.actor.saveNote', output: saved },
        { type: 'xstate.error.actor.saveNote', error: { refusal } },
        { type: 'xstate.error.actor.saveNote', error: { refusal: stale } },
        { type: 'editor.keepMine' },
        { type: 'editor.takeTheirs' },
        { type: 'xstate.done.actor.deleteNote', output: undefined },
        { type: 'xstate.error.actor.deleteNote', error: new Error('503') },
        { type: 'xstate.done.actor.bookmarkNote', output: { bookmark_id: 'bm-1' } },
        { type: 'xstate.error.actor.bookmarkNote', error: new Error('503') },
      ] as never,
      states: {
        'noteEditor.form.opening': () => {},
        'noteEditor.form.reading': (s) => {
          expect(s.hasTag('reading')).toBe(true);
          expect(s.context.readOnly).toBe(true);
        },
        'noteEditor.form.editing': (s) => {
          expect(s.hasTag('editing')).toBe(true);
          expect(s.context.readOnly).toBe(false);
        },
        'noteEditor.form.refused': (s) => {
          expect(s.hasTag('refused')).toBe(true);
          // A refusal names the field, or says it could not reach the notes.
          expect(s.context.refusal).not.toBeNull();
        },
        'noteEditor.form.saving': (s) => expect(s.hasTag('saving')).toBe(true),
        'noteEditor.form.conflict': (s) => {
          // The other version is shown; what the person wrote is still theirs in the editor.
          expect(s.hasTag('conflict')).toBe(true);
          expect(s.context.conflict).toEqual(theirVersion);
          expect(s.context.draft.title).not.toBe('Their plan');
        },
        'noteEditor.form.saved': (s) => {
          expect(s.context.noteId).toBe(7);
          expect(JSON.stringify(s.context.draft)).toBe(s.context.savedDraft);
          expect(announced).toContain('saved 7');
        },
        'noteEditor.form.confirmingDiscard': (s) => expect(JSON.stringify(s.context.draft)).not.toBe(s.context.savedDraft),
        'noteEditor.form.confirmingDelete': (s) => {
          expect(s.context.noteId).not.toBeNull();
          expect(s.context.theirs).toBe(false);
        },
        'noteEditor.form.deleting': (s) => expect(s.hasTag('deleting')).toBe(true),
        'noteEditor.form.closed': () => expect(announced.at(-1)).toBe('closed'),
        'noteEditor.bookmark.idle': () => {},
        'noteEditor.bookmark.saving': (s) => expect(s.context.noteId).not.toBeNull(),
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.covered).toBe(report.transitions.total);
  });

  it('asks before closing with unsaved changes, and not after saving', async () => {
    const actor = createActor(
      noteEditorMachine.provide({
        actors: { saveNote: fromPromise(async () => saved as Note), deleteNote: never(), bookmarkNote: never() },
        actions: { 'announce saved': () => {}, 'announce deleted': () => {}, 'announce closed': () => {} },
      }),
      { input: { note: null, meetingId: 'meet-1' } },
    ).start();
    actor.send({ type: 'editor.title', title: 'Plan' });
    actor.send({ type: 'editor.close' });
    expect(actor.getSnapshot().hasTag('confirming discard')).toBe(true);
    actor.send({ type: 'editor.keepEditing' });
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => s.hasTag('saved'));
    actor.send({ type: 'editor.close' });
    expect(actor.getSnapshot().hasTag('closed')).toBe(true);
  });

  it('keeps a session note on its session and bookmarks it as CONCIERGE', async () => {
    const seen: unknown[] = [];
    const actor = createActor(
      noteEditorMachine.provide({
        actors: {
          saveNote: never(),
          deleteNote: never(),
          bookmarkNote: fromPromise(async ({ input }) => {
            seen.push(input);
            return { bookmark_id: 'b-9' };
          }),
        },
        actions: { 'announce saved': () => {}, 'announce deleted': () => {}, 'announce closed': () => {} },
      }),
      { input: { note: makeNote({ id: 5, meeting_id: 'meet-2', noteType: 'shared_with_me' }), meetingId: null } },
    ).start();
    expect(actor.getSnapshot().context.meetingId).toBe('meet-2');
    actor.send({ type: 'editor.title', title: 'not allowed' });
    expect(actor.getSnapshot().context.draft.title).toBe('Respite options');
    actor.send({ type: 'editor.bookmark' });
    await waitFor(actor, (s) => !s.hasTag('bookmarking'));
    expect(seen).toEqual([{ noteId: 5, bookmarkId: null, subSource: 'CONCIERGE' }]);
    expect(actor.getSnapshot().context.bookmarkId).toBe('b-9');
  });

  it('ties a new note to one of the person’s sessions and saves it there, shared with its concierge (issue #63.7)', async () => {
    const asked: unknown[] = [];
    const actor = createActor(
      noteEditorMachine.provide({
        actors: {
          saveNote: fromPromise(async ({ input }) => {
            asked.push(input);
            return makeNote({ id: 8, meeting_id: 'm-2', is_shared: true, noteType: 'shared_by_me' });
          }),
          deleteNote: never(),
          bookmarkNote: never(),
        },
        actions: { 'announce saved': () => {}, 'announce deleted': () => {}, 'announce closed': () => {} },
      }),
      { input: { note: null, meetingId: null } },
    ).start();
    actor.send({ type: 'editor.session', meetingId: 'm-2' });
    actor.send({ type: 'editor.shared', shared: true });
    actor.send({ type: 'editor.title', title: 'Questions for Thursday' });
    // Back to no session: nothing to share it with.
    actor.send({ type: 'editor.session', meetingId: null });
    expect(actor.getSnapshot().context).toMatchObject({ meetingId: null, draft: { isShared: false } });
    actor.send({ type: 'editor.session', meetingId: 'm-2' });
    actor.send({ type: 'editor.shared', shared: true });
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(asked).toEqual([
      expect.objectContaining({ noteId: null, meetingId: 'm-2', draft: expect.objectContaining({ isShared: true }) }),
    ]);
    // Saved, it stays on its session.
    actor.send({ type: 'editor.session', meetingId: null });
    expect(actor.getSnapshot().context.meetingId).toBe('m-2');
  });
});

describe('noteEditor machine: two people editing the shared note during the call (issue #61)', () => {
  const during = makeNote({ id: 9, noteType: 'shared_with_me', meeting_id: 'm-1', is_shared: true, may_edit: true, version: 3 });
  const other = makeNote({ ...during, note_title: 'Jordan’s title', version: 4 });
  const conflict = { refusal: { code: 'stale version', message: 'changed meanwhile', fields: {}, current: other } };

  function editor(answers: ((input: SaveNoteInput) => Note)[]) {
    const asked: SaveNoteInput[] = [];
    const actor = createActor(
      noteEditorMachine.provide({
        actors: {
          saveNote: fromPromise(async ({ input }) => {
            asked.push(input);
            return answers.shift()!(input);
          }),
          deleteNote: never(),
          bookmarkNote: never(),
        },
        actions: { 'announce saved': () => {}, 'announce deleted': () => {}, 'announce closed': () => {} },
      }),
      { input: { note: during, meetingId: null } },
    ).start();
    return { actor, asked };
  }
  const refuse = (): Note => {
    throw conflict;
  };

  it('keeps what the person typed on a 409, shows the other version, and keeping theirs saves over the new version', async () => {
    const { actor, asked } = editor([refuse, (input) => ({ ...during, note_title: input.draft.title, version: 5 })]);
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    actor.send({ type: 'editor.title', title: 'Maya’s title' });
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => s.hasTag('conflict'));
    expect(actor.getSnapshot().context).toMatchObject({ draft: { title: 'Maya’s title' }, conflict: other });
    // Still writing while both are shown: nothing typed is lost.
    actor.send({ type: 'editor.title', title: 'Maya’s title, again' });
    actor.send({ type: 'editor.keepMine' });
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(asked.map((a) => [a.version, a.draft.title])).toEqual([
      [3, 'Maya’s title'],
      [4, 'Maya’s title, again'],
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ version: 5, conflict: null });
  });

  it('takes the other version when asked, and goes on from it', async () => {
    const { actor, asked } = editor([refuse, (input) => ({ ...other, note_title: input.draft.title, version: 5 })]);
    actor.send({ type: 'editor.title', title: 'Maya’s title' });
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => s.hasTag('conflict'));
    actor.send({ type: 'editor.takeTheirs' });
    expect(actor.getSnapshot().context).toMatchObject({ draft: { title: 'Jordan’s title' }, version: 4, conflict: null });
    // Nothing unsaved: it is the note as it is.
    actor.send({ type: 'editor.close' });
    expect(actor.getSnapshot().hasTag('closed')).toBe(true);
    expect(asked).toHaveLength(1);
  });

  it('offers no delete of someone else’s note', () => {
    const { actor } = editor([]);
    actor.send({ type: 'editor.delete' });
    expect(actor.getSnapshot().hasTag('confirming delete')).toBe(false);
  });
});
