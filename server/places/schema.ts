/**
 * US places (gazetteer.ts): every zip code with its Census centroid and post-office name, and
 * every town with its population and zip codes. Lookups are indexed: a zip or a town's key by
 * prefix (text_pattern_ops, whatever the database's collation), the populated towns by size.
 */
export const PLACES_SCHEMA = `
create table if not exists us_zip_codes (
  zip_code text primary key check (zip_code ~ '^[0-9]{5}$'),
  city text not null,
  state text not null,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  -- False for a PO-box or single-building zip the Census draws no area for (located at the zipcodes package's point).
  area boolean not null default true
);
create index if not exists us_zip_codes_prefix_idx on us_zip_codes (zip_code text_pattern_ops);

create table if not exists us_towns (
  id serial primary key,
  name text not null,
  -- gazetteer.ts keyOf(name): lower case, no punctuation, "st" for Saint.
  key text not null,
  state text not null,
  population int not null check (population >= 0),
  zip_codes text[] not null,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  unique (key, state)
);
create index if not exists us_towns_key_idx on us_towns (key text_pattern_ops);
create index if not exists us_towns_populated_idx on us_towns (population desc, id) where population > 0;
`;

export const PLACES_TABLES = ['us_towns', 'us_zip_codes'];
