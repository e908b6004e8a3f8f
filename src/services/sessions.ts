import type { KyInstance } from 'ky';
import * as api from '../../contract/sessions';
import { call } from './call';
import { answeredCall, type ServerRefusal } from './refusal';

/*
 * Settings › Sessions (contract/sessions.ts): the person's own sessions, signing out one or all
 * the others. Loaded by that section (deps.api().sessions()), and by an idle sign-out when it ends.
 */

const SERVICE = 'sessions';

/** A refusal the section shows as it is (the session already ended, this browser's own). */
export class SessionsRefused extends Error {
  constructor(readonly refusal: { code: string; message: string }) {
    super(refusal.message);
  }
}

/** A refusal is thrown as SessionsRefused, unreported; anything else is reported once (SPEC §8). */
const answered = <T>(name: string, run: () => Promise<T>): Promise<T> =>
  answeredCall({ service: SERVICE, call: name }, run, {
    refused: (r: ServerRefusal) => new SessionsRefused({ code: r.error ?? String(r.status), message: r.message }),
    unavailable: () => new Error('unavailable'),
  });

export function createSessions(http: KyInstance) {
  return {
    list(): Promise<api.SignedInSession[]> {
      return answered('list', async () => (await call(http, api.list)).data);
    },
    signOut(id: string): Promise<void> {
      return answered('signOut', async () => {
        await call(http, api.signOut, { params: { id } });
      });
    },
    /** Idle sign-out (issue #62): ends this browser's own session at the server. */
    signOutIdle(): Promise<void> {
      return answered('signOutIdle', async () => {
        await call(http, api.signOutIdle);
      });
    },
    signOutOthers(): Promise<number> {
      return answered('signOutOthers', async () => (await call(http, api.signOutOthers)).signed_out);
    },
  };
}
export type SessionsService = ReturnType<typeof createSessions>;
