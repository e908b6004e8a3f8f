import { lazy, Suspense, type ReactNode } from 'react';
import { useAppSystem } from '../../system/context';
import type { TileMapProps } from './TileMap';

/*
 * Which map a page draws (issue #63.10): the offline atlas, unless the deployment configured a
 * tile basemap (MAP_STYLE_URL, handed over in /config.json). MapLibre is imported only here, and
 * only when such a map opens: a deployment without a style never downloads it.
 */

const TileMap = lazy(() => import('./TileMap'));

/** The configured MapLibre style's URL, or null: the offline atlas. */
export function useMapStyle(): string | null {
  return useAppSystem().config.map.styleUrl;
}

/** The tile map over `styleUrl`, the atlas (`props.fallback`) if this browser cannot draw it. */
export function LazyTileMap(props: TileMapProps): ReactNode {
  return (
    <Suspense
      fallback={
        <div className="directory-tile-map" role="status">
          <span className="sr-only">Loading the map…</span>
        </div>
      }
    >
      <TileMap {...props} />
    </Suspense>
  );
}
