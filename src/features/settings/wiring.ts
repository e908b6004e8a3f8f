import { fromPromise } from 'xstate';
import { settingsMachine } from '../../../machines/settings/settings.machine';
import type { WiringDeps } from '../../system/deps';
import { storeSettings } from './settingsStorage';

/** Display settings persisted in local storage, and with the account while signed in. */
export const settingsWiring = ({ api }: Pick<WiringDeps, 'api'>) =>
  settingsMachine.provide({
    actions: { 'persist settings': (_, settings) => storeSettings(settings) },
    actors: {
      readAccount: fromPromise(async ({ signal }) => (await (await api()).preferences()).read(signal)),
      saveToAccount: fromPromise(async ({ input }) =>
        (await (await api()).preferences()).saveDisplay(input.display, input.version),
      ),
    },
  });
