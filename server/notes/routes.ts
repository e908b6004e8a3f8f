import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_NOTE_TITLE, NOTE_SHARED_SUBTYPE, notesEndpoints as api, type NotesQuery } from '../../contract/notes';
import type { Database } from '../db/database';
import { serve } from '../http/endpoint';
import type { NotificationHub } from '../realtime/notification-hub';
import { displayNameOf, findUserById } from '../db/users';
import {
  answerRefusal,
  mustAuthor,
  mustEdit,
  mustHaveHadSession,
  mustHaveRoom,
  mustOwnDependent,
  Refusal,
  StaleNote,
} from './access';
import { sortNotes } from '../../contract/notes-order';
import { listedNote, presentNote } from './present';
import * as store from './store';
import { announceAccess, recordAccess } from '../accessLog';

/** Tags once each whatever their case, trimmed (the contract already bounds their count and length). */
const uniqueTags = (tags: string[]) => {
  const seen = new Map<string, string>();
  for (const t of tags) if (!seen.has(t.toLowerCase())) seen.set(t.toLowerCase(), t);
  return [...seen.values()];
};

/**
 * SPEC §7 notes calls under /api/user-manager/v1, `PUT /mentor-booking/notes` and the
 * TOPIC_BOOKMARKS publish, registered from contract/notes.ts. Every rule is access.ts's; a shared
 * note's other person hears of each change over their server-event stream (type Concierge,
 * subType "Note shared"), which is how it appears on their side live.
 */
