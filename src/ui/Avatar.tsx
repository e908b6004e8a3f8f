import { Icon, type IconName } from './icons';

/** SPEC §3/§6 profile frames, named for people (the badge's accessible text). */
export const FRAME_LABEL: Record<string, string> = {
  'looking-for-care': 'Looking for care',
  'care-provider': 'Care provider',
  'care-coordinator': 'Care coordinator',
};

const FRAME_STYLE: Record<string, { ring: string; badge: string; icon: IconName }> = {
  'looking-for-care': { ring: 'ring-brand-600', badge: 'bg-brand-700', icon: 'heart' },
  'care-provider': { ring: 'ring-orange-600', badge: 'bg-orange-700', icon: 'stethoscope' },
  'care-coordinator': { ring: 'ring-violet-600', badge: 'bg-violet-700', icon: 'clipboard' },
};

/**
 * A round picture with the person's initials behind it while it loads or if it
 * fails. With a profile frame (SPEC §6) it gets a coloured ring and a small
 * badge at its end-bottom corner; the frame's name is given as text to assistive tech.
 */
export function Avatar({
  src,
  name,
  size = 36,
  frame,
}: {
  src: string | null;
  name: string;
  size?: number;
  frame?: string | null;
}) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const style = frame ? FRAME_STYLE[frame] : undefined;
  return (
    <span className="relative inline-flex shrink-0" style={{ width: size, height: size }} data-frame={frame ?? undefined}>
      <span
        className={`relative inline-flex h-full w-full items-center justify-center overflow-hidden rounded-full bg-brand-100 text-xs font-semibold text-brand-800 ${
          style ? `ring-2 ring-offset-2 ring-offset-white dark:ring-offset-slate-900 ${style.ring}` : ''
        }`}
      >
        <span aria-hidden="true">{initials}</span>
        {src ? <img src={src} alt="" className="absolute inset-0 h-full w-full object-cover" width={size} height={size} /> : null}
      </span>
      {style && frame ? (
        <span
          data-testid="frame-badge"
          className={`absolute -bottom-1 -end-1 inline-flex h-4 w-4 items-center justify-center rounded-full text-white ring-2 ring-white dark:ring-slate-900 ${style.badge}`}
        >
          <Icon name={style.icon} className="h-2.5 w-2.5" />
          <span className="sr-only">{FRAME_LABEL[frame]}</span>
        </span>
      ) : null}
    </span>
  );
}
