import type { Server as SocketServer } from 'socket.io';
import type { z } from 'zod/mini';
import {
  callEnd,
  callEnded,
  callHere,
  callJoin,
  callJoined,
  callLeave,
  callLink,
  callMedia,
  callMoved,
  callPeer,
  callRefused,
  callSignal,
} from '../../contract/call';
import type { Database } from '../db/database';
import type { NotificationHub } from '../realtime/notification-hub';
import { mayEnd, mayJoin, type CallRefusal } from './access';
import { endSession, markJoined, sessionByMeeting, type CallRole } from './store';

/** A socket's messages about calls: a burst of this many, then this many a second (ICE candidates come in bursts of ten or twenty). */
const BURST = 120;
const PER_SECOND = 30;

export interface SignallingOptions {
  db: Database;
  hub: NotificationHub;
  /** The server's clock (tests move it). */
  clock: () => number;
  /** A session completed: its concierge's badges are counted again (server/reviews). */
  completed: (conciergeId: number) => Promise<unknown>;
}

const room = (meetingId: string) => `call:${meetingId}`;
/** One person's sockets in one call: a second tab moves them out of the room. */
const personRoom = (meetingId: string, userId: number) => `call:${meetingId}:${userId}`;

/**
 * Signalling for the calls of concierge sessions (issue #61), on the chat socket: the handshake
 * already checked the token (server/chat/socket.ts), so `socket.data.userId` is the person.
 *
 * A session's room holds its two people's sockets, on whichever node each is (the Postgres
 * adapter carries `to(room).emit` across nodes, as it does typing). Joining checks the rules
 * (access.ts) and records that the person came (store.ts: what decides completed or no-show); the
 * other person hears `call:peer` joined and answers `call:here`, so each learns the other is in
 * without the server asking every node who is. Offers, answers, candidates, microphone and camera
 * states and "reconnecting" are relayed only from a socket in the room, and only to the other
 * side. A person who joins again elsewhere (a second tab, their phone) moves their first socket
 * out. A socket that goes tells the other side how: left (Leave), closed (the page closed) or lost
 * (the connection dropped, they may come back). Every message is parsed with its contract entry
 * and a socket may send only so many; a malformed or excess one is dropped.
 */
