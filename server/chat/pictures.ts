import { PICTURE_KEY } from '../../contract/chat';

/** Where a group picture is read (and what a group's image_url holds): the key is a random UUID (contract/chat.ts). */
export const PICTURE_PATH = '/api/chat-server/v2/picture/';
export { PICTURE_KEY };

/**
 * The storage key of a group picture named by `value`: this server's picture path, alone or as
 * the absolute URL GET /chat gives back. Anything else (another site, another path) is null.
 */
export function pictureKeyOf(value: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || !url.pathname.startsWith(PICTURE_PATH) || url.search) return null;
  const key = url.pathname.slice(PICTURE_PATH.length);
  return PICTURE_KEY.test(key) ? key : null;
}
