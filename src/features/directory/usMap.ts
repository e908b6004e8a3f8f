import { geoAlbersUsa, geoCircle, geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// The Census Bureau's state outlines, already projected to Albers USA in a 975 × 610 frame
// (us-atlas): bundled with this route's chunk, so the map draws offline, with no tiles.
import atlas from 'us-atlas/states-albers-10m.json';

/**
 * The directory's offline map: the states drawn once from us-atlas with d3-geo, and the
 * projection that places a latitude and longitude in the same frame (the atlas was projected
 * with d3's Albers USA at scale 1300, centred in 975 × 610).
 */
export const FRAME = { width: 975, height: 610 } as const;

const topology = atlas as unknown as Topology<{ states: GeometryCollection; nation: GeometryCollection }>;
const flat = geoPath();
/** Every state's area, one path (the land). */
export const LAND = flat(feature(topology, topology.objects.nation)) ?? '';
/** The borders between states, drawn once each. */
export const BORDERS = flat(mesh(topology, topology.objects.states, (a, b) => a !== b)) ?? '';

const projection = geoAlbersUsa()
  .scale(1300)
  .translate([FRAME.width / 2, FRAME.height / 2]);
const projected = geoPath(projection);

/** Where a place falls in the frame, or null outside the lower 48, Alaska and Hawaii (Albers USA draws only those). */
export function place(longitude: number, latitude: number): [number, number] | null {
  return projection([longitude, latitude]);
}

/** A point of the frame as a longitude and latitude (the tile map places the offline layer's towns), or null off the map. */
export function unplace(x: number, y: number): [number, number] | null {
  return projection.invert?.([x, y]) ?? null;
}

const MILES_PER_DEGREE = 69.0;

/** How many miles one frame unit spans at a point of the frame (Albers is nearly equal-distance across the lower 48). */
export function milesPerUnit(x: number, y: number): number {
  const a = projection.invert?.([x, y]);
  const b = projection.invert?.([x, y + 1]);
  if (!a || !b) return 2.9;
  return Math.abs(b[1] - a[1]) * MILES_PER_DEGREE || 2.9;
}

/** The circle of a radius around a place, as the earth draws it (great-circle), in the frame. */
export function circlePath(longitude: number, latitude: number, miles: number): string {
  return (
    projected(
      geoCircle()
        .center([longitude, latitude])
        .radius(miles / MILES_PER_DEGREE)(),
    ) ?? ''
  );
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const WHOLE: Box = { x: 0, y: 0, width: FRAME.width, height: FRAME.height };

/**
 * The part of the frame to show: the given points with a margin, never narrower than
 * `minWidth` (a single practice still shows its state around it), in the frame's proportions;
 * the whole country when there is nothing to show.
 */
export function boxAround(points: ReadonlyArray<readonly [number, number]>, minWidth = 90): Box {
  if (points.length === 0) return WHOLE;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const ratio = FRAME.width / FRAME.height;
  let width = Math.max(minWidth, (x1 - x0) * 1.2);
  let height = Math.max(width / ratio, (y1 - y0) * 1.2);
  width = Math.max(width, height * ratio);
  height = width / ratio;
  if (width >= FRAME.width) return WHOLE;
  return { x: (x0 + x1) / 2 - width / 2, y: (y0 + y1) / 2 - height / 2, width, height };
}
