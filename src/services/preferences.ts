import { HTTPError, type KyInstance } from 'ky';
import * as contract from '../../contract/preferences';
import { call } from './call';
import { serviceCall } from './http';
import { refusalIn } from './refusal';

/** A save the server answered: done with the account's preferences, or refused with its sentence (400). */
export type SaveAnswer = { ok: true; preferences: contract.Preferences } | { ok: false; message: string };

/**
 * The person's preferences (contract/preferences.ts). A refusal is an answer the forms show; an
 * outage is reported once and thrown, so the flows offer Try again (or keep the local copy).
 */
export function createPreferences(http: KyInstance) {
  const refusedOr = async (error: unknown, name: string): Promise<SaveAnswer> => {
    const refusal = await refusalIn(error);
    if (refusal && refusal.status === 400) return { ok: false, message: refusal.message };
    return serviceCall('preferences', name, () => Promise.reject(error));
  };
  return {
    async read(signal?: AbortSignal): Promise<contract.Preferences> {
      return serviceCall(
        'preferences',
        'readPreferences',
        async () => (await call(http, contract.readPreferences, signal ? { signal } : {})).data,
      );
    },
    async saveTimezone(timezone: string): Promise<SaveAnswer> {
      try {
        return { ok: true, preferences: (await call(http, contract.saveTimezone, { body: { timezone } })).data };
      } catch (error) {
        return refusedOr(error, 'saveTimezone');
      }
    },
    async saveNotifications(notifications: contract.NotificationChoices): Promise<SaveAnswer> {
      try {
        return { ok: true, preferences: (await call(http, contract.saveNotifications, { body: { notifications } })).data };
      } catch (error) {
        return refusedOr(error, 'saveNotifications');
      }
    },
    /** Saved, or `conflict` with what another browser saved meanwhile (409). */
    async saveDisplay(
      display: contract.DisplayChoice,
      version: number,
    ): Promise<{ saved: contract.Preferences } | { conflict: contract.Preferences }> {
      try {
        return { saved: (await call(http, contract.saveDisplay, { body: { display, version } })).data };
      } catch (error) {
        if (error instanceof HTTPError && error.response.status === 409) {
          const body = z409.safeParse(await error.response.json().catch(() => null));
          if (body.success) return { conflict: body.data.data };
        }
        return serviceCall('preferences', 'saveDisplay', () => Promise.reject(error));
      }
    },
  };
}
export type PreferencesService = ReturnType<typeof createPreferences>;

const z409 = contract.displayConflict;
