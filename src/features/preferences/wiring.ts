import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { timezoneFormMachine } from '../../../machines/preferences/timezoneForm.machine';
import { useAppSystem } from '../../system/context';

/** The time zone form with the preferences service (src/services/preferences.ts, loaded with the section). */
export function useTimezoneFormLogic() {
  const { api } = useAppSystem();
  return useMemo(() => {
    const service = async () => (await api()).preferences();
    return timezoneFormMachine.provide({
      actors: {
        readPreferences: fromPromise(async ({ signal }) => (await service()).read(signal)),
        saveTimezone: fromPromise(async ({ input }) => (await service()).saveTimezone(input.timezone)),
      },
    });
  }, [api]);
}
