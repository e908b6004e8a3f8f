import { assign, setup } from 'xstate';
import type { ProviderDetail } from '../../contract/directory';
import { unprovidedPromise } from '../domain/placeholder';

export type ProviderPageEvent = { type: 'provider.retry' };

export interface ProviderPageContext {
  id: number;
  provider: ProviderDetail | null;
}

/**
 * /directory-item/{therapy_provider_id} (issue #34): one provider's page, loading, loaded, not
 * found (an id the directory does not have is an answer with its own page) or failed with Try again.
 */
export const providerPageMachine = setup({
  types: {
    context: {} as ProviderPageContext,
    events: {} as ProviderPageEvent,
    input: {} as { id: number },
    tags: {} as 'loading' | 'loaded' | 'not found' | 'error',
  },
  actors: {
    // GET /api/search-engine/v1/service-providers/:id (null for a 404), provided in src/features/directory/wiring.ts.
    loadProvider: unprovidedPromise<ProviderDetail | null, { id: number }>('directory', 'loadProvider'),
  },
  guards: {
    'no such provider': (_, params: { provider: ProviderDetail | null }) => params.provider === null,
  },
}).createMachine({
  id: 'providerPage',
  context: ({ input }) => ({ id: input.id, provider: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadProvider',
        id: 'loadProvider',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          { guard: { type: 'no such provider', params: ({ event }) => ({ provider: event.output }) }, target: 'notFound' },
          { target: 'loaded', actions: assign({ provider: ({ event }) => event.output }) },
        ],
        onError: 'failed',
      },
    },
    notFound: {
      description: 'The directory has no provider with this id: says so, with a way back to the search.',
      tags: ['not found'],
    },
    failed: { description: 'The provider could not be read: Try again.', tags: ['error'], on: { 'provider.retry': 'loading' } },
    loaded: { description: 'Every field of the provider, its contact, its place on the mini map.', tags: ['loaded'] },
  },
});
