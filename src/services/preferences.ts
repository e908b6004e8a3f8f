import { HTTPError, type KyInstance } from 'ky';
import * as contract from '../../contract/preferences';
import { call } from './call';
import { serviceCall } from './http';
import { refusalIn } from './refusal';
import { sharedRead } from './sharedRead';

/**
 * The read, shared per client: every `api().preferences()` makes a new service, and at sign-in
 * the display settings and the toasts' notification choices each read the preferences at once.
 */
const reads = new WeakMap<KyInstance, (signal?: AbortSignal) => Promise<contract.Preferences>>();
const readerFor = (http: KyInstance) => {
  let read = reads.get(http);
  if (!read) {
    read = sharedRead((signal) =>
      serviceCall('preferences', 'readPreferences', async () => (await call(http, contract.readPreferences, { signal })).data),
    );
    reads.set(http, read);
  }
  return read;
};

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
  const read = readerFor(http);
  return {
    /** The person's preferences; callers asking while a read is on its way share its answer. */
    async read(signal?: AbortSignal): Promise<contract.Preferences> {
      return read(signal);
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
