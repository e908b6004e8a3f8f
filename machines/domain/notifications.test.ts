import { describe, expect, it } from 'vitest';
import { truncate } from './notifications';

describe('toast text truncation (SPEC §9, #8.10)', () => {
  it('cuts to 50 characters with the ellipsis right after the last character shown', () => {
    const text = 'Maya wrote: remember the appointment about sleep and the follow-up next week';
    const cut = truncate(text);
    expect(Array.from(cut).length).toBeLessThanOrEqual(50);
    expect(cut).toMatch(/\S…$/);
    expect(truncate('a'.repeat(48) + ' word', 50)).toBe(`${'a'.repeat(48)}…`);
    expect(truncate('short')).toBe('short');
  });
});
