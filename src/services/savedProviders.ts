import type { KyInstance } from 'ky';
import * as api from '../../contract/directory-saved';
import { call } from './call';
import { answeredCall, type ServerRefusal } from './refusal';

/*
 * A person's saved providers (contract/directory-saved.ts): which are saved, Save and Unsave.
 * Loaded with /providers and /directory-item only (deps.api().savedProviders()).
 */

const SERVICE = 'savedProviders';

/** A refusal the views show as it is (machines/directory/savedProviders: savedMessageOf reads `refusal`). */
export class SaveRefused extends Error {
  constructor(readonly refusal: { code: string; message: string }) {
    super(refusal.message);
  }
}

/** A refusal is thrown as SaveRefused, unreported; anything else is reported once (SPEC §8). */
const answered = <T>(name: string, run: () => Promise<T>): Promise<T> =>
  answeredCall({ service: SERVICE, call: name }, run, {
    refused: (r: ServerRefusal) => new SaveRefused({ code: r.error ?? String(r.status), message: r.message }),
    unavailable: () => new Error('unavailable'),
  });

export function createSavedProviders(http: KyInstance) {
  return {
    /** The ids of the person's saved providers. */
    ids(): Promise<number[]> {
      return answered('ids', async () => (await call(http, api.savedProviders, {})).data);
    },
    save(id: number, saved: boolean): Promise<void> {
      return answered(saved ? 'save' : 'unsave', async () => {
        const params = { therapy_provider_id: id };
        if (saved) await call(http, api.saveProvider, { params });
        else await call(http, api.unsaveProvider, { params });
      });
    },
  };
}
export type SavedProvidersService = ReturnType<typeof createSavedProviders>;