export function attachCallSignalling(io: SocketServer, options: SignallingOptions) {
  const { db, hub, clock } = options;

  io.on('connection', (socket) => {
    const userId = (socket.data as { userId?: number }).userId;
    if (!userId) return;
    /** The call this socket is in (at most one), and the person's side in it. */
    let current: { meetingId: string; role: CallRole } | undefined;
    const inRoom = (meetingId: string) => current?.meetingId === meetingId && socket.rooms.has(room(meetingId));

    let tokens = BURST;
    let filled = Date.now();
    const allowed = () => {
      const now = Date.now();
      tokens = Math.min(BURST, tokens + ((now - filled) / 1000) * PER_SECOND);
      filled = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    };
    /** Handles one kind of message: parsed, counted, and never allowed to throw out of the socket. */
    const on = <S extends z.ZodMiniType>(entry: { event: string; schema: S }, handle: (message: z.output<S>) => unknown) =>
      socket.on(entry.event, (raw: unknown) => {
        if (!allowed()) return;
        const parsed = entry.schema.safeParse(raw);
        if (!parsed.success) return;
        void Promise.resolve()
          .then(() => handle(parsed.data))
          .catch((error: unknown) => console.error(`call ${entry.event} failed: ${(error as Error).message}`));
      });
    const refuse = (meetingId: string, action: 'join' | 'end', refusal: CallRefusal) =>
      socket.emit(callRefused.event, callRefused.schema.parse({ meeting_id: meetingId, action, ...refusal }));
    const tellOther = (meetingId: string, event: 'joined' | 'present' | 'left' | 'closed' | 'lost', resume = false) =>
      socket.to(room(meetingId)).emit(callPeer.event, callPeer.schema.parse({ meeting_id: meetingId, event, resume }));

    const leave = async (reason: 'left' | 'closed' | 'lost') => {
      if (!current) return;
      const { meetingId } = current;
      current = undefined;
      if (!socket.rooms.has(room(meetingId))) return;
      tellOther(meetingId, reason);
      await socket.leave(room(meetingId));
      await socket.leave(personRoom(meetingId, userId));
    };

    on(callJoin, async ({ meeting_id: meetingId, resume }) => {
      const now = clock();
      const found = await sessionByMeeting(db, meetingId);
      const verdict = mayJoin(found, userId, now);
      if (typeof verdict !== 'string') return refuse(meetingId, 'join', verdict);
      const session = found!;
      if (current && current.meetingId !== meetingId) await leave('left');
      // The person's other tab or device leaves the room, told why; this socket takes its place. The
      // sockets leave before they are told (through the person's own room: every tab of theirs hears
      // it; those not in this call ignore it), so a moved tab can no longer speak in the call. On a
      // cluster the adapter publishes the leave and only then applies it here, and publishes the
      // broadcast on another of its connections: unawaited, the tab here could hear it was moved
      // while still in the room. Awaited, the leave is applied here and its NOTIFY is sent before
      // the broadcast's, so the other nodes apply it first too.
      const mine = personRoom(meetingId, userId);
      await io.of('/').adapter.delSockets({ rooms: new Set([mine]), except: new Set([socket.id]) }, [room(meetingId), mine]);
      io.to(`user:${userId}`)
        .except(socket.id)
        .emit(callMoved.event, callMoved.schema.parse({ meeting_id: meetingId }));
      await markJoined(db, session.id, verdict, now);
      await socket.join([room(meetingId), mine]);
      current = { meetingId, role: verdict };
      socket.emit(
        callJoined.event,
        callJoined.schema.parse({
          meeting_id: meetingId,
          role: verdict,
          starts_at: new Date(session.start_ms).toISOString(),
          ends_at: new Date(session.end_ms).toISOString(),
          now: new Date(now).toISOString(),
        }),
      );
      // Only someone already in the call hears of the arrival. On a cluster a broadcast reaches this
      // node's sockets once its NOTIFY has gone round, so told with nobody there, the other person
      // coming in meanwhile would hear an arrival that came before theirs (and both would offer).
      const others = (await io.in(room(meetingId)).fetchSockets()).filter((other) => other.id !== socket.id);
      if (others.length > 0) tellOther(meetingId, 'joined', resume);
    });

    on(callHere, ({ meeting_id: meetingId, resume }) => {
      if (inRoom(meetingId)) tellOther(meetingId, 'present', resume);
    });
    // Offers, answers and candidates; microphone, camera and screen; "reconnecting": to the other side only.
    const relay = (event: string) => (message: { meeting_id: string }) => {
      if (inRoom(message.meeting_id)) socket.to(room(message.meeting_id)).emit(event, message);
    };
    on(callSignal, relay(callSignal.event));
    on(callMedia, relay(callMedia.event));
    on(callLink, relay(callLink.event));

    on(callLeave, ({ meeting_id: meetingId }) => {
      if (inRoom(meetingId)) return leave('left');
    });

    on(callEnd, async ({ meeting_id: meetingId }) => {
      const session = await sessionByMeeting(db, meetingId);
      const verdict = mayEnd(session, userId, clock());
      if (typeof verdict !== 'string') return refuse(meetingId, 'end', verdict);
      const ended = await endSession(db, session!.id);
      // The other person ended it a moment before: it is over either way.
      if (!ended) return refuse(meetingId, 'end', { reason: 'ended', message: 'This session has ended.' });
      // To both people's own rooms (every tab), not the call's, which they leave at once: on a
      // cluster the broadcast would otherwise arrive after they left it.
      io.to(`user:${session!.booker_id}`)
        .to(`user:${session!.concierge_id}`)
        .emit(
          callEnded.event,
          callEnded.schema.parse({ meeting_id: meetingId, outcome: ended.status, missing: ended.missing, by: verdict }),
        );
      io.in(room(meetingId)).socketsLeave([
        room(meetingId),
        personRoom(meetingId, session!.booker_id),
        personRoom(meetingId, session!.concierge_id),
      ]);
      current = undefined;
      const missingName =
        ended.missing === 'both' ? 'neither of you' : ended.missing === 'booker' ? session!.booker_name : session!.concierge_name;
      const notification =
        ended.status === 'completed' ? 'The meeting has ended.' : `The session ended as a no-show: ${missingName} did not join.`;
      // SPEC §3-4: MEETING_ENDED with the meeting id, to both; the review and note prompts follow from it.
      for (const person of [session!.booker_id, session!.concierge_id])
        await hub.publish(person, {
          type: 'MEETING_ENDED',
          notification,
          notificationFrom: 'SYSADMIN',
          meeting_id: meetingId,
          postId: session!.id,
        });
      if (ended.status === 'completed') await options.completed(session!.concierge_id);
    });

    // How the socket went decides what the other side hears: a page closed says goodbye; a dropped
    // connection does not (ping timeout, transport error), and its person may be back in a moment.
    socket.on('disconnecting', (reason) => {
      void leave(reason === 'transport close' || reason === 'client namespace disconnect' ? 'closed' : 'lost');
    });
  });
}
