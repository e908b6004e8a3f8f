import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { conciergeRequestMachine } from '../../../machines/conciergeRequest/conciergeRequest.machine';
import { useAppSystem } from '../../system/context';

/** Settings' Become a concierge with the conciergeRequest service (loaded with that section only). */
export function useConciergeRequestLogic() {
  const { api } = useAppSystem();
  return useMemo(() => {
    const service = async () => (await api()).conciergeRequest();
    return conciergeRequestMachine.provide({
      actors: {
        loadMine: fromPromise(async () => (await service()).mine()),
        send: fromPromise(async ({ input }) => (await service()).send(input.asType, input.message)),
      },
    });
  }, [api]);
}
