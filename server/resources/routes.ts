import type { FastifyInstance, FastifyReply } from 'fastify';
import * as api from '../../contract/resources';
import type { Database } from '../db/types';
import { serve } from '../http/endpoint';
import * as store from './store';

/**
 * The resource hub under /api/resource-hub/v1, registered from contract/resources.ts. Articles
 * are the same for every signed-in person; a bookmark is the caller's own (req.userId from the
 * bearer token), and no route takes another person's id.
 */

const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ error: 'not found', message: 'There is no article at that address.' });

const category = (value: string) => value as api.Category;

export function registerResources(app: FastifyInstance, db: Database) {
  serve(app, api.list, async ({ req, query }) => {
    const words = query.q?.trim();
    const rows = words
      ? await store.searchArticles(db, req.userId, words, query.category)
      : await store.listArticles(db, req.userId, query.category);
    return { data: rows.map((r) => ({ ...r, category: category(r.category) })) };
  });

  serve(app, api.one, async ({ req, reply, params }) => {
    const row = await store.articleBySlug(db, req.userId, params.slug);
    if (!row) return notFound(reply);
    const { id: _id, ...article } = row;
    return { data: { ...article, category: category(article.category) } };
  });

  serve(app, api.addBookmark, async ({ req, reply, params }) => {
    if (!(await store.addBookmark(db, req.userId, params.slug))) return notFound(reply);
    return { result: 'ok' as const };
  });

  serve(app, api.removeBookmark, async ({ req, reply, params }) => {
    if (!(await store.removeBookmark(db, req.userId, params.slug))) return notFound(reply);
    return { result: 'ok' as const };
  });

  serve(app, api.bookmarks, async ({ req, query }) => {
    const rows = await store.listBookmarks(db, req.userId, query.limit ?? 20);
    return { data: rows.map((r) => ({ ...r, category: category(r.category) })) };
  });
}
