import { useMemo } from 'react';
import { fromPromise, sendTo, type EventObject } from 'xstate';
import type { CountsEvent } from '../../../machines/counts/counts.machine';
import { notificationsPageMachine } from '../../../machines/notificationsPage/notificationsPage.machine';
import { useAppSystem } from '../../system/context';

/** What the header's counts hear when the page has marked everything seen. */
const BELL_SEEN: CountsEvent = { type: 'count.reset', count: 'notifications' };

/**
 * The /notification page's flow with its real implementations. It lives in the
 * page's own chunk: the machine and its wiring load with the page.
 */
export function useNotificationsPageLogic() {
  const { api, open } = useAppSystem();
  return useMemo(
    () =>
      notificationsPageMachine.provide({
        actors: {
          markAllSeen: fromPromise(async ({ input }) => (await api()).notifications.markAllSeen(input.userId)),
          fetchPage: fromPromise(async ({ input }) => (await api()).notifications.list(input.userId, input.page)),
          markRead: fromPromise(async ({ input }) => (await api()).notifications.markRead(input.id)),
          deleteOne: fromPromise(async ({ input }) => (await api()).notifications.deleteOne(input.id)),
          deleteAll: fromPromise(async ({ input }) => (await api()).notifications.deleteAll(input.userId)),
        },
        actions: {
          // SPEC §4: after mark-all-seen, the bell shows 0.
          // The page runs in the app's actor system (under its owner), beside the header's counts.
          'notifications seen': sendTo(({ system }) => system.get('counts'), BELL_SEEN as EventObject),
          navigate: (_, { to }) => open(to),
        },
      }),
    [api, open],
  );
}
