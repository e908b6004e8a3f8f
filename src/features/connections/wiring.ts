import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { connectionsPageMachine } from '../../../machines/connections/connectionsPage.machine';
import { followButtonMachine } from '../../../machines/connections/followButton.machine';
import { profilePageMachine } from '../../../machines/connections/profilePage.machine';
import { useAppSystem } from '../../system/context';

/*
 * The connections flows with their service (src/services/connections.ts, loaded with
 * /connectpeople and /user through deps.api().connections()). Nothing else: a request arriving
 * or accepted reaches the flows from the session through the connections owner
 * (machines/domain/pageOwner.machine.ts), and each machine decides what it means.
 */

function useService() {
  const { api } = useAppSystem();
  return useMemo(() => async () => (await api()).connections(), [api]);
}

export function useConnectionsPageLogic() {
  const service = useService();
  return useMemo(
    () =>
      connectionsPageMachine.provide({
        actors: {
          loadPage: fromPromise(async ({ input, signal }) => (await service()).page(input.userId, input.tab, input.page, signal)),
          act: fromPromise(async ({ input }) =>
            (await service()).act(input.userId, input.action, input.row.request_id, input.row.user.user_id),
          ),
        },
        actions: {
          // The header's count agrees with the page: both come from the server's answer.
          'tell the pending count': ({ system }, { requests }) =>
            system.get('counts')?.send({ type: 'count.set', count: 'pendingInvitations', value: requests }),
        },
      }),
    [service],
  );
}

/** The follow button of one person, for the reader `meId`. */
export function useFollowButtonLogic(meId: number) {
  const service = useService();
  return useMemo(
    () =>
      followButtonMachine.provide({
        actors: {
          send: fromPromise(async ({ input }) => (await service()).send(meId, input.userId)),
          cancel: fromPromise(async ({ input }) => {
            await (await service()).act(meId, 'CANCEL', input.requestId, 0);
          }),
          unfollow: fromPromise(async ({ input }) => {
            await (await service()).act(meId, 'UNFOLLOW', 0, input.userId);
          }),
        },
      }),
    [service, meId],
  );
}

/** /user?u=: the profile by user name; Block and Unblock are chat's (deps.api().chatServer()). */
export function useProfilePageLogic() {
  const service = useService();
  const { api } = useAppSystem();
  return useMemo(
    () =>
      profilePageMachine.provide({
        actors: {
          loadProfile: fromPromise(async ({ input, signal }) => (await service()).profile(input.userName, signal)),
          setBlocked: fromPromise(async ({ input }) => {
            const chat = await (await api()).chatServer();
            await (input.blocked ? chat.block(input.userId) : chat.unblock(input.userId));
          }),
        },
      }),
    [service, api],
  );
}
