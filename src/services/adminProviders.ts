import { HTTPError, type KyInstance } from 'ky';
import * as api from '../../contract/admin-providers';
import type { Query } from '../../contract/endpoint';
import { call } from './call';
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
    save(id: number | null, fields: api.ProviderFields, reason: string): Promise<api.AdminProvider> {
      return answered('save', async () =>
        id === null
          ? (await call(http, api.createProvider, { body: { ...fields, reason } })).data
          : (await call(http, api.updateProvider, { params: { id }, body: { ...fields, reason } })).data,
      );
    },
    retire(id: number, reason: string): Promise<api.AdminProvider> {
      return answered('retire', async () => (await call(http, api.retireProvider, { params: { id }, body: { reason } })).data);
    },
  };
}
export type AdminProvidersService = ReturnType<typeof createAdminProviders>;
