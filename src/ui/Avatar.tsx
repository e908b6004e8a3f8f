import { INITIALS_SCALE, avatarColour, initialsOf, isInitialsAvatar } from '../../contract/web-avatars';
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
 * A round picture with the initials of the person's display name behind it while it loads or if
 * it fails, on their colour when their user id is given. With a profile frame (SPEC §6) it gets a
 * coloured ring and a small badge at its end-bottom corner; the frame's name is given as text to
 * assistive tech.
 */
export function Avatar({
  src,
  name,
  id,
  size = 36,
  frame,
}: {
  src: string | null;
  /** The SPEC §6 display name (machines/domain/user.ts: displayName). */
  name: string;
  /** The person's user id: their colour. */
  id?: number | undefined;
  size?: number;
  frame?: string | null;
}) {
  const initials = initialsOf(name);
  const style = frame ? FRAME_STYLE[frame] : undefined;
  // The server's avatar of a person is this same disc: their initials on their colour. Drawn as
  // text it costs nothing; as a picture, Blink builds a page of its own for each SVG image, on the
  // main thread (5 to 35 ms each in traces of /people-chat, more on a phone).
  const picture = src && !(id !== undefined && isInitialsAvatar(src)) ? src : null;
  return (
    <span className="relative inline-flex shrink-0" style={{ width: size, height: size }} data-frame={frame ?? undefined}>
      <span
        className={`relative inline-flex h-full w-full items-center justify-center overflow-hidden rounded-full font-semibold ${
          id === undefined ? 'bg-brand-100 text-brand-800' : 'text-white'
        } ${style ? `ring-2 ring-offset-2 ring-offset-white dark:ring-offset-slate-900 ${style.ring}` : ''}`}
        // Initials at the server avatar's proportion, so either looks the same at any size.
        style={{
          fontSize: Math.round(size * INITIALS_SCALE),
          ...(id === undefined ? {} : { backgroundColor: avatarColour(id) }),
        }}
      >
        <span aria-hidden="true">{initials}</span>
        {picture ? (
          <img src={picture} alt="" className="absolute inset-0 h-full w-full object-cover" width={size} height={size} />
        ) : null}
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
