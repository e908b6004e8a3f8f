/**
 * US places (zip codes and towns) for every feature that reads a location: search's requests,
 * the directory's origin and seed, Nora's provider answers, the location field, the map's labels.
 */
export { keyOf, stateCode } from './gazetteer';
export { PLACES_SCHEMA, PLACES_TABLES } from './schema';
export { seedPlacesIfEmpty } from './seed';
export { registerPlaces } from './routes';
export {
  milesBetween,
  nearestZip,
  placeOfZip,
  resolvePlace,
  suggestPlaces,
  townNamed,
  townsIn,
  townsOfAtLeast,
  type Box,
  type Place,
  type Suggestion,
  type Town,
} from './store';
