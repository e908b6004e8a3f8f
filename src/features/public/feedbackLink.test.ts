import { describe, expect, it } from 'vitest';
import { feedbackUrl, OWN_FEEDBACK_FORM } from './feedbackLink';
import { FEEDBACK_FORM_URL } from './navigation';

describe('the feedback link (#63.13)', () => {
  it('is the product’s own form unless a deployment sets another address', () => {
    expect(OWN_FEEDBACK_FORM).toBe('/feedback');
    // This build sets none: the banner, the header and the FAQ lead to /feedback, not a placeholder.
    expect(FEEDBACK_FORM_URL).toBe('/feedback');
    expect(feedbackUrl(undefined)).toBe('/feedback');
    expect(feedbackUrl('')).toBe('/feedback');
    expect(feedbackUrl('https://feedback.example.org/beta')).toBe('https://feedback.example.org/beta');
    expect(feedbackUrl('/contact')).toBe('/contact');
  });

  it('ignores what is not an http(s) address or a path of this site', () => {
    for (const value of ['javascript:alert(1)', '//evil.example', 'forms', 'ftp://x.example', '/a b'])
      expect(feedbackUrl(value), value).toBe('/feedback');
  });
});
