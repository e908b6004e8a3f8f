import { useMemo } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { connectionsPageMachine, type ConnectionsPageEvent } from '../../../machines/connections/connectionsPage.machine';
import { followButtonMachine, type FollowButtonEvent } from '../../../machines/connections/followButton.machine';
import { profilePageMachine } from '../../../machines/connections/profilePage.machine';
import { getSystemActor } from '../../../machines/system';
import { useAppSystem } from '../../system/context';

/*
 * The connections flows with their service (src/services/connections.ts, loaded with
 * /connectpeople and /user through deps.api().connections()) and the session's
 * connections.changed events. Nothing else.
 */

function useService() {
  const { api } = useAppSystem();
  return useMemo(() => async () => (await api()).connections(), [api]);
}

export function useConnectionsPageLogic() {
  const service = useService();
  const { root } = useAppSystem();
  return useMemo(
    () =>
      connectionsPageMachine.provide({
        actors: {
          loadPage: fromPromise(async ({ input, signal }) => (await service()).page(input.userId, input.tab, input.page, signal)),
          act: fromPromise(async ({ input }) =>
            (await service()).act(input.userId, input.action, input.row.request_id, input.row.user.user_id),
          ),
          // A request arrived or was accepted: the session emits it (machines/session).
          connectionEvents: fromCallback<ConnectionsPageEvent>(({ sendBack }) => {
            const subscription = getSystemActor(root.system, 'session')?.on('connections.changed', () =>
              sendBack({ type: 'connections.reload' }),
            );
            return () => subscription?.unsubscribe();
          }),
        },
        actions: {
          'tell the pending count': (_, { requests }) =>
            getSystemActor(root.system, 'counts')?.send({ type: 'count.set', count: 'pendingInvitations', value: requests }),
        },
      }),
    [service, root],
  );
}

/** The follow button of one person; `userName` picks their acceptance out of the session's events. */
export function useFollowButtonLogic(meId: number, userName: string) {
  const service = useService();
  const { root } = useAppSystem();
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
          followEvents: fromCallback<FollowButtonEvent, { userId: number }>(({ sendBack }) => {
            const subscription = getSystemActor(root.system, 'session')?.on('connections.changed', (e) => {
              if (e.accepted && e.userName?.toLowerCase() === userName.toLowerCase()) sendBack({ type: 'follow.accepted' });
            });
            return () => subscription?.unsubscribe();
          }),
        },
      }),
    [service, root, meId, userName],
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
