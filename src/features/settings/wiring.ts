import { settingsMachine } from '../../../machines/settings/settings.machine';
import { storeSettings } from './settingsStorage';

/** Display settings persisted in local storage. */
export const settingsWiring = () =>
  settingsMachine.provide({
    actions: { 'persist settings': (_, settings) => storeSettings(settings) },
  });
