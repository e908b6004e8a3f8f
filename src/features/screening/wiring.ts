import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { screeningMachine } from '../../../machines/screening/screening.machine';
import { screeningHistoryMachine, type ScreeningHistoryActorRef } from '../../../machines/screening/screeningHistory.machine';
import { screeningSharesMachine } from '../../../machines/screening/screeningShares.machine';
import { sharedWithMeMachine } from '../../../machines/screening/sharedWithMe.machine';
import { useAppSystem, useSystemSelector } from '../../system/context';

/*
 * The screening page's two flows with the screening service (src/services/screening.ts, loaded
 * with this page only) and the questionnaire's draft in sessionStorage: this tab only, keyed by
 * the person, so nobody else signing in on the tab finds it.
 */

function useScreeningService() {
  const { api } = useAppSystem();
  return useMemo(() => async () => (await api()).screening(), [api]);
}

export function useScreeningHistoryLogic() {
  const service = useScreeningService();
  return useMemo(
    () =>
      screeningHistoryMachine.provide({
        actors: {
          fetchResults: fromPromise(async ({ signal }) => (await service()).list(signal)),
          deleteResult: fromPromise(async ({ input }) => (await service()).remove(input.id)),
        },
      }),
    [service],
  );
}

export function useScreeningLogic(history: ScreeningHistoryActorRef) {
  const service = useScreeningService();
  const userId = useSystemSelector('auth', (s) => s.context.user?.user_id ?? null, null);
  return useMemo(() => {
    const key = `neurohealth.screening.draft.${userId ?? 'anonymous'}`;
    return screeningMachine.provide({
      actors: {
        // Anything may be in storage: the machine checks the draft still fits its tool (draft.ts).
        restoreDraft: fromPromise(async () => JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as unknown),
        saveResult: fromPromise(async ({ input }) => (await service()).save(input)),
      },
      actions: {
        'persist draft': (_, { draft }) => {
          try {
            if (draft) window.sessionStorage.setItem(key, JSON.stringify(draft));
            else window.sessionStorage.removeItem(key);
          } catch {
            // Storage full or refused (private mode): the questionnaire works, a reload starts over.
          }
        },
        'announce saved': (_, { result }) => history.send({ type: 'history.add', result }),
      },
    });
  }, [service, userId, history]);
}

/** The person's shares (issue #62): who they may share with and what they share now, read together. */
export function useScreeningSharesLogic() {
  const service = useScreeningService();
  return useMemo(
    () =>
      screeningSharesMachine.provide({
        actors: {
          loadShares: fromPromise(async ({ signal }) => {
            const s = await service();
            const [readers, mine] = await Promise.all([s.shareReaders(signal), s.myShares(signal)]);
            return { readers, ...mine };
          }),
          shareResult: fromPromise(async ({ input }) => (await service()).share(input)),
          revokeShare: fromPromise(async ({ input }) => (await service()).revoke(input.id)),
        },
      }),
    [service],
  );
}

/** The results shared with a concierge (issue #62); their live news comes through the screening owner. */
export function useSharedWithMeLogic() {
  const service = useScreeningService();
  return useMemo(
    () =>
      sharedWithMeMachine.provide({
        actors: {
          // Counted from the server's time of the answer, not the device's clock.
          loadShared: fromPromise(async ({ signal }) => (await service()).sharedWithMe(signal)),
        },
      }),
    [service],
  );
}
