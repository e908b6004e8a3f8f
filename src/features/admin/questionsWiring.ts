import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { questionsMachine } from '../../../machines/admin/questions.machine';
import { useAppSystem } from '../../system/context';

/* /admin-questions' machine with the admin service (src/services/admin.ts, loaded by the admin pages only). */
export function useQuestionsLogic() {
  const { api } = useAppSystem();
  return useMemo(
    () =>
      questionsMachine.provide({
        actors: {
          loadQuestions: fromPromise(async ({ input }) => (await (await api()).admin()).questions(input)),
          act: fromPromise(async ({ input }) => (await (await api()).admin()).actOnQuestion(input)),
        },
      }),
    [api],
  );
}
