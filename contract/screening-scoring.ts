import { CDC_NOT_YET, INSTRUMENTS, PHQ9_SAFETY_ITEM, type ToolId } from './screening-instruments';

/**
 * The published scoring of each tool, as pure functions: the questionnaire shows it and the
 * server recomputes and stores it (never the client's). Cut-offs and where they come from are in
 * tests/contract/screening-scoring.test.ts, one test per band edge.
 */

export type Band =
  // PHQ-9 (Kroenke, Spitzer & Williams, 2001) and GAD-7 (Spitzer et al., 2006)
  | 'minimal'
  | 'mild'
  | 'moderate'
  | 'moderately-severe'
  | 'severe'
  // PSC-17 (Gardner et al., 1999): the total at or above 15, or below
  | 'positive'
  | 'negative'
  // CDC milestones: a tracker, no score
  | 'all-yes'
  | 'talk-with-doctor';

export interface Subscale {
  key: 'internalizing' | 'attention' | 'externalizing';
  label: string;
  score: number;
  max: number;
  cutoff: number;
  positive: boolean;
}

export interface Scored {
  tool: ToolId;
  /** The sum of the answers; null for a tracker. */
  score: number | null;
  max: number | null;
  band: Band;
  /** PSC-17's three subscales. */
  subscales: Subscale[];
  /** PHQ-9 item 9 above 0: thoughts of death or self-harm (the 988 card). */
  safetyFlag: boolean;
  /** CDC: how many milestones are "Not yet". */
  notYet: number;
}

/** Why a list of answers cannot be scored for a tool, in words, or null when it can. */
export function answersProblem(tool: ToolId, answers: readonly unknown[]): string | null {
  const { items, choices } = INSTRUMENTS[tool];
  if (answers.length !== items.length) return `must have ${items.length} answers`;
  const allowed = new Set(choices.map((c) => c.value));
  const bad = answers.findIndex((a) => typeof a !== 'number' || !allowed.has(a));
  return bad === -1 ? null : `answer ${bad + 1} must be one of ${[...allowed].join(', ')}`;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** PHQ-9 severity (0–27): 0–4 minimal, 5–9 mild, 10–14 moderate, 15–19 moderately severe, 20–27 severe. */
export function phq9Band(score: number): Band {
  if (score >= 20) return 'severe';
  if (score >= 15) return 'moderately-severe';
  if (score >= 10) return 'moderate';
  if (score >= 5) return 'mild';
  return 'minimal';
}

/** GAD-7 severity (0–21): 0–4 minimal, 5–9 mild, 10–14 moderate, 15–21 severe. */
export function gad7Band(score: number): Band {
  if (score >= 15) return 'severe';
  if (score >= 10) return 'moderate';
  if (score >= 5) return 'mild';
  return 'minimal';
}

/**
 * PSC-17 subscales, by item number on the published form (1-based): internalizing 2, 6, 9, 11, 15
 * (cut-off 5); attention 1, 3, 7, 13, 17 (cut-off 7); externalizing 4, 5, 8, 10, 12, 14, 16 (cut-off 7).
 */
export const PSC17_SUBSCALES = [
  { key: 'internalizing', label: 'Internalizing (feelings)', items: [2, 6, 9, 11, 15], cutoff: 5 },
  { key: 'attention', label: 'Attention', items: [1, 3, 7, 13, 17], cutoff: 7 },
  { key: 'externalizing', label: 'Externalizing (behaviour)', items: [4, 5, 8, 10, 12, 14, 16], cutoff: 7 },
] as const;
export const PSC17_TOTAL_CUTOFF = 15;

/** Scores a complete, valid set of answers (check answersProblem first). */
export function score(tool: ToolId, answers: readonly number[]): Scored {
  const problem = answersProblem(tool, answers);
  if (problem) throw new RangeError(`${tool}: ${problem}`);
  const base = { tool, subscales: [], safetyFlag: false, notYet: 0 };
  const total = sum(answers);
  switch (tool) {
    case 'phq9':
      return { ...base, score: total, max: 27, band: phq9Band(total), safetyFlag: answers[PHQ9_SAFETY_ITEM]! > 0 };
    case 'gad7':
      return { ...base, score: total, max: 21, band: gad7Band(total) };
    case 'psc17': {
      const subscales = PSC17_SUBSCALES.map(({ key, label, items, cutoff }) => {
        const s = sum(items.map((n) => answers[n - 1]!));
        return { key, label, score: s, max: items.length * 2, cutoff, positive: s >= cutoff };
      });
      return {
        ...base,
        score: total,
        max: 34,
        band: total >= PSC17_TOTAL_CUTOFF ? 'positive' : 'negative',
        subscales,
      };
    }
    default: {
      const notYet = answers.filter((a) => a === CDC_NOT_YET).length;
      return { ...base, score: null, max: null, band: notYet > 0 ? 'talk-with-doctor' : 'all-yes', notYet };
    }
  }
}

/** PHQ-9 item 9 answered above 0 (a partial list is fine: the questionnaire asks as it goes). */
export const needsSafetyCard = (tool: ToolId, answers: readonly (number | null)[]) =>
  tool === 'phq9' && (answers[PHQ9_SAFETY_ITEM] ?? 0) > 0;
