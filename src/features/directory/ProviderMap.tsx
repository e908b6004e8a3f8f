import { useId, useMemo } from 'react';
import type { ListedProvider, Origin } from '../../../contract/directory';
import { miles } from './visits';
import { AtlasMap, type LayerLoader } from './AtlasMap';
import type { TileDot } from './TileMap';
import { boundsOf } from './tileBounds';
import { LazyTileMap, useMapStyle } from './tileMapChoice';
import { boxAround, circlePath, place } from './usMap';

export interface MapDot {
  id: number;
  name: string;
  where: string;
  x: number;
  y: number;
}

/** The listed providers as the tile map's dots (any with coordinates). */
export function tileDotsOf(items: readonly ListedProvider[]): TileDot[] {
  return items.map((p) => ({
    id: p.therapy_provider_id,
    name: p.name,
    where: `${p.city}, ${p.state}${p.distance_miles === null ? '' : `, ${miles(p.distance_miles)} away`}`,
    longitude: p.longitude,
    latitude: p.latitude,
  }));
}

/** The listed providers the map can place (Albers USA draws the states, Alaska and Hawaii). */
export function dotsOf(items: readonly ListedProvider[]): MapDot[] {
  return items.flatMap((p) => {
    const at = place(p.longitude, p.latitude);
    const where = `${p.city}, ${p.state}${p.distance_miles === null ? '' : `, ${miles(p.distance_miles)} away`}`;
    return at ? [{ id: p.therapy_provider_id, name: p.name, where, x: at[0], y: at[1] }] : [];
  });
}

/**
 * The map beside the list (issues #34, #63.10): an offline atlas (towns, counties, a distance
 * scale, zoom and pan), a dot per provider the list shows and the chosen place's circle, to scale. Each dot is a button named for its provider:
 * hovering or focusing it highlights its row (the reverse too, through the directory actor),
 * and choosing it moves to that row. The list stays the full account; the map adds where.
 */
export function ProviderMap({
  items,
  origin,
  radiusMiles,
  highlighted,
  onHighlight,
  onSelect,
  loadLayer,
}: {
  items: readonly ListedProvider[];
  origin: Origin | null;
  radiusMiles: number | undefined;
  highlighted: number | null;
  onHighlight: (id: number | null) => void;
  onSelect: (id: number) => void;
  loadLayer: LayerLoader;
}) {
  const caption = useId();
  const styleUrl = useMapStyle();
  const dots = useMemo(() => dotsOf(items), [items]);
  const tileDots = useMemo(() => tileDotsOf(items), [items]);
  const centre = origin ? place(origin.longitude, origin.latitude) : null;
  const circle = origin && radiusMiles ? circlePath(origin.longitude, origin.latitude, radiusMiles) : null;
  const box = useMemo(() => {
    // Within a radius, the circle is the view: every result is inside it.
    if (centre && radiusMiles) {
      const edge = place(origin!.longitude, origin!.latitude + radiusMiles / 69);
      const r = edge ? Math.abs(centre[1] - edge[1]) : 0;
      return boxAround(
        [
          [centre[0] - r, centre[1] - r],
          [centre[0] + r, centre[1] + r],
        ],
        2 * r,
      );
    }
    const points: Array<readonly [number, number]> = dots.map((d) => [d.x, d.y] as const);
    if (centre) points.push(centre);
    return boxAround(points);
  }, [dots, centre, origin, radiusMiles]);
  const shown = dots.length;
  const atlas = (
    <AtlasMap
      initial={box}
      label={captionOf(shown, origin, radiusMiles)}
      describedBy={caption}
      loadLayer={loadLayer}
      testId="provider-map"
    >
      {(k) => (
        <>
          {circle ? (
            <path
              d={circle}
              vectorEffect="non-scaling-stroke"
              strokeWidth={1.5}
              strokeDasharray="4 3"
              className="directory-radius"
              data-testid="map-radius"
            />
          ) : null}
          {centre ? (
            <path
              d={`M${centre[0] - 5 * k},${centre[1]}h${10 * k}M${centre[0]},${centre[1] - 5 * k}v${10 * k}`}
              vectorEffect="non-scaling-stroke"
              strokeWidth={2}
              className="directory-origin"
              data-testid="map-origin"
            />
          ) : null}
          {dots.map((d) => {
            const on = d.id === highlighted;
            return (
              <g
                key={d.id}
                role="button"
                tabIndex={0}
                aria-label={`${d.name}, ${d.where}`}
                data-highlighted={on || undefined}
                className="directory-dot"
                onMouseEnter={() => onHighlight(d.id)}
                onMouseLeave={() => onHighlight(null)}
                onFocus={() => onHighlight(d.id)}
                onBlur={() => onHighlight(null)}
                onClick={() => onSelect(d.id)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    onSelect(d.id);
                  }
                }}
              >
                {/* A larger, transparent target around the dot (easier to point at). */}
                <circle cx={d.x} cy={d.y} r={9 * k} fill="transparent" />
                <circle cx={d.x} cy={d.y} r={(on ? 7 : 4.5) * k} vectorEffect="non-scaling-stroke" strokeWidth={on ? 3 : 1.5} />
              </g>
            );
          })}
        </>
      )}
    </AtlasMap>
  );
  return (
    <figure className="directory-map-figure">
      {styleUrl ? (
        <LazyTileMap
          styleUrl={styleUrl}
          label={captionOf(shown, origin, radiusMiles)}
          describedBy={caption}
          bounds={boundsOf(tileDots, origin, radiusMiles)}
          dots={tileDots}
          highlighted={highlighted}
          onHighlight={onHighlight}
          onSelect={onSelect}
          origin={origin}
          radiusMiles={radiusMiles}
          loadLayer={loadLayer}
          testId="provider-map"
          fallback={atlas}
        />
      ) : (
        atlas
      )}
      <figcaption id={caption} className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {captionOf(shown, origin, radiusMiles)}
      </figcaption>
    </figure>
  );
}

function captionOf(shown: number, origin: Origin | null, radiusMiles: number | undefined) {
  const around = origin ? `, around ${origin.location}${radiusMiles ? ` within ${radiusMiles} miles` : ''}` : '';
  if (shown === 0) return `Map: no provider to show${around}.`;
  const what = shown === 1 ? 'the provider' : `the ${shown} providers`;
  return `Map of ${what} in the list${around}. Each dot is a button: choose it to go to its row.`;
}
