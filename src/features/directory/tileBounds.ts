import type { Origin } from '../../../contract/directory';
import type { Bounds, TileDot } from './TileMap';

/** Where the tile map (issue #63.10) starts, in longitude and latitude. */

/** The lower 48, where a tile map starts with nothing to show. */
const LOWER_48: Bounds = [
  [-125, 24],
  [-66, 50],
];
const MILES_PER_DEGREE = 69.0;

/** Where the tile map starts: the radius's circle, or the dots and the place with a margin. */
export function boundsOf(
  dots: readonly TileDot[],
  origin: Pick<Origin, 'longitude' | 'latitude'> | null,
  radiusMiles: number | undefined,
): Bounds {
  if (origin && radiusMiles) {
    const dLat = radiusMiles / MILES_PER_DEGREE;
    const dLon = dLat / Math.max(0.2, Math.cos((origin.latitude * Math.PI) / 180));
    return [
      [origin.longitude - dLon, origin.latitude - dLat],
      [origin.longitude + dLon, origin.latitude + dLat],
    ];
  }
  const points = dots.map((d) => [d.longitude, d.latitude] as const);
  if (origin) points.push([origin.longitude, origin.latitude]);
  if (points.length === 0) return LOWER_48;
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  // At least about 30 miles across: a single practice still shows its town around it.
  const margin = 0.25;
  return [
    [Math.min(...lons) - margin, Math.min(...lats) - margin],
    [Math.max(...lons) + margin, Math.max(...lats) + margin],
  ];
}
