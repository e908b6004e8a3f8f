import { HTTPError, type KyInstance } from 'ky';
import * as contract from '../../contract/directory';
import * as places from '../../contract/places';
import type { MapLayer } from '../../contract/places';
import { call } from './call';
import { serviceCall } from './http';
import { refusalIn } from './refusal';

/*
 * The provider directory (contract/directory.ts): the search /providers makes (SPEC §7's
 * service-providers search) and one provider's page. Loaded with those two pages only
 * (deps.api().directory()).
 */

const SERVICE = 'directory';

/** One page of the directory, or the zip code or town the server does not know (an answer, not an outage). */
export interface DirectoryPage {
  items: contract.ListedProvider[];
  total: number;
  page: number;
  origin: contract.Origin | null;
  unknownZip: string | null;
}

export function createDirectory(http: KyInstance) {
  return {
    async search(filters: contract.Filters, page: number, signal?: AbortSignal): Promise<DirectoryPage> {
      try {
        const { data } = await call(http, contract.search, {
          body: { ...filters, page, size: contract.PAGE_SIZE },
          ...(signal ? { signal } : {}),
        });
        return { items: data.data, total: data.total, page: data.page, origin: data.origin, unknownZip: null };
      } catch (error) {
        const refusal = await refusalIn(error);
        const unknown = refusal?.status === 400 ? (filters.zip_code ?? filters.near) : undefined;
        if (unknown && /^is not a (zip code|US town)/.test(refusal?.message ?? ''))
          return { items: [], total: 0, page, origin: null, unknownZip: unknown };
        return serviceCall(SERVICE, 'search', () => Promise.reject(error));
      }
    },
    /** What the offline map draws over its states for a view (public, cached a day by the browser). */
    mapLayer(box: { x: number; y: number; width: number; height: number }, signal?: AbortSignal): Promise<MapLayer> {
      return serviceCall(SERVICE, 'mapLayer', async () => {
        const query = { x: box.x, y: box.y, w: box.width, h: box.height };
        return (await call(http, places.mapLayer, { query, ...(signal ? { signal } : {}) })).data;
      });
    },
    /** The provider's page, or null when there is no such provider (a 404 is an answer, not reported). */
    async provider(id: number, signal?: AbortSignal): Promise<contract.ProviderDetail | null> {
      try {
        return (await call(http, contract.detail, { params: { therapy_provider_id: id }, ...(signal ? { signal } : {}) })).data;
      } catch (error) {
        if (error instanceof HTTPError && error.response.status === 404) return null;
        return serviceCall(SERVICE, 'provider', () => Promise.reject(error));
      }
    },
  };
}
export type DirectoryService = ReturnType<typeof createDirectory>;
