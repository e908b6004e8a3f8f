import type { ProviderDetail } from '../../../contract/directory';
import { AtlasMap, type LayerLoader } from './AtlasMap';
import { boundsOf } from './tileBounds';
import { LazyTileMap, useMapStyle } from './tileMapChoice';
import { boxAround, place } from './usMap';

/** How wide a stretch the small map shows around the practice at first (frame units: about 60 miles). */
const SPAN = 20;
/** The same on a tile map: 30 miles around the practice. */
const RADIUS_MILES = 30;

/**
 * The provider's place on the offline atlas (issue #63.10): towns and county lines around it,
 * zoom and pan; the address beside it says the same in words. On a deployment with a tile
 * basemap (MAP_STYLE_URL), the same over its tiles.
 */
export function MiniMap({ provider, loadLayer }: { provider: ProviderDetail; loadLayer: LayerLoader }) {
  const styleUrl = useMapStyle();
  const at = place(provider.longitude, provider.latitude);
  const label = `Map: ${provider.name} in ${provider.city}, ${provider.state}`;
  const atlas = at ? (
    <AtlasMap initial={boxAround([at], SPAN)} label={label} loadLayer={loadLayer} testId="provider-mini-map">
      {(k) => (
        <g className="directory-dot" aria-hidden="true">
          <circle cx={at[0]} cy={at[1]} r={6 * k} vectorEffect="non-scaling-stroke" strokeWidth={2} />
        </g>
      )}
    </AtlasMap>
  ) : null;
  if (!styleUrl) return atlas;
  const spot = { longitude: provider.longitude, latitude: provider.latitude };
  return (
    <LazyTileMap
      styleUrl={styleUrl}
      label={label}
      bounds={boundsOf([], spot, RADIUS_MILES)}
      dots={[{ id: provider.therapy_provider_id, name: provider.name, where: `${provider.city}, ${provider.state}`, ...spot }]}
      loadLayer={loadLayer}
      testId="provider-mini-map"
      fallback={atlas}
    />
  );
}
