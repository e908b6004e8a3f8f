import { describe, expect, it } from 'vitest';
import { squareOf } from './cropSquare';

describe('the crop dialog’s square', () => {
  it('is the whole short side at zoom 1, centred at 50 %, and moves along the long side only', () => {
    expect(squareOf(400, 200, { zoom: 1, x: 50, y: 50 })).toEqual({ x: 100, y: 0, width: 200, height: 200 });
    expect(squareOf(400, 200, { zoom: 1, x: 0, y: 100 })).toEqual({ x: 0, y: 0, width: 200, height: 200 });
    expect(squareOf(400, 200, { zoom: 1, x: 100, y: 0 })).toEqual({ x: 200, y: 0, width: 200, height: 200 });
  });

  it('zooms into a smaller square that stays inside the picture, whatever the sliders say', () => {
    expect(squareOf(400, 200, { zoom: 2, x: 100, y: 100 })).toEqual({ x: 300, y: 100, width: 100, height: 100 });
    const wild = squareOf(300, 300, { zoom: 9, x: -20, y: 140 });
    expect(wild).toEqual({ x: 0, y: 225, width: 75, height: 75 });
  });
});
