import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { articleMachine } from '../../../machines/resources/article.machine';
import { hubMachine } from '../../../machines/resources/hub.machine';
import { useAppSystem } from '../../system/context';

/*
 * The resource hub's two flows with the resources service (src/services/resources.ts, loaded
 * with these pages and the dashboard's saved block only).
 */

function useResourcesService() {
  const { api } = useAppSystem();
  return useMemo(() => async () => (await api()).resources(), [api]);
}

export function useHubLogic() {
  const service = useResourcesService();
  return useMemo(
    () =>
      hubMachine.provide({
        actors: {
          loadArticles: fromPromise(async ({ input, signal }) =>
            (await service()).list({ ...(input.category ? { category: input.category } : {}), q: input.query }, signal),
          ),
        },
      }),
    [service],
  );
}

export function useArticleLogic() {
  const service = useResourcesService();
  return useMemo(
    () =>
      articleMachine.provide({
        actors: {
          loadArticle: fromPromise(async ({ input, signal }) => (await service()).article(input.slug, signal)),
          saveBookmark: fromPromise(async ({ input }) => (await service()).setBookmark(input.slug, input.bookmarked)),
        },
      }),
    [service],
  );
}
