import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { ensureCommunitySchema } from './seed';
import { notesOf, type NoteRow } from './store';
import { z } from 'zod';
import { parse, token } from '../http/validation';

const notesQuery = z.object({ dependentId: token(64).optional(), sortBy: token(64).optional() });

const present = (n: NoteRow) => ({
  id: n.id,
  note_title: n.note_title,
  created_at: new Date(n.created_at).toISOString(),
  // A note is pinned by its owner; shared copies are not pinned for the reader.
  is_pinned: n.is_pinned,
});

/**
 * GET /api/user-manager/v1/notes/my-notes (SPEC §7; optional dependentId and sortBy
 * are accepted and, in this reference, ignored): the token's user's notes as
 * { personal, shared_by_me, shared_with_me }, each newest first.
 */
export function registerNotes(api: FastifyInstance, db: Database) {
  api.get('/user-manager/v1/notes/my-notes', async (req, reply) => {
    if (!parse(reply, 'query', notesQuery, req.query)) return reply;
    await ensureCommunitySchema(db);
    const rows = await notesOf(db, req.userId);
    return {
      personal: rows.filter((n) => n.owner_id === req.userId && n.shared_with_id == null).map(present),
      shared_by_me: rows.filter((n) => n.owner_id === req.userId && n.shared_with_id != null).map(present),
      shared_with_me: rows.filter((n) => n.shared_with_id === req.userId).map((n) => ({ ...present(n), is_pinned: false })),
    };
  });
}
