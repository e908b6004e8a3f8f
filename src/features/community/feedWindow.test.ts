import { describe, expect, it } from 'vitest';
import { movesWindowForRow } from './FeedList';

/*
 * The long feed's rows are measured as they are drawn (estimated 170 px, drawn 150). A row above
 * the window moves the window by the difference, so the rows read do not jump; but not when the
 * list's reading of the scroll position is older than the window's (a jump to the top not yet
 * read): the list would write its old place back and take the person down again (issue #63.16,
 * the long feed's e2e once showed entries 289 to 272 after going to the top).
 */
describe('the long feed keeps the window where the person put it', () => {
  it('moves the window for a row above it while the list has read where the window is', () => {
    expect(movesWindowForRow(4_000, 9_000, 9_000)).toBe(true);
    // A row in or below the window changes nothing above what is read.
    expect(movesWindowForRow(9_200, 9_000, 9_000)).toBe(false);
  });

  it('leaves the window alone after a jump the list has not read yet', () => {
    // Home pressed at 4,600 px: the window is at 0, the list still reads 4,600.
    expect(movesWindowForRow(4_300, 4_600, 0)).toBe(false);
    expect(movesWindowForRow(466, 4_600, 0)).toBe(false);
    expect(movesWindowForRow(466, null, 0)).toBe(false);
  });
});
