import type { ProviderDetail } from '../../../contract/directory';
import { BORDERS, boxAround, LAND, place } from './usMap';

/** How wide a stretch of the country the small map shows around the practice (frame units: about 670 miles, the state and its neighbours). */
const SPAN = 220;

/**
 * The provider's place on a small offline map (the directory's states from us-atlas): a
 * picture with its text alternative, since the address beside it says the same in words.
 */
export function MiniMap({ provider }: { provider: ProviderDetail }) {
  const at = place(provider.longitude, provider.latitude);
  if (!at) return null;
  const box = boxAround([at], SPAN);
  const k = box.width / 320;
  return (
    <svg
      role="img"
      aria-label={`Map: ${provider.name} in ${provider.city}, ${provider.state}`}
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
      className="directory-map"
      data-testid="provider-mini-map"
    >
      <path d={LAND} className="directory-land" />
      <path d={BORDERS} vectorEffect="non-scaling-stroke" strokeWidth={1} className="directory-borders" />
      <g className="directory-dot">
        <circle cx={at[0]} cy={at[1]} r={6 * k} vectorEffect="non-scaling-stroke" strokeWidth={2} />
      </g>
    </svg>
  );
}
