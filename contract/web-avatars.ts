/**
 * Where the server draws its avatars, one picture for any name (contract/web.ts: avatar), and how
 * a client tells one from a picture someone uploaded. Apart from web.ts so that the app's avatar
 * (src/ui/Avatar.tsx) reads it without the endpoint's schemas.
 */
export const AVATARS = '/public/avatars/';

/** The initials' font size as a share of the avatar's width, the same in the server's picture and the app's disc. */
export const INITIALS_SCALE = 52 / 128;

/**
 * A person's colours, picked by user id so neighbours in a list differ (issue #28.7): the server's
 * picture and the disc the app draws in its place use the same. Each is dark enough for white
 * initials (WCAG AA).
 */
export const AVATAR_COLOURS = ['#1f5fa8', '#7b3fa0', '#a23b5b', '#2e7d4f', '#b3541e', '#0f6f7a', '#5a4fcf', '#8a5a00'];

/** The colour of the person with this user id. */
export const avatarColour = (id: number) => AVATAR_COLOURS[Math.abs(id) % AVATAR_COLOURS.length]!;

/**
 * Initials of a display name (SPEC §6: pass the display name, not the user name): the first letters
 * of its first and last words, or the first letter of a single word ("Priya Nair" → "PN",
 * "Brightpath Neuro Therapy" → "BT", "careseeker" → "C"); a user name's dots, dashes and
 * underscores separate words ("nina.okafor" → "NO"). Empty for an empty name.
 */
export function initialsOf(name: string): string {
  const words = name.split(/[\s._-]+/).filter(Boolean);
  const first = (word: string | undefined) => Array.from(word ?? '')[0] ?? '';
  const letters = words.length > 1 ? first(words[0]) + first(words[words.length - 1]) : first(words[0]);
  return letters.toUpperCase();
}

/**
 * Whether a picture URL is one of those avatars: a person's shows only their initials on their
 * colour, which the app draws itself. Relative, as the server stores them, or on any origin.
 */
export function isInitialsAvatar(url: string): boolean {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  return path.startsWith(AVATARS) && /^[^/?#]+\.svg$/.test(path.slice(AVATARS.length));
}
