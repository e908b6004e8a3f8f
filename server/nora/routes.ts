import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as contract from '../../contract/nora';
import type { Database } from '../db/database';
import { serve } from '../http/endpoint';
import { runAnswer } from './answer';
import { modelAnswerer } from './model';
import type { NoraSettings } from './settings';
import * as store from './store';

/**
 * Ask Nora under /api/nora/v1 (contract/nora.ts). Every conversation statement names the caller
 * (req.userId from the bearer token): another person's conversation is "not found", to read,
 * continue, rename or delete. One answer streams per person at a time.
 */

const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ error: 'not found', message: 'There is no such conversation.' });

/** Earlier turns a follow-up is read with (and the model is shown). */
const HISTORY = 3;

const titleOf = (question: string) => (question.length > 60 ? `${question.slice(0, 59).trimEnd()}…` : question);

const frame = (event: contract.StreamEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

export function registerNora(app: FastifyInstance, db: Database, settings: NoraSettings) {
  const streaming = new Set<number>();

  serve(app, contract.mode, async () => ({
    data: settings.model ? { mode: 'model' as const, model: settings.model.model } : { mode: 'library' as const, model: null },
  }));

  serve(app, contract.ask, async ({ body, req, reply }) => {
    const userId = req.userId;
    if (streaming.has(userId))
      return reply.status(429).send({ error: 'too many requests', message: 'Nora is still answering your last question.' });
    // Claimed before the first await (#57.13): parallel questions checked, then all awaited, were all answered.
    streaming.add(userId);
    let conversation: store.ConversationRow;
    let history: store.TurnRow[];
    try {
      const existing = body.conversation_id ? await store.own(db, userId, body.conversation_id) : undefined;
      if (body.conversation_id && !existing) {
        streaming.delete(userId);
        return notFound(reply);
      }
      conversation = existing ?? (await store.create(db, userId, titleOf(body.question)));
      history = existing ? await store.lastQuestions(db, conversation.id, HISTORY) : [];
    } catch (error) {
      streaming.delete(userId);
      throw error;
    }

    const out = new PassThrough();
    const stopped = new AbortController();
    // The person stopped the answer or left the page: the model's request is cancelled too.
    reply.raw.on('close', () => stopped.abort());
    const emit = (event: contract.StreamEvent) => {
      if (!out.writableEnded) out.write(frame(event));
    };
    const config = settings.model;
    void (async () => {
      try {
        emit({ type: 'conversation', id: conversation.id, title: conversation.title });
        const turn = await runAnswer({
          db,
          userId,
          question: body.question,
          history,
          model: config ? { answerer: modelAnswerer(config), mode: 'model' } : undefined,
          signal: stopped.signal,
          emit,
        });
        // A stopped answer is kept as far as it went.
        await store.addTurn(db, conversation.id, turn);
      } catch (error) {
        req.log.error(error, 'Nora could not answer');
        emit({ type: 'error', message: 'Nora could not answer just now. Please try again.' });
      } finally {
        streaming.delete(userId);
        out.end();
      }
    })();

    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      .send(out);
  });

  serve(app, contract.conversations, async ({ req }) => ({ data: await store.list(db, req.userId) }));

  serve(app, contract.conversation, async ({ req, reply, params }) => {
    const found = await store.own(db, req.userId, params.id);
    if (!found) return notFound(reply);
    return { data: { ...found, turns: await store.turns(db, found.id) } };
  });

  serve(app, contract.rename, async ({ req, reply, params, body }) => {
    const renamed = await store.rename(db, req.userId, params.id, body.title);
    if (!renamed) return notFound(reply);
    return { data: renamed };
  });

  serve(app, contract.remove, async ({ req, reply, params }) => {
    if (!(await store.remove(db, req.userId, params.id))) return notFound(reply);
    return reply.status(204).send();
  });
}
