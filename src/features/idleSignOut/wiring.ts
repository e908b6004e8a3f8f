import { fromCallback, fromPromise, sendTo, type AnyActorRef } from 'xstate';
import type { AuthEvent } from '../../../machines/auth/auth.machine';
import {
  idleMsOf,
  idleSignOutMachine,
  WARNING_MS,
  type IdleSignOutEvent,
  type IdleSignOutInput,
  type OtherTabsEvent,
} from '../../../machines/idleSignOut/idleSignOut.machine';
import type { WiringDeps } from '../../system/deps';
import { otherTabs, watchActivity } from './activity';

/**
 * Idle sign-out (issue #62) with its effects: the idle time from /config.json
 * (`session.idleMinutes`), this tab's use, the session's other tabs, the server's end of the
 * session, and the auth actor, which signs out saying why.
 */
export const idleSignOutWiring = (deps: Pick<WiringDeps, 'config' | 'api'>) =>
  idleSignOutMachine.provide({
    delays: { 'until warning': idleMsOf(deps.config.session.idleMinutes) - WARNING_MS },
    actors: {
      watchActivity: fromCallback<IdleSignOutEvent>(watchActivity),
      otherTabs: fromCallback<OtherTabsEvent, IdleSignOutInput>(otherTabs),
      endSession: fromPromise(async () => (await (await deps.api()).sessions()).signOutIdle()),
    },
    actions: {
      'end the session here': sendTo(({ system }) => system.get('auth') as AnyActorRef, {
        type: 'auth.sessionRevoked',
        reason: 'idle',
      } satisfies AuthEvent),
    },
  });
