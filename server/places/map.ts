import { createRequire } from 'node:module';
import { geoAlbersUsa } from 'd3-geo';
import { mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { COUNTIES_BELOW, FRAME, TOWNS_MAX, type MapLayer } from '../../contract/places';
import type { Queryable } from '../db/types';
import { townsIn } from './store';

/**
 * A map view's layer (contract/places.ts): the towns in the box, projected into the frame as the
 * client projects its dots, and the county lines near the box from us-atlas (already projected
 * to the same frame). The county mesh is built once per process, on the first zoomed-in view.
 */

const projection = geoAlbersUsa()
  .scale(1300)
  .translate([FRAME.width / 2, FRAME.height / 2]);

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

let countyLines: Array<Array<[number, number]>> | undefined;

/** County borders within a state (state borders the client draws itself), as lines of frame points. */
function counties(): Array<Array<[number, number]>> {
  if (countyLines) return countyLines;
  const atlas = createRequire(import.meta.url)('us-atlas/counties-albers-10m.json') as Topology<{
    counties: GeometryCollection;
  }>;
  const stateOf = (id: string | number | undefined) => String(id ?? '').slice(0, 2);
  const lines = mesh(atlas, atlas.objects.counties, (a, b) => a !== b && stateOf(a.id) === stateOf(b.id));
  countyLines = lines.coordinates as Array<Array<[number, number]>>;
  return countyLines;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The county lines with a point in the box (grown by a tenth), as one SVG path. */
function countyPath(box: Box): string {
  const mx = box.w * 0.1;
  const my = box.h * 0.1;
  const inside = ([x, y]: [number, number]) =>
    x >= box.x - mx && x <= box.x + box.w + mx && y >= box.y - my && y <= box.y + box.h + my;
  let path = '';
  for (const line of counties()) {
    if (!line.some(inside)) continue;
    path += line.map(([x, y], i) => `${i ? 'L' : 'M'}${round(x)},${round(y)}`).join('');
  }
  return path;
}

/** The latitude and longitude bounds of a frame box (the whole country when a corner falls off the projection). */
function boundsOf(box: Box) {
  const corners = [
    [box.x, box.y],
    [box.x + box.w, box.y],
    [box.x, box.y + box.h],
    [box.x + box.w, box.y + box.h],
    [box.x + box.w / 2, box.y],
    [box.x + box.w / 2, box.y + box.h],
  ].map((c) => projection.invert?.(c as [number, number]) ?? null);
  if (corners.some((c) => c === null)) return { south: 15, north: 72, west: -180, east: -60 };
  const lons = corners.map((c) => c![0]);
  const lats = corners.map((c) => c![1]);
  return { south: Math.min(...lats), north: Math.max(...lats), west: Math.min(...lons), east: Math.max(...lons) };
}

export async function mapLayer(db: Queryable, box: Box): Promise<MapLayer> {
  // The largest towns of the bounds, kept when they fall in the box (Albers bends the bounds' edges).
  const candidates = await townsIn(db, boundsOf(box), TOWNS_MAX * 3);
  const towns: MapLayer['towns'] = [];
  for (const t of candidates) {
    const at = projection([t.longitude, t.latitude]);
    if (!at || at[0] < box.x || at[0] > box.x + box.w || at[1] < box.y || at[1] > box.y + box.h) continue;
    towns.push({ name: t.name, state: t.state, population: t.population, x: round(at[0]), y: round(at[1]) });
    if (towns.length >= TOWNS_MAX) break;
  }
  return { towns, counties: box.w < COUNTIES_BELOW ? countyPath(box) : '' };
}
