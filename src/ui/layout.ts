/**
 * The one content column of signed-in pages. The welcome card, the session notices and every
 * page's own content use it, so they share a left edge (#8.10); long text inside is narrowed
 * with READING_WIDTH, aligned to the same edge.
 */
export const PAGE_COLUMN = 'mx-auto w-full max-w-5xl';
export const READING_WIDTH = 'max-w-3xl';
