/**
 * What the provider directory adds to global search's therapy_providers (server/search/schema.ts
 * keeps the table and its search documents): each provider's services, ages, languages and
 * insurance as keys of contract/directory.ts, how they see people and where they are (distances
 * are measured from server/places' zip centroids and towns). Distances are computed in the database by
 * `directory_miles` (below), the same in PGlite and Postgres; a btree on each provider's latitude
 * and longitude lets a radius search read only the box around its circle.
 */
export const DIRECTORY_SCHEMA = `
-- Great-circle miles between two points (haversine on a sphere of earthdistance's radius,
-- 6,378,168 m). Not the cube/earthdistance extensions: loaded beside pg_trgm in PGlite 0.x they
-- broke trigram queries (a '%' search answered nothing and the next statement never returned).
create or replace function directory_miles(lat1 float8, lon1 float8, lat2 float8, lon2 float8) returns float8
  language sql immutable strict parallel safe
  return 2 * 3963.1906 * asin(least(1, sqrt(
    power(sin(radians(lat2 - lat1) / 2), 2) + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lon2 - lon1) / 2), 2))));

-- The 200 zip centroids the directory once kept: every zip code is in server/places now.
drop table if exists zip_centroids;

alter table therapy_providers add column if not exists service_kinds text[] not null default '{}';
alter table therapy_providers add column if not exists ages text[] not null default '{}';
alter table therapy_providers add column if not exists languages text[] not null default '{}';
alter table therapy_providers add column if not exists insurance text[] not null default '{}';
alter table therapy_providers add column if not exists telehealth boolean not null default false;
alter table therapy_providers add column if not exists in_person boolean not null default true;
alter table therapy_providers add column if not exists street text not null default '';
alter table therapy_providers add column if not exists phone text not null default '';
alter table therapy_providers add column if not exists hours text[] not null default '{}';
alter table therapy_providers add column if not exists about text not null default '';
alter table therapy_providers add column if not exists latitude double precision;
alter table therapy_providers add column if not exists longitude double precision;
alter table therapy_providers add column if not exists member_user_id int references users(user_id) on delete set null;
create index if not exists therapy_providers_point_idx on therapy_providers (latitude, longitude);
create index if not exists therapy_providers_service_kinds_idx on therapy_providers using gin (service_kinds);
create index if not exists therapy_providers_name_idx on therapy_providers (lower(name), therapy_provider_id);

-- Each person's saved providers (issue #63.9): Save on a provider's page and in the results,
-- listed in Favorites. Gone with the person or the provider.
create table if not exists saved_providers (
  user_id int not null references users(user_id) on delete cascade,
  therapy_provider_id int not null references therapy_providers(therapy_provider_id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, therapy_provider_id)
);
create index if not exists saved_providers_user_idx on saved_providers (user_id, created_at desc);
`;

/** Dependents first, for dropSchema (the provider columns go with search's table). */
export const DIRECTORY_TABLES = ['saved_providers'];
