import { fromPromise } from 'xstate';
import { countsMachine } from '../../../machines/counts/counts.machine';
import type { WiringDeps } from '../../system/deps';

/** The three header counts, each from its own service. */
export const countsWiring = ({ api }: Pick<WiringDeps, 'api'>) =>
  countsMachine.provide({
    actors: {
      loadNotificationCount: fromPromise(async ({ input }) => (await api()).notifications.bellCount(input.userId)),
      loadUnreadChatCount: fromPromise(async () => (await api()).chatUnread.unreadCount()),
      loadPendingInvitationCount: fromPromise(async ({ input }) =>
        (await api()).userManager.pendingInvitationCount(input.userId),
      ),
    },
  });
