import type { AdminProvider, ProviderFields } from '../../contract/admin-providers';
import { labelOf, SERVICES } from '../../contract/directory';
import type { Queryable } from '../db/types';

/** Every statement of /admin-provider: the directory's providers (therapy_providers, search's table). */

const COLUMNS = `therapy_provider_id, name, service_kinds as services, ages, languages, insurance, telehealth, in_person,
  street, city, state, zip_code, phone, website, hours, about, provider_image_url, retired_at`;

interface Row extends Omit<AdminProvider, 'retired_at' | 'website'> {
  website: string | null;
  retired_at: Date | string | null;
}

const present = (r: Row): AdminProvider => ({
  therapy_provider_id: r.therapy_provider_id,
  name: r.name,
  services: r.services,
  ages: r.ages,
  languages: r.languages,
  insurance: r.insurance,
  telehealth: r.telehealth,
  in_person: r.in_person,
  street: r.street,
  city: r.city,
  state: r.state,
  zip_code: r.zip_code,
  phone: r.phone,
  website: r.website,
  hours: r.hours,
  about: r.about,
  provider_image_url: r.provider_image_url,
  retired_at: r.retired_at ? new Date(r.retired_at).toISOString() : null,
});

const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listProviders(
  db: Queryable,
  f: { q?: string | undefined; retired: 'true' | 'false'; page: number; size: number },
): Promise<{ rows: AdminProvider[]; total: number }> {
  const q = f.q?.trim();
  const { rows } = await db.query<Row & { total: number }>(
    `select ${COLUMNS}, count(*) over ()::int as total from therapy_providers
      where ($1::text is null or name ilike $1) and (retired_at is not null) = $2
      order by lower(name), therapy_provider_id limit $3 offset $4`,
    [q ? likeText(q) : null, f.retired === 'true', f.size, f.page * f.size],
  );
  return { rows: rows.map(present), total: rows[0]?.total ?? 0 };
}

export async function providerById(db: Queryable, id: number): Promise<AdminProvider | undefined> {
  const { rows } = await db.query<Row>(`select ${COLUMNS} from therapy_providers where therapy_provider_id = $1`, [id]);
  return rows[0] && present(rows[0]);
}

/** Search's free-text services (what suggestions match) follow the keys. */
const servicesText = (keys: string[]) => keys.map((k) => labelOf(SERVICES, k)).join(', ');

const values = (p: ProviderFields, at: { latitude: number; longitude: number }) => [
  p.name,
  servicesText(p.services),
  p.services,
  p.ages,
  p.languages,
  p.insurance,
  p.telehealth,
  p.in_person,
  p.street,
  p.city,
  p.state,
  p.zip_code,
  p.phone,
  p.website,
  p.hours,
  p.about,
  at.latitude,
  at.longitude,
];

export async function insertProvider(db: Queryable, p: ProviderFields, at: { latitude: number; longitude: number }) {
  const { rows } = await db.query<{ id: number }>(
    `insert into therapy_providers (name, services, service_kinds, ages, languages, insurance, telehealth, in_person,
       street, city, state, zip_code, phone, website, hours, about, latitude, longitude)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     returning therapy_provider_id as id`,
    values(p, at),
  );
  return rows[0]!.id;
}

export async function updateProvider(db: Queryable, id: number, p: ProviderFields, at: { latitude: number; longitude: number }) {
  await db.query(
    `update therapy_providers set name = $1, services = $2, service_kinds = $3, ages = $4, languages = $5, insurance = $6,
       telehealth = $7, in_person = $8, street = $9, city = $10, state = $11, zip_code = $12, phone = $13, website = $14,
       hours = $15, about = $16, latitude = $17, longitude = $18
     where therapy_provider_id = $19`,
    [...values(p, at), id],
  );
}

/** The provider's picture: this server's path of an upload (provider-pictures.ts), or none. */
export async function setPicture(db: Queryable, id: number, path: string | null) {
  await db.query('update therapy_providers set provider_image_url = $1 where therapy_provider_id = $2', [path, id]);
}

export async function retireProvider(db: Queryable, id: number) {
  await db.query('update therapy_providers set retired_at = now() where therapy_provider_id = $1', [id]);
}

/** Locks the provider's row for the transaction (two administrators editing at once take turns). */
export async function lockProvider(db: Queryable, id: number) {
  await db.query('select 1 from therapy_providers where therapy_provider_id = $1 for update', [id]);
}
