import type { FastifyInstance } from 'fastify';
import * as api from '../../contract/screening-shares';
import { INSTRUMENTS, isToolId } from '../../contract/screening-instruments';
import { displayNameOf } from '../db/users';
import type { Database } from '../db/database';
import { serve } from '../http/endpoint';
import type { NotificationHub } from '../realtime/notification-hub';
import { announceAccess, recordAccess } from '../accessLog';
import type { AccessEntry } from '../../contract/accessLog';
import { answerRefusal, mustBeOwn, mustMayShareWith, Refusal } from './access';
import { present } from './present';
import * as store from './store';
import * as shares from './share-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Screening results shared by consent (issue #62), from contract/screening-shares.ts. The clock is
 * the server's (tests move it): a share whose time has run out is refused as a revoked one is.
 */
export function registerScreeningShares(app: FastifyInstance, db: Database, hub: NotificationHub, clock: () => number) {
  const tell = (readerId: number, change: 'screening shared' | 'screening unshared', shareId: number, text: string) =>
    hub.publish(readerId, { type: 'PRIVACY', notification: text, privacy: { change, share_id: shareId } });

  serve(app, api.shareReaders, async ({ req }) => ({ data: await shares.readersOf(db, req.userId) }));

  serve(app, api.myShares, async ({ req }) => {
    const now = clock();
    return { data: await shares.sharesOf(db, req.userId, now), now: new Date(now).toISOString() };
  });

  serve(app, api.share, async ({ req, reply, body }) => {
    try {
      const now = clock();
      const made = await db.transaction(async (tx) => {
        mustBeOwn(await store.resultOf(tx, req.userId, body.result_id));
        await mustMayShareWith(tx, req.userId, body.reader_id);
        return shares.insertShare(tx, {
          ownerId: req.userId,
          resultId: body.result_id,
          readerId: body.reader_id,
          now,
          until: body.days === null ? null : now + body.days * DAY_MS,
        });
      });
      await tell(body.reader_id, 'screening shared', made.id, 'A screening result was shared with you.');
      return { data: made };
    } catch (error) {
      return answerRefusal(reply, error);
    }
  });

  serve(app, api.revoke, async ({ req, reply, params }) => {
    const readerId = await shares.revokeShare(db, req.userId, params.id, clock());
    if (readerId === undefined)
      return answerRefusal(reply, new Refusal(404, 'not found', 'There is no share of yours with that id still in force.'));
    await tell(readerId, 'screening unshared', params.id, 'A screening result is no longer shared with you.');
    return { result: 'ok' as const };
  });

  serve(app, api.sharedWithMe, async ({ req }) => {
    // Each result read is in its person's "Who saw my data", written in this answer's transaction:
    // a read that cannot be logged is not answered.
    const now = clock();
    const { rows, logged } = await db.transaction(async (tx) => {
      const found = await shares.sharedWith(tx, req.userId, now);
      const entries: { subjectId: number; entry: AccessEntry | undefined }[] = [];
      for (const row of found) {
        const tool = isToolId(row.result.tool) ? INSTRUMENTS[row.result.tool].name : row.result.tool;
        entries.push({
          subjectId: row.owner_id,
          entry: await recordAccess(tx, {
            subjectId: row.owner_id,
            readerId: req.userId,
            kind: 'screening',
            what: `your ${tool} result of ${row.result.taken_at.slice(0, 10)}`,
          }),
        });
      }
      return { rows: found, logged: entries };
    });
    for (const { subjectId, entry } of logged) await announceAccess(hub, subjectId, entry);
    return {
      now: new Date(now).toISOString(),
      data: rows.map((r) => ({
        share_id: r.share_id,
        owner: { user_id: r.owner_id, display_name: displayNameOf(r.owner) },
        until: r.until,
        result: present(r.result),
      })),
    };
  });
}
