/** The voice bench's score (scripts/bench-voice.ts): words said against words heard. */
import { describe, expect, it } from 'vitest';
import { wordAccuracy, wordErrors } from '../../server/voice/word-errors';

describe('word errors, as the voice bench counts them', () => {
  it('counts the fewest words substituted, left out or put in', () => {
    expect(wordErrors('show me speech therapy near me', 'show me speech therapy near me')).toEqual({ errors: 0, words: 6 });
    // One substituted ("speech" → "search"), one left out ("me" at the end).
    expect(wordErrors('show me speech therapy near me', 'show me search therapy near')).toEqual({ errors: 2, words: 6 });
    // Words put in count too; aligned, the shared words cost nothing.
    expect(wordErrors('speech therapy', 'find a speech therapy near me')).toEqual({ errors: 4, words: 2 });
    expect(wordErrors('autism support in denver', '')).toEqual({ errors: 4, words: 4 });
    expect(wordErrors('', 'find')).toEqual({ errors: 1, words: 0 });
  });

  it('gives accuracy over many utterances as one minus errors over words said', () => {
    const pairs = [
      { said: 'harbor physical therapy', heard: 'harbor physical therapy' },
      { said: 'autism support in denver', heard: 'autism support in' },
      { said: 'adhd', heard: 'anxiety' },
    ];
    expect(wordAccuracy(pairs)).toBeCloseTo(1 - 2 / 8);
    expect(wordAccuracy([])).toBe(1);
  });
});
