import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/**
 * US places for a map (issue #63.10): what the offline map draws over its state outlines, for the
 * part of the country in view, so the client never downloads the country's towns and counties.
 * Coordinates are the map's frame: us-atlas's Albers USA projection (d3-geo, scale 1300) in 975 × 610.
 */

/** The frame's size; a view is a box inside it. */
export const FRAME = { width: 975, height: 610 } as const;
/** Views narrower than this (about 250 miles) get county lines. */
export const COUNTIES_BELOW = 90;
export const TOWNS_MAX = 80;

const coordinate = z.coerce
  .number({ error: 'must be a number' })
  .check(z.minimum(-FRAME.width, { error: 'is off the map' }), z.maximum(2 * FRAME.width, { error: 'is off the map' }));
const extent = z.coerce
  .number({ error: 'must be a number' })
  .check(z.positive({ error: 'must be more than 0' }), z.maximum(2 * FRAME.width, { error: 'is larger than the map' }));

export const town = z.object({ name: z.string(), state: z.string(), population: z.int(), x: z.number(), y: z.number() });

export const mapLayer = endpoint({
  method: 'GET',
  path: '/public/static-data/v1/map-layer',
  summary:
    'What a map view shows over the state outlines: the most populous towns in the box (up to 80, the largest first) and, for a view narrower than about 250 miles, the county lines, as an SVG path, in the map frame (Albers USA, 975 × 610).',
  query: z.object({ x: coordinate, y: coordinate, w: extent, h: extent }),
  response: z.object({ data: z.object({ towns: z.array(town), counties: z.string() }) }),
  auth: 'public',
});

export type MapTown = z.output<typeof town>;
export type MapLayer = z.output<typeof mapLayer.response>['data'];
