import type { FastifyInstance } from 'fastify';
import * as api from '../../contract/sessions';
import type { SignedInSession } from '../../contract/sessions';
import type { Database } from '../db/types';
import { serve } from '../http/endpoint';
import type { LiveConnections } from '../realtime/live-connections';
import { deviceOf } from './device';
import { endSessions, sessionsOf, type SessionEntry } from './store';

const NOT_FOUND = { error: 'not found', message: 'You have no session with that id. It may have ended already.' } as const;
const OWN = { error: 'conflict', message: 'This is the browser you are using: use Log out to sign it out.' } as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const recent = (s: SignedInSession) => s.last_active_at ?? s.signed_in_at ?? '';

/**
 * Settings › Sessions (contract/sessions.ts): every route reads only the caller's own sessions,
 * found by the caller's user id from the token; another person's session id is a 404, as an id
 * nobody has. Ending a session closes its open pages' streams and sockets with the reason.
 */
export function registerSessions(app: FastifyInstance, db: Database, live: LiveConnections) {
  const present = (s: SessionEntry, currentGrant: string): SignedInSession => ({
    id: s.key,
    current: s.grantId === currentGrant,
    device: deviceOf(s.userAgent),
    address: s.address,
    signed_in_at: iso(s.signedInAt),
    last_active_at: iso(s.lastActiveAt),
  });

  const end = async (sessions: SessionEntry[]) => {
    await db.transaction((tx) => endSessions(tx, sessions));
    // After the commit: their pages hear why, then their connections close.
    for (const s of sessions) if (s.grantId) live.closeGrant(s.grantId, 'signed_out_elsewhere');
  };

  serve(app, api.list, async ({ req }) => {
    const all = (await sessionsOf(db, req.userId)).map((s) => present(s, req.grantId));
    all.sort((a, b) => Number(b.current) - Number(a.current) || recent(b).localeCompare(recent(a)));
    return { data: all };
  });

  serve(app, api.signOut, async ({ req, reply, params }) => {
    const found = (await sessionsOf(db, req.userId)).find((s) => s.key === params.id);
    if (!found) return reply.status(404).send(NOT_FOUND);
    if (found.grantId === req.grantId) return reply.status(409).send(OWN);
    await end([found]);
    return { result: 'ok' as const };
  });

  // Idle sign-out (issue #62): the client's idle time ran out; the session ends here, not only in
  // that page, and its other pages are told why. A session already ended is simply ended.
  serve(app, api.signOutIdle, async ({ req }) => {
    const own = (await sessionsOf(db, req.userId)).filter((s) => s.grantId === req.grantId);
    await db.transaction((tx) => endSessions(tx, own));
    live.closeGrant(req.grantId, 'idle');
    return { result: 'ok' as const };
  });

  serve(app, api.signOutOthers, async ({ req }) => {
    const others = (await sessionsOf(db, req.userId)).filter((s) => s.grantId !== req.grantId);
    await end(others);
    return { result: 'ok' as const, signed_out: others.length };
  });
}
