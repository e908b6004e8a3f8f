import type { CropArea } from './profileEditor.types';

/** How the crop dialog frames a picture: zoom (1 = the whole short side) and where the square sits, 0–100 % of the room left. */
export interface Framing {
  zoom: number;
  x: number;
  y: number;
}

/** The square a framing chooses, in the picture's own pixels; always inside the picture. */
export function squareOf(width: number, height: number, framing: Framing): CropArea {
  const zoom = Math.min(Math.max(framing.zoom, 1), 4);
  const side = Math.min(width, height) / zoom;
  const along = (room: number, at: number) => (room * Math.min(Math.max(at, 0), 100)) / 100;
  return { x: along(width - side, framing.x), y: along(height - side, framing.y), width: side, height: side };
}
