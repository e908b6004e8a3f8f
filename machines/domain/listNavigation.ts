/**
 * ArrowDown/ArrowUp in a combobox list (APG): from nothing highlighted, Down goes to the
 * first option and Up to the last; past either end it wraps. -1 means none.
 */
export function stepHighlight(from: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  return from === -1 ? (step === 1 ? 0 : count - 1) : (from + step + count) % count;
}