export function registerNotes(app: FastifyInstance, db: Database, hub: NotificationHub, clock: () => number = Date.now) {
  const readable = async (readerId: number, q: NotesQuery) => {
    const now = clock();
    return sortNotes(
      // A list gives someone else's note without its text (issue #62): opening it reads it by id, logged.
      (await store.readableNotes(db, readerId, { dependentId: q.dependentId, tag: q.tag })).map((r) =>
        listedNote(r, readerId, now),
      ),
      q.sortBy,
    );
  };
  /**
   * One note with its text, for its author or someone it is shared with. Someone else reading it is
   * in its author's "Who saw my data" (issue #62), written in the read's own transaction (a read that
   * cannot be recorded is not answered), and announced to the author once committed. `changed`: the
   * answer to their own edit of it, which is logged as such.
   */
  const one = async (readerId: number, noteId: number, changed = false) => {
    const { row, entry } = await db.transaction(async (tx) => {
      const found = await store.readableNote(tx, readerId, noteId);
      const logged = found
        ? await recordAccess(tx, {
            subjectId: found.author_id,
            readerId,
            kind: 'note',
            what: `the note “${found.note_title || DEFAULT_NOTE_TITLE}”${changed ? ', and changed it' : ''}`,
          })
        : undefined;
      return { row: found, entry: logged };
    });
    if (!row) throw new Refusal(404, 'not found', 'There is no note with that id.');
    await announceAccess(hub, row.author_id, entry);
    return presentNote(row, readerId, clock());
  };
  /**
   * An edit by whoever may make it now (access.ts mustEdit): the author's fields as sent; the
   * session's other person changes the title and the text only (the tags, dependent and sharing
   * stay the author's). Refused as stale, with the note as it is, when based on an older version.
   */
  const edit = async (
    editorId: number,
    noteId: number,
    fields: store.NoteFields,
    basedOn: number | undefined,
    shared?: boolean,
  ) => {
    const row = await mustEdit(db, editorId, noteId, clock());
    const isAuthor = row.author_id === editorId;
    const written = isAuthor ? fields : { ...fields, tags: row.tags, dependentId: row.dependent_id };
    const version = await store.updateNote(db, row.author_id, noteId, written, isAuthor ? shared : undefined, basedOn);
    if (version === undefined) throw new StaleNote(await one(editorId, noteId));
    return { row, isAuthor };
  };
  /**
   * The other person of a shared session note hears what `actorId` did to it (wrote, changed,
   * stopped sharing it): named as the one who did it, the author or, during the call, the person
   * it is shared with.
   */
  const tellOther = async (actorId: number, noteId: number, otherId: number | undefined, text: string) => {
    if (otherId === undefined) return;
    const actor = await findUserById(db, actorId);
    await hub.publish(otherId, {
      type: 'Concierge',
      subType: NOTE_SHARED_SUBTYPE,
      notification: actor ? `${displayNameOf(actor)} ${text}` : text,
      postId: noteId,
    });
  };
  const otherOfSession = async (authorId: number, noteId: number) => {
    const row = await store.readableNote(db, authorId, noteId);
    if (!row?.is_shared || row.booking_id === null) return undefined;
    return row.concierge_id === authorId ? (row.booker_id ?? undefined) : (row.concierge_id ?? undefined);
  };

  serve(app, api.myNotes, async ({ req, query }) => {
    const notes = await readable(req.userId, query);
    return {
      personal: notes.filter((n) => n.noteType === 'personal'),
      shared_by_me: notes.filter((n) => n.noteType === 'shared_by_me'),
      shared_with_me: notes.filter((n) => n.noteType === 'shared_with_me'),
    };
  });
  serve(app, api.personal, async ({ req, query }) => ({
    data: (await readable(req.userId, query)).filter((n) => n.noteType === 'personal'),
  }));
  serve(app, api.pinned, async ({ req, query }) => ({
    data: (await readable(req.userId, query)).filter((n) => n.is_pinned),
  }));
  serve(app, api.sharedByMe, async ({ req, query }) => ({
    data: (await readable(req.userId, query)).filter((n) => n.noteType === 'shared_by_me'),
  }));
  serve(app, api.sharedWithMe, async ({ req, query }) => ({
    data: (await readable(req.userId, query)).filter((n) => n.noteType === 'shared_with_me'),
  }));
  serve(app, api.tags, async ({ req }) => ({ data: await store.tagsOf(db, req.userId) }));
  serve(app, api.dependents, async ({ req }) => ({ data: await store.dependentsOf(db, req.userId) }));

  serve(app, api.one, async ({ req, reply, params }) => {
    try {
      return { data: await one(req.userId, params.id) };
    } catch (error) {
      return answerRefusal(reply, error);
    }
  });

  serve(app, api.save, async ({ req, reply, body }) => {
    try {
      await mustOwnDependent(db, req.userId, body.dependent_id, 'body.dependent_id');
      const fields = {
        title: body.note_title || null,
        body: body.note_body,
        tags: uniqueTags(body.tags),
        dependentId: body.dependent_id,
      };
      if (body.id === undefined) {
        mustHaveRoom(await store.countNotes(db, req.userId));
        const noteId = await store.insertNote(db, req.userId, fields);
        return reply.status(201).send({ data: await one(req.userId, noteId) });
      }
      const { isAuthor } = await edit(req.userId, body.id, fields, body.version);
      await tellOther(
        req.userId,
        body.id,
        await otherOfSession(req.userId, body.id),
        isAuthor ? 'changed a note they shared with you.' : 'changed the note you shared with them.',
      );
      return { data: await one(req.userId, body.id, !isAuthor) };
    } catch (error) {
      return answerRefusal(reply, error);
    }
  });

  serve(app, api.sessionNote, async ({ req, reply, body }) => {
    try {
      const session = await mustHaveHadSession(db, req.userId, body.meeting_id);
      await mustOwnDependent(db, req.userId, body.dependent_id, 'body.dependent_id');
      const fields = {
        title: body.note_title || null,
        body: body.note_body,
        tags: uniqueTags(body.tags),
        dependentId: body.dependent_id,
      };
      let noteId = body.id;
      let wasShared = false;
      if (noteId === undefined) {
        mustHaveRoom(await store.countNotes(db, req.userId));
        noteId = await store.insertNote(db, req.userId, fields, { bookingId: session.id, shared: body.is_shared });
      } else {
        const before = await store.readableNote(db, req.userId, noteId);
        if (before && before.booking_id !== session.id)
          throw new Refusal(409, 'other session', 'That note is not on this session.', [
            { path: 'body.id', message: 'is a note on another session' },
          ]);
        wasShared = (await otherOfSession(req.userId, noteId)) !== undefined;
        const { isAuthor } = await edit(req.userId, noteId, fields, body.version, body.is_shared);
        if (!isAuthor) {
          // The person it is shared with, during the call: its author hears it changed; the sharing stays theirs.
          await tellOther(req.userId, noteId, session.otherId, 'changed the note you shared with them.');
          return reply.status(200).send({ data: await one(req.userId, noteId, true) });
        }
      }
      if (body.is_shared)
        await tellOther(
          req.userId,
          noteId,
          session.otherId,
          wasShared ? 'changed a note they shared with you.' : 'shared a note with you.',
        );
      else if (wasShared) await tellOther(req.userId, noteId, session.otherId, 'stopped sharing a note with you.');
      return reply.status(body.id === undefined ? 201 : 200).send({ data: await one(req.userId, noteId) });
    } catch (error) {
      return answerRefusal(reply, error);
    }
  });

  serve(app, api.pin, async ({ req, reply, params, body }) => {
    try {
      await mustAuthor(db, req.userId, params.id, Boolean(await store.readableNote(db, req.userId, params.id)));
      await store.setPinned(db, params.id, body.is_pinned);
      return { data: await one(req.userId, params.id) };
    } catch (error) {
      return answerRefusal(reply, error);
    }
  });

  serve(app, api.remove, async ({ req, reply, params }) => {
    try {
      await mustAuthor(db, req.userId, params.id, Boolean(await store.readableNote(db, req.userId, params.id)));
      const other = await otherOfSession(req.userId, params.id);
      const author = await one(req.userId, params.id);
      await store.deleteNote(db, params.id);
      if (other !== undefined)
        await hub.publish(other, {
          type: 'Concierge',
          subType: NOTE_SHARED_SUBTYPE,
          notification: `${author.author.display_name} deleted a note they had shared with you.`,
          postId: params.id,
        });
      return { result: 'ok' as const };
    } catch (error) {
      return answerRefusal(reply, error);
    }
  });

  serve(app, api.publishBookmark, async ({ req, reply, body }) => {
    const m = body.message;
    if (m.created_by !== req.userId)
      return reply.status(403).send({ error: 'forbidden', message: 'A bookmark is made by the person signed in.' });
    try {
      // Whether the reader may read it; its text is not given, so this is not a read to log.
      if (!(await store.readableNote(db, req.userId, m.source_id)))
        throw new Refusal(404, 'not found', 'There is no note with that id.');
      if (m.action === 'DELETE') {
        await store.removeBookmark(db, req.userId, m.source_id);
        return reply.status(202).send({ data: { bookmark_id: null } });
      }
      const bookmarkId = await store.addBookmark(db, {
        // Made here, whatever the message proposes: ids are unique across everyone's bookmarks.
        bookmarkId: randomUUID(),
        userId: req.userId,
        noteId: m.source_id,
        subSourceType: m.sub_source_type,
        subSourceLongId: m.sub_source_long_id ?? null,
      });
      return reply.status(202).send({ data: { bookmark_id: bookmarkId } });
    } catch (error) {
      return answerRefusal(reply, error);
    }
  });
}
