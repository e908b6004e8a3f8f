import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { accessLogMachine } from '../../../machines/accessLog/accessLog.machine';
import { useAppSystem } from '../../system/context';

/* "Who saw my data"'s machine with its service (src/services/accessLog.ts, loaded with the section only). */

export function useAccessLogLogic() {
  const { api } = useAppSystem();
  return useMemo(
    () =>
      accessLogMachine.provide({
        actors: { loadLog: fromPromise(async () => (await api()).accessLog().then((s) => s.mine())) },
      }),
    [api],
  );
}
