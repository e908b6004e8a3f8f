import { createActor, fromCallback, type AnyActorRef } from 'xstate';
import type { RootEvent } from '../../machines/root.machine';
import type { SessionEvent, SessionInput } from '../../machines/session.machine';
import { SYSTEM_ID } from '../../machines/system';
import type { SessionDeps } from './sessionLogic';
import { reportError } from './reporting';

/**
 * The root's `session` actor. On sign-in it loads the session's code, then runs
 * the session machine as its own child, in the same actor system (so `counts`,
 * `toasts` and the rest are found by systemId as usual). Events from the root
 * are passed on; the root is told when the session is ready, so views re-read
 * the system. Stopping it (sign-out) ends the session, which stops all its actors.
 */
export function lazySession(deps: SessionDeps) {
  return fromCallback<RootEvent, SessionInput>(({ input, self, sendBack, receive }) => {
    let stopped = false;
    let child: AnyActorRef | null = null;
    const early: SessionEvent[] = [];
    receive((event) => {
      // The session's own completion (xstate.done.actor…) comes back here: nothing to pass on.
      if (event.type.startsWith('xstate.')) return;
      const forwarded = event as unknown as SessionEvent;
      if (child) child.send(forwarded);
      else early.push(forwarded);
    });
    void import('./sessionLogic')
      .then(({ createSessionLogic }) => {
        if (stopped) return;
        const session = createActor(createSessionLogic(deps), { parent: self, id: SYSTEM_ID.session, systemId: SYSTEM_ID.session, input });
        // The root emits the session's broadcasts system-wide.
        session.on('meeting.ended', (event) => sendBack({ type: 'meeting.ended', meetingId: event.meetingId }));
        child = session;
        child.subscribe({ error: (error) => reportError(error, { flow: 'session' }) });
        child.start();
        for (const event of early.splice(0)) child.send(event);
        sendBack({ type: 'session.ready' });
      })
      .catch((error: unknown) => reportError(error, { flow: 'session', problem: 'could not load' }));
    return () => {
      stopped = true;
      // Only an owner may stop an actor (XState v5): the session ends itself on this event.
      child?.send({ type: 'session.end' });
    };
  });
}
