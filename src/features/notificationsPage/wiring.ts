import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { notificationsPageMachine } from '../../../machines/notificationsPage/notificationsPage.machine';
import { getSystemActor } from '../../../machines/system';
import { useAppSystem } from '../../system/context';

/**
 * The /notification page's flow with its real implementations. It lives in the
 * page's own chunk: the machine and its wiring load with the page.
 */
export function useNotificationsPageLogic() {
  const { api, root, open } = useAppSystem();
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
          'notifications seen': () =>
            getSystemActor(root.system, 'counts')?.send({ type: 'count.reset', count: 'notifications' }),
          navigate: (_, { to }) => open(to),
        },
      }),
    [api, root, open],
  );
}
