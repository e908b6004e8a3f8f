import { fromPromise } from 'xstate';
import { sideListsMachine } from '../../../machines/sideLists/sideLists.machine';
import type { WiringDeps } from '../../system/deps';

/** The side menu's lists from the search-engine and user-manager services. */
export const sideListsWiring = ({ api }: Pick<WiringDeps, 'api'>) =>
  sideListsMachine.provide({
    actors: {
      loadMyCommunities: fromPromise(async () => (await api()).communities.mine()),
      loadMyNotes: fromPromise(async () => (await api()).userManager.myNotes()),
    },
  });
