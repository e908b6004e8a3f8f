import { describe, expect, it } from 'vitest';
import { INSTRUMENTS, TOOL_IDS, type ToolId } from '../../contract/screening-instruments';
import { answersProblem, gad7Band, needsSafetyCard, phq9Band, score } from '../../contract/screening-scoring';

/** Answers of a tool that add up to `total`, filled from the first item (each at most `top`). */
function answersSumming(tool: ToolId, total: number, top: number): number[] {
  const n = INSTRUMENTS[tool].items.length;
  return Array.from({ length: n }, (_, i) => Math.max(0, Math.min(top, total - i * top)));
}

describe('PHQ-9 (Kroenke K, Spitzer RL, Williams JBW. The PHQ-9. J Gen Intern Med 2001;16:606-13)', () => {
  // Published severity: 0-4 none/minimal, 5-9 mild, 10-14 moderate, 15-19 moderately severe, 20-27 severe.
  it.each([
    [0, 'minimal'],
    [4, 'minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'moderately-severe'],
    [19, 'moderately-severe'],
    [20, 'severe'],
    [27, 'severe'],
  ] as const)('a total of %i is %s', (total, band) => {
    expect(phq9Band(total)).toBe(band);
    const scored = score('phq9', answersSumming('phq9', total, 3));
    expect(scored).toMatchObject({ score: total, max: 27, band });
  });

  it('flags item 9 (thoughts of death or self-harm) whenever it is above 0, whatever the total', () => {
    const none = [0, 0, 0, 0, 0, 0, 0, 0, 0];
    expect(score('phq9', none).safetyFlag).toBe(false);
    for (const answer of [1, 2, 3]) {
      const answers = [...none.slice(0, 8), answer];
      expect(score('phq9', answers)).toMatchObject({ safetyFlag: true, band: 'minimal' });
      expect(needsSafetyCard('phq9', answers)).toBe(true);
    }
    // Item 9 is the ninth: a 3 anywhere else is not the flag.
    expect(score('phq9', [3, 3, 3, 3, 3, 3, 3, 3, 0]).safetyFlag).toBe(false);
    expect(needsSafetyCard('phq9', [0, 0, 0, null, null, null, null, null, 1])).toBe(true);
    expect(needsSafetyCard('gad7', [3, 3, 3, 3, 3, 3, 3])).toBe(false);
  });
});

describe('GAD-7 (Spitzer RL, Kroenke K, Williams JBW, Löwe B. Arch Intern Med 2006;166:1092-7)', () => {
  // Published severity: 0-4 minimal, 5-9 mild, 10-14 moderate, 15-21 severe.
  it.each([
    [0, 'minimal'],
    [4, 'minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'severe'],
    [21, 'severe'],
  ] as const)('a total of %i is %s', (total, band) => {
    expect(gad7Band(total)).toBe(band);
    expect(score('gad7', answersSumming('gad7', total, 3))).toMatchObject({ score: total, max: 21, band });
  });
});

describe('PSC-17 (Gardner W, Murphy JM, et al. Ambulatory Child Health 1999;5:225-36)', () => {
  // Published cut-offs: total >= 15, internalizing >= 5, attention >= 7, externalizing >= 7.
  // Items (1-based, the published form's order): internalizing 2, 6, 9, 11, 15;
  // attention 1, 3, 7, 13, 17; externalizing 4, 5, 8, 10, 12, 14, 16.
  const withItems = (values: Record<number, number>) => {
    const answers = new Array<number>(17).fill(0);
    for (const [item, value] of Object.entries(values)) answers[Number(item) - 1] = value;
    return answers;
  };
  const sub = (answers: number[], key: string) => score('psc17', answers).subscales.find((s) => s.key === key)!;

  it('reads the subscales from the published item mapping', () => {
    expect(INSTRUMENTS.psc17.items[1]!.text).toBe('Feels sad, unhappy'); // item 2, internalizing
    expect(INSTRUMENTS.psc17.items[0]!.text).toBe('Fidgety, unable to sit still'); // item 1, attention
    expect(INSTRUMENTS.psc17.items[3]!.text).toBe('Refuses to share'); // item 4, externalizing
    const answers = withItems({ 2: 1, 1: 2, 4: 2, 5: 1 });
    expect(sub(answers, 'internalizing').score).toBe(1);
    expect(sub(answers, 'attention').score).toBe(2);
    expect(sub(answers, 'externalizing').score).toBe(3);
  });

  it('internalizing is positive at 5, not at 4', () => {
    expect(sub(withItems({ 2: 2, 6: 2 }), 'internalizing')).toMatchObject({ score: 4, positive: false });
    expect(sub(withItems({ 2: 2, 6: 2, 9: 1 }), 'internalizing')).toMatchObject({ score: 5, positive: true });
  });

  it('attention is positive at 7, not at 6', () => {
    expect(sub(withItems({ 1: 2, 3: 2, 7: 2 }), 'attention')).toMatchObject({ score: 6, positive: false });
    expect(sub(withItems({ 1: 2, 3: 2, 7: 2, 13: 1 }), 'attention')).toMatchObject({ score: 7, positive: true });
  });

  it('externalizing is positive at 7, not at 6', () => {
    expect(sub(withItems({ 4: 2, 5: 2, 8: 2 }), 'externalizing')).toMatchObject({ score: 6, positive: false });
    expect(sub(withItems({ 4: 2, 5: 2, 8: 2, 10: 1 }), 'externalizing')).toMatchObject({ score: 7, positive: true });
  });

  it('the total is positive at 15, not at 14, out of 34', () => {
    expect(score('psc17', answersSumming('psc17', 14, 2))).toMatchObject({ score: 14, max: 34, band: 'negative' });
    expect(score('psc17', answersSumming('psc17', 15, 2))).toMatchObject({ score: 15, band: 'positive' });
    expect(score('psc17', answersSumming('psc17', 34, 2))).toMatchObject({ score: 34, band: 'positive' });
    expect(score('psc17', answersSumming('psc17', 0, 2))).toMatchObject({ score: 0, band: 'negative' });
  });
});

describe('CDC "Learn the Signs. Act Early." milestone checklists: a tracker, no score', () => {
  it('any "Not yet" suggests talking with the doctor; "Not sure" alone does not', () => {
    const n = INSTRUMENTS['cdc-9m'].items.length;
    expect(score('cdc-9m', new Array(n).fill(0))).toMatchObject({ score: null, band: 'all-yes', notYet: 0 });
    expect(score('cdc-9m', new Array(n).fill(1))).toMatchObject({ score: null, band: 'all-yes' });
    const oneNotYet = [...new Array(n - 1).fill(0), 2];
    expect(score('cdc-9m', oneNotYet)).toMatchObject({ score: null, band: 'talk-with-doctor', notYet: 1 });
  });
});

describe('answers a tool can score', () => {
  it('refuses a wrong count or an answer outside the choices, in words', () => {
    expect(answersProblem('phq9', [0, 0, 0])).toBe('must have 9 answers');
    expect(answersProblem('phq9', [0, 0, 0, 0, 0, 0, 0, 0, 4])).toBe('answer 9 must be one of 0, 1, 2, 3');
    expect(answersProblem('psc17', new Array(17).fill(3))).toBe('answer 1 must be one of 0, 1, 2');
    expect(answersProblem('gad7', [0, 0, 0, 0, 0, 0, 0.5])).toBe('answer 7 must be one of 0, 1, 2, 3');
    expect(answersProblem('gad7', [0, 0, 0, 0, 0, 0, '1'])).toBe('answer 7 must be one of 0, 1, 2, 3');
    expect(() => score('gad7', [1])).toThrow(RangeError);
    for (const tool of TOOL_IDS) {
      expect(answersProblem(tool, new Array(INSTRUMENTS[tool].items.length).fill(0))).toBeNull();
    }
  });
});
