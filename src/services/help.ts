import type { KyInstance } from 'ky';
import * as contract from '../../contract/help';
import { call } from './call';
import { serviceCall } from './http';

/** Help (contract/help.ts): the how-to articles, all or matching a search. Loaded with /caretools only. */
export function createHelp(http: KyInstance) {
  return {
    async articles(q: string, signal?: AbortSignal): Promise<contract.HelpArticle[]> {
      const query = q ? { q } : {};
      return serviceCall(
        'help',
        'articles',
        async () => (await call(http, contract.articles, { query, ...(signal ? { signal } : {}) })).data,
      );
    },
  };
}
export type HelpService = ReturnType<typeof createHelp>;
