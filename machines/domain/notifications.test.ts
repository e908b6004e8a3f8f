import { describe, expect, it } from 'vitest';
import { routeForNotification, truncate } from './notifications';

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

describe('where a toast leads (SPEC §4)', () => {
  it('a note shared with the reader opens that note in "shared with me"; other Concierge notices keep their pages', () => {
    expect(routeForNotification({ type: 'Concierge', subType: 'Note shared', postId: 42 })).toBe(
      '/mentorship/notes?noteId=42&noteType=shared_with_me&tab=3',
    );
    expect(routeForNotification({ type: 'Concierge', subType: 'Badge' })).toBe('/user-profile');
    expect(routeForNotification({ type: 'Concierge', postId: 7 })).toBe('/mentorship?tab=3&sid=7');
  });
});
