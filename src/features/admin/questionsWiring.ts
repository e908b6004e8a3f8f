import { useMemo } from 'react';
import { questionsMachine, type QuestionsFilters, type QuestionAction } from '../../../machines/admin/questions.machine';
import { reasonedListEffects } from '../../../machines/admin/reasonedList.machine';
import { useAppSystem } from '../../system/context';

/* /admin-questions' machine with the admin service (src/services/admin.ts, loaded by the admin pages only). */
export function useQuestionsLogic() {
  const { api } = useAppSystem();
  return useMemo(
    () =>
      questionsMachine.provide({
        actors: reasonedListEffects<QuestionsFilters, QuestionAction>({
          load: async (filters) => (await (await api()).admin()).questions(filters),
          act: async (action) => (await (await api()).admin()).actOnQuestion(action),
        }),
      }),
    [api],
  );
}
