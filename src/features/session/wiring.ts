import { sendParent, sendTo, type AnyActorRef } from 'xstate';
import type { AuthEvent } from '../../../machines/auth/auth.machine';
import type { SessionEndReason } from '../../../contract/sessions';
import { sessionMachine } from '../../../machines/session/session.machine';
import { chatSocketCallback } from '../../realtime/chatSocket';
import type { WiringDeps } from '../../system/deps';
import { lazyCallback } from '../../system/lazyCallback';
import { countsWiring } from '../counts/wiring';
import { eventStreamWiring } from '../eventStream/wiring';
import { idleSignOutWiring } from '../idleSignOut/wiring';
import { pinGateWiring } from '../pin/wiring';
import { searchWiring } from '../search/wiring';
import { sideListsWiring } from '../sideLists/wiring';
import { toastsWiring } from '../toasts/wiring';
import { welcomeHintsWiring } from '../welcomeHints/wiring';

/**
 * The signed-in session's machine with its real implementations, composed from
 * each flow's wiring. This module is imported when someone signs in (the root's
 * `loadSession`), so none of it is in the public bundle.
 */
export function createSessionLogic(deps: WiringDeps) {
  return sessionMachine.provide({
    actions: {
      // The root emits it system-wide (machines/root).
      'announce meeting ended': sendParent((_, { meetingId }: { meetingId: string }) => ({
        type: 'meeting.ended' as const,
        meetingId,
      })),
      // The auth actor (same system) signs out saying why, or renews after a refused connection.
      'end the session': sendTo(
        ({ system }) => system.get('auth') as AnyActorRef,
        (_, { reason }: { reason: SessionEndReason }): AuthEvent => ({ type: 'auth.sessionRevoked', reason }),
      ),
      'confirm the session': sendTo(({ system }) => system.get('auth') as AnyActorRef, {
        type: 'auth.liveRefused',
      } satisfies AuthEvent),
    },
    actors: {
      toasts: toastsWiring(deps),
      eventStream: eventStreamWiring(deps),
      chatSocket: lazyCallback(async () => chatSocketCallback(deps.config, deps.accessToken)),
      welcomeHints: welcomeHintsWiring(),
      sideLists: sideListsWiring(deps),
      counts: countsWiring(deps),
      search: searchWiring(deps),
      pinGate: pinGateWiring(deps),
      idleSignOut: idleSignOutWiring(deps),
    },
  });
}
