/**
 * Where this server serves community pictures (no zod here: the post views and the composer read
 * it without the contract's schemas). A post's body names a picture by this path and its key
 * (contract/notes-rich-text.ts `isStoredPicture`); an <img> loads it with no token.
 */
export const PICTURE_PATH = '/public/community/v1/pictures/';
