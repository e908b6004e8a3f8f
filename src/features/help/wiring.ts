import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { helpCenterMachine } from '../../../machines/help/helpCenter.machine';
import { useAppSystem } from '../../system/context';

/** Help's articles with the help service (src/services/help.ts, loaded with /caretools only). */
export function useHelpCenterLogic() {
  const { api } = useAppSystem();
  return useMemo(
    () =>
      helpCenterMachine.provide({
        actors: {
          loadArticles: fromPromise(async ({ input, signal }) =>
            (await api()).help().then((h) => h.articles(input.query, signal)),
          ),
        },
      }),
    [api],
  );
}
