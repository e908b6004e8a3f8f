// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MapLayer } from '../../../contract/places';
import { AtlasMap } from './AtlasMap';

/** Issue #63.10: the map draws the towns and county lines it is given for its view, a distance scale, and zooms and pans. */
describe('AtlasMap', () => {
  afterEach(cleanup);
  const initial = { x: 860, y: 200, width: 34, height: 34 * (610 / 975) };
  const layer: MapLayer = {
    towns: [
      { name: 'Boston', state: 'MA', population: 667_137, x: 877, y: 218 },
      { name: 'Cambridge', state: 'MA', population: 110_402, x: 876, y: 217.9 },
      { name: 'Quincy', state: 'MA', population: 93_618, x: 878, y: 224 },
    ],
    counties: 'M865,210L870,215',
  };

  function renderMap() {
    const asked: Array<{ width: number }> = [];
    const view = render(
      <AtlasMap
        initial={initial}
        label="Map of the providers"
        loadLayer={async (box) => {
          asked.push(box);
          return layer;
        }}
      >
        {() => <circle data-testid="mark" cx={877} cy={218} r={1} />}
      </AtlasMap>,
    );
    return { ...view, asked };
  }

  it('labels the towns in view (no two on top of each other), draws the county lines and a distance scale', async () => {
    const { asked } = renderMap();
    await waitFor(() => expect(screen.getByTestId('map-labels').textContent).toContain('Boston'));
    expect(screen.getByTestId('map-labels').textContent).toContain('Quincy');
    // Cambridge's label would sit on Boston's.
    expect(screen.getByTestId('map-labels').textContent).not.toContain('Cambridge');
    expect(screen.getByTestId('map-counties').getAttribute('d')).toBe(layer.counties);
    expect(screen.getByTestId('map-scale').textContent).toMatch(/^\d+ miles?$/);
    expect(screen.getByTestId('mark')).toBeTruthy();
    expect(asked[0]!.width).toBeCloseTo(initial.width);
  });

  it('zooms with its buttons and the keyboard, pans with the arrows, and 0 returns to the start', async () => {
    renderMap();
    const map = screen.getByRole('group', { name: 'Map of the providers' });
    const width = () => Number(map.getAttribute('viewBox')!.split(' ')[2]);
    const x = () => Number(map.getAttribute('viewBox')!.split(' ')[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(width()).toBeCloseTo(initial.width / 1.5);
    fireEvent.keyDown(map, { key: '-' });
    expect(width()).toBeCloseTo(initial.width);
    const before = x();
    fireEvent.keyDown(map, { key: 'ArrowRight' });
    expect(x()).toBeCloseTo(before + initial.width / 10);
    fireEvent.keyDown(map, { key: '0' });
    expect(x()).toBeCloseTo(initial.x);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(width()).toBeCloseTo(initial.width * 1.5);
    fireEvent.click(screen.getByRole('button', { name: 'Reset the map' }));
    expect(width()).toBeCloseTo(initial.width);
  });
});
