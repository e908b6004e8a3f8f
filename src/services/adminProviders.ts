import { HTTPError, type KyInstance } from 'ky';
import * as z from 'zod/mini';
import * as api from '../../contract/admin-providers';
import type { Query } from '../../contract/endpoint';
import { call, pathOf } from './call';
import { serviceCall } from './http';

/*
 * /admin-provider's calls (contract/admin-providers.ts). A refusal carries the server's sentence
 * and each field's words, for the editor to show beside its field. Loaded by /admin-provider only.
 */
export class ProviderRefused extends Error {
  constructor(readonly refusal: { message: string | null; issues: { path: string; message: string }[] }) {
    super(refusal.message ?? 'refused');
  }
}

async function refusedOrThrow(error: unknown): Promise<never> {
  if (error instanceof HTTPError && error.response.status >= 400 && error.response.status < 500) {
    const body = (await error.response.json().catch(() => ({}))) as {
      message?: string;
      issues?: { path: string; message: string }[];
    };
    throw new ProviderRefused({ message: body.message ?? null, issues: body.issues ?? [] });
  }
  throw error;
}

const answered = <T>(name: string, run: () => Promise<T>) =>
  serviceCall('adminProviders', name, () => run().catch(refusedOrThrow));

export type ProviderFilters = Partial<Query<typeof api.listProviders>>;

export function createAdminProviders(http: KyInstance) {
  return {
    list(filters: ProviderFilters) {
      return answered('list', async () => (await call(http, api.listProviders, { query: filters })).data);
    },
    /** `picture`: an uploaded picture's url, null to remove it, left out to keep it. */
    save(id: number | null, fields: api.ProviderFields, reason: string, picture?: string | null): Promise<api.AdminProvider> {
      const body = { ...fields, reason, ...(picture === undefined ? {} : { picture }) };
      return answered('save', async () =>
        id === null
          ? (await call(http, api.createProvider, { body })).data
          : (await call(http, api.updateProvider, { params: { id }, body })).data,
      );
    },
    /** Uploads a picture (the server reads its type from its bytes); the answer is its url, for save. */
    uploadPicture(file: Blob): Promise<string> {
      return answered('uploadPicture', async () => {
        const form = new FormData();
        form.append('file', file);
        const response = await http(pathOf(api.uploadProviderPicture), { method: 'POST', body: form });
        return z.parse(api.uploadProviderPicture.response, await response.json()).data.url;
      });
    },
    retire(id: number, reason: string): Promise<api.AdminProvider> {
      return answered('retire', async () => (await call(http, api.retireProvider, { params: { id }, body: { reason } })).data);
    },
  };
}
export type AdminProvidersService = ReturnType<typeof createAdminProviders>;
