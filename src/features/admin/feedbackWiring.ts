import { useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { pagedListMachine } from '../../../machines/admin/pagedList.machine';
import { useAppSystem } from '../../system/context';

/* /admin-feedback's list with the admin service (loaded by the admin pages only). */

const feedbackList = pagedListMachine('feedback', { page: 0 });
export type FeedbackListActorRef = ActorRefFrom<typeof feedbackList>;

export function useFeedbackListLogic() {
  const { api } = useAppSystem();
  return useMemo(
    () =>
      feedbackList.provide({
        actors: { load: fromPromise(async ({ input }) => (await (await api()).admin()).feedback(input.page)) },
      }),
    [api],
  );
}
