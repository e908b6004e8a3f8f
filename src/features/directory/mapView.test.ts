import { describe, expect, it } from 'vitest';
import { clampView, MIN_WIDTH, panView, placeLabels, scaleBar, zoomView } from './mapView';
import { FRAME } from './usMap';

describe('the map view (#63.10)', () => {
  const view = { x: 100, y: 100, width: 100, height: 100 * (FRAME.height / FRAME.width) };

  it('zooms about a point, which stays where it is on screen', () => {
    const about: [number, number] = [120, 130];
    const zoomed = zoomView(view, 2, about);
    expect(zoomed.width).toBe(50);
    expect((about[0] - zoomed.x) / zoomed.width).toBeCloseTo((about[0] - view.x) / view.width);
    expect((about[1] - zoomed.y) / zoomed.height).toBeCloseTo((about[1] - view.y) / view.height);
    expect(zoomView(view, 1000).width).toBe(MIN_WIDTH);
    expect(zoomView(view, 0.001).width).toBe(FRAME.width);
  });

  it('pans by a share of the view, and keeps the centre on the map', () => {
    expect(panView(view, 0.1, 0).x).toBeCloseTo(110);
    expect(clampView({ ...view, x: -5000 }).x + view.width / 2).toBe(0);
  });

  it('chooses a round distance for the scale, about a fifth of the view', () => {
    const { miles, length } = scaleBar(view, 2.9);
    expect(miles).toBe(50);
    expect(length).toBeCloseTo(50 / 2.9);
  });

  it('labels the largest towns first and never two on top of each other', () => {
    const towns = [
      { name: 'Somerville', population: 80_000, x: 10, y: 10 },
      { name: 'Boston', population: 600_000, x: 11, y: 10 },
      { name: 'Quincy', population: 90_000, x: 10, y: 60 },
    ];
    expect(placeLabels(towns, 0.1).map((t) => t.name)).toEqual(['Boston', 'Quincy']);
  });
});
