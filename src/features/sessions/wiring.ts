import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { sessionsListMachine } from '../../../machines/sessions/sessionsList.machine';
import { useAppSystem } from '../../system/context';

/* Settings › Sessions' machine with its service (src/services/sessions.ts, loaded with the section only). */

export function useSessionsListLogic() {
  const { api } = useAppSystem();
  return useMemo(() => {
    const service = async () => (await api()).sessions();
    return sessionsListMachine.provide({
      actors: {
        loadSessions: fromPromise(async () => (await service()).list()),
        signOut: fromPromise(async ({ input }) => (await service()).signOut(input.id)),
        signOutOthers: fromPromise(async () => (await service()).signOutOthers()),
      },
    });
  }, [api]);
}
