import { useMemo } from 'react';
import { fromPromise, sendTo } from 'xstate';
import { timezoneFormMachine } from '../../../machines/preferences/timezoneForm.machine';
import { useAppSystem } from '../../system/context';

/**
 * The time zone form with the preferences service (src/services/preferences.ts, loaded with the
 * section); a saved zone is handed to the app's settings actor, which booking and the calendar read.
 */
export function useTimezoneFormLogic() {
  const { api } = useAppSystem();
  return useMemo(() => {
    const service = async () => (await api()).preferences();
    return timezoneFormMachine.provide({
      actions: {
        // The form runs in the app's actor system (under the preferences owner), beside the settings actor.
        'tell the app the saved zone': sendTo(
          ({ system }) => system.get('settings'),
          (_, { timezone }: { timezone: string }) => ({ type: 'settings.timezone.saved', timezone }),
        ),
      },
      actors: {
        readPreferences: fromPromise(async ({ signal }) => (await service()).read(signal)),
        saveTimezone: fromPromise(async ({ input }) => (await service()).saveTimezone(input.timezone)),
      },
    });
  }, [api]);
}
