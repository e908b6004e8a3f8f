import { describe, expect, it } from 'vitest';
import { dayLabel, fileSize, linkParts } from './format';

describe('messaging format', () => {
  it('makes only http(s) addresses links, leaving trailing punctuation and scripts as text', () => {
    expect(linkParts('See https://example.org/plan. Thanks')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.org/plan', href: 'https://example.org/plan' },
      { kind: 'text', text: '. Thanks' },
    ]);
    expect(linkParts('javascript:alert(1) <b>hi</b>')).toEqual([{ kind: 'text', text: 'javascript:alert(1) <b>hi</b>' }]);
  });

  it('names days and sizes as people read them', () => {
    const now = new Date(2026, 10, 23, 12);
    expect(dayLabel(new Date(2026, 10, 23, 8).toISOString(), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 10, 22, 8).toISOString(), now)).toBe('Yesterday');
    expect(fileSize(2048)).toBe('2 kB');
    expect(fileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
