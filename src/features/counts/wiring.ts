import { fromPromise } from 'xstate';
import { countsMachine } from '../../../machines/counts/counts.machine';
import type { WiringDeps } from '../../system/deps';

/** The three header counts, each from its own service. */
export const countsWiring = ({ api }: Pick<WiringDeps, 'api'>) =>
  countsMachine.provide({
    actors: {
      loadNotificationCount: fromPromise(async ({ input }) => (await api()).notifications.bellCount(input.userId)),
      // An administrator's is not asked: the server refuses them on messages (it would be a reported 403).
      loadUnreadChatCount: fromPromise(async ({ input }) =>
        input.readsMessages === false ? 0 : (await api()).chatUnread.unreadCount(),
      ),
      loadPendingInvitationCount: fromPromise(async ({ input }) =>
        (await api()).userManager.pendingInvitationCount(input.userId),
      ),
    },
  });
