import type { ProviderDetail } from '../../../contract/directory';
import { AtlasMap, type LayerLoader } from './AtlasMap';
import { boxAround, place } from './usMap';

/** How wide a stretch the small map shows around the practice at first (frame units: about 60 miles). */
const SPAN = 20;

/**
 * The provider's place on the offline atlas (issue #63.10): towns and county lines around it,
 * zoom and pan; the address beside it says the same in words.
 */
export function MiniMap({ provider, loadLayer }: { provider: ProviderDetail; loadLayer: LayerLoader }) {
  const at = place(provider.longitude, provider.latitude);
  if (!at) return null;
  return (
    <AtlasMap
      initial={boxAround([at], SPAN)}
      label={`Map: ${provider.name} in ${provider.city}, ${provider.state}`}
      loadLayer={loadLayer}
      testId="provider-mini-map"
    >
      {(k) => (
        <g className="directory-dot" aria-hidden="true">
          <circle cx={at[0]} cy={at[1]} r={6 * k} vectorEffect="non-scaling-stroke" strokeWidth={2} />
        </g>
      )}
    </AtlasMap>
  );
}
