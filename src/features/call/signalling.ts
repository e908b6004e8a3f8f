import { fromCallback, type AnyActorRef } from 'xstate';
import { callEnded, callJoined, callLink, callMedia, callMoved, callPeer, callRefused, callSignal } from '../../../contract/call';
import type { SignalCommand, SignalEvent } from '../../../machines/call/call.machine';
import { getSystemActor } from '../../../machines/system';
import { reportError } from '../../reporting/reporting';

/** Every message the app receives on the chat socket about a call, by event name (literal keys: an entry's `event` is a string). */
const TO_CLIENT = {
  'call:joined': callJoined.schema,
  'call:refused': callRefused.schema,
  'call:peer': callPeer.schema,
  'call:signal': callSignal.schema,
  'call:media': callMedia.schema,
  'call:link': callLink.schema,
  'call:ended': callEnded.schema,
  'call:moved': callMoved.schema,
} as const;

type Heard = {
  [E in keyof typeof TO_CLIENT]: { event: E; payload: import('zod/mini').output<(typeof TO_CLIENT)[E]> };
}[keyof typeof TO_CLIENT];

/** A server message about this call, as the call machine hears it. */
function signalOf(heard: Heard): SignalEvent {
  switch (heard.event) {
    case 'call:joined':
      return {
        type: 'signal.joined',
        role: heard.payload.role,
        startsAt: Date.parse(heard.payload.starts_at),
        endsAt: Date.parse(heard.payload.ends_at),
        now: Date.parse(heard.payload.now),
      };
    case 'call:refused':
      return {
        type: 'signal.refused',
        action: heard.payload.action,
        reason: heard.payload.reason,
        message: heard.payload.message,
      };
    case 'call:peer':
      return { type: 'signal.peer', event: heard.payload.event, resume: heard.payload.resume };
    case 'call:signal':
      return heard.payload.description
        ? { type: 'signal.description', description: heard.payload.description }
        : { type: 'signal.candidate', candidate: heard.payload.candidate! };
    case 'call:media':
      return {
        type: 'signal.media',
        media: { audio: heard.payload.audio, video: heard.payload.video, screen: heard.payload.screen },
      };
    case 'call:link':
      return { type: 'signal.link', state: heard.payload.state };
    case 'call:ended':
      return { type: 'signal.ended', outcome: heard.payload.outcome, missing: heard.payload.missing, by: heard.payload.by };
    case 'call:moved':
      return { type: 'signal.moved' };
  }
}

/**
 * The call's signalling (issue #61) over the session's chat socket: what the session hears of
 * calls (`call.heard`, carried unread) is parsed here, where it enters the call, with
 * contract/call.ts; a message for another meeting is not this call's, a malformed one is reported
 * once and dropped. The call's own messages go out through the session (`call.tell`); the
 * socket's coming back is `signal.up` (the call goes into its room again).
 */
export function sessionSignalling(system: AnyActorRef['system']) {
  return fromCallback<SignalCommand, { meetingId: string }>(({ input, sendBack, receive }) => {
    const session = getSystemActor(system, 'session');
    if (!session) return;
    let reported = false;
    const heard = session.on('call.heard', ({ event, payload }) => {
      const schema = TO_CLIENT[event as keyof typeof TO_CLIENT];
      const parsed = schema?.safeParse(payload);
      if (!parsed?.success) {
        if (!reported) reportError(new Error('Malformed call message dropped'), { flow: 'call', event });
        reported = true;
        return;
      }
      if (parsed.data.meeting_id !== input.meetingId) return;
      sendBack(signalOf({ event, payload: parsed.data } as Heard));
    });
    const connection = session.on('chat.connection', ({ connected }) =>
      sendBack(connected ? { type: 'signal.up' } : { type: 'signal.down' }),
    );
    receive(({ message }) => session.send({ type: 'call.tell', event: message.event, payload: message.payload }));
    return () => {
      heard.unsubscribe();
      connection.unsubscribe();
    };
  });
}
