/**
 * Where the server draws its avatars, one picture for any name (contract/web.ts: avatar), and how
 * a client tells one from a picture someone uploaded. Apart from web.ts so that the app's avatar
 * (src/ui/Avatar.tsx) reads it without the endpoint's schemas.
 */
export const AVATARS = '/public/avatars/';

/** The initials' font size as a share of the avatar's width, the same in the server's picture and the app's disc. */
export const INITIALS_SCALE = 52 / 128;

/**
 * Whether a picture URL is one of those avatars: a person's shows only their initials on their
 * colour, which the app draws itself. Relative, as the server stores them, or on any origin.
 */
export function isInitialsAvatar(url: string): boolean {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  return path.startsWith(AVATARS) && /^[^/?#]+\.svg$/.test(path.slice(AVATARS.length));
}
