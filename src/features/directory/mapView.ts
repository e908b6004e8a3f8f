import { FRAME, type Box } from './usMap';

/**
 * The map's view as a box of the frame (the SVG viewBox), and how zooming, panning and the
 * distance scale change or read it. Pure: the map component keeps the view in state.
 */

const RATIO = FRAME.width / FRAME.height;
/** The narrowest view: about 12 miles across (Albers USA at scale 1300 is about 2.9 miles a frame unit). */
export const MIN_WIDTH = 4;

/** The view kept inside the frame's reach, at the frame's proportions, no narrower than MIN_WIDTH. */
export function clampView(view: Box): Box {
  const width = Math.min(FRAME.width, Math.max(MIN_WIDTH, view.width));
  const height = width / RATIO;
  const cx = Math.min(FRAME.width, Math.max(0, view.x + view.width / 2));
  const cy = Math.min(FRAME.height, Math.max(0, view.y + view.height / 2));
  return { x: cx - width / 2, y: cy - height / 2, width, height };
}

/** Zooms by `factor` (2 = twice as close) keeping the frame point `about` where it is on screen. */
export function zoomView(
  view: Box,
  factor: number,
  about: readonly [number, number] = [view.x + view.width / 2, view.y + view.height / 2],
): Box {
  const width = view.width / factor;
  const height = view.height / factor;
  const fx = (about[0] - view.x) / view.width;
  const fy = (about[1] - view.y) / view.height;
  return clampView({ x: about[0] - fx * width, y: about[1] - fy * height, width, height });
}

/** Moves the view by a share of its own size (arrow keys: a tenth). */
export const panView = (view: Box, dx: number, dy: number): Box =>
  clampView({ ...view, x: view.x + dx * view.width, y: view.y + dy * view.height });

/** Moves the view by frame units (a drag). */
export const moveView = (view: Box, dx: number, dy: number): Box => clampView({ ...view, x: view.x + dx, y: view.y + dy });

const NICE = [0.5, 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000];

/** A distance scale for the view: a round number of miles about a fifth of its width, and its length in frame units. */
export function scaleBar(view: Box, milesPerUnit: number): { miles: number; length: number } {
  const target = (view.width / 5) * milesPerUnit;
  const miles = NICE.reduce((best, m) => (Math.abs(m - target) < Math.abs(best - target) ? m : best), NICE[0]!);
  return { miles, length: miles / milesPerUnit };
}

export interface Label {
  name: string;
  x: number;
  y: number;
}

/**
 * The towns to label, largest first, leaving out any whose label would overlap one already
 * placed (sizes in frame units: `k` frame units per screen pixel).
 */
export function placeLabels(towns: ReadonlyArray<Label & { population: number }>, k: number, max = 14): Label[] {
  const placed: Array<Label & { box: [number, number, number, number] }> = [];
  const font = 12 * k;
  for (const t of [...towns].sort((a, b) => b.population - a.population)) {
    const w = t.name.length * font * 0.6 + 6 * k;
    const box: [number, number, number, number] = [t.x - 3 * k, t.y - font, t.x + w, t.y + 4 * k];
    const overlaps = placed.some((p) => box[0] < p.box[2] && box[2] > p.box[0] && box[1] < p.box[3] && box[3] > p.box[1]);
    if (overlaps) continue;
    placed.push({ ...t, box });
    if (placed.length >= max) break;
  }
  return placed.map(({ name, x, y }) => ({ name, x, y }));
}
