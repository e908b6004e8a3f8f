import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { CONCIERGES_PAGE_SIZE } from '../../../contract/admin-concierge';
import { conciergeActionsMachine } from '../../../machines/admin/conciergeActions.machine';
import { pagedListMachine } from '../../../machines/admin/pagedList.machine';
import { useAppSystem } from '../../system/context';

/* /admin's machines with the adminConcierge service (loaded by /admin only). */

const conciergesList = pagedListMachine('concierges', { sort: 'name', order: 'asc', page: 0, size: CONCIERGES_PAGE_SIZE });
const requestsList = pagedListMachine('conciergeRequests', { status: 'pending', page: 0 });
const bookingsList = pagedListMachine('conciergeBookings', { page: 0 });

const useService = () => {
  const { api } = useAppSystem();
  return useMemo(() => async () => (await api()).adminConcierge(), [api]);
};

export function useConciergesListLogic() {
  const service = useService();
  return useMemo(
    () => conciergesList.provide({ actors: { load: fromPromise(async ({ input }) => (await service()).concierges(input)) } }),
    [service],
  );
}

export function useRequestsListLogic() {
  const service = useService();
  return useMemo(
    () => requestsList.provide({ actors: { load: fromPromise(async ({ input }) => (await service()).requests(input)) } }),
    [service],
  );
}

export function useBookingsListLogic(conciergeId: number) {
  const service = useService();
  return useMemo(
    () =>
      bookingsList.provide({
        actors: { load: fromPromise(async ({ input }) => (await service()).bookings(conciergeId, input.page)) },
      }),
    [service, conciergeId],
  );
}

export function useConciergeActionsLogic() {
  const service = useService();
  return useMemo(
    () =>
      conciergeActionsMachine.provide({
        actors: {
          act: fromPromise(async ({ input }) => {
            const admin = await service();
            if (input.kind === 'mentoring') return admin.setMentoring(input.conciergeId, input.on, input.reason);
            return admin.decide(input.requestId, input.kind, input.reason);
          }),
        },
      }),
    [service],
  );
}
