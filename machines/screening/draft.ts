import { INSTRUMENTS, isToolId, type ToolId } from '../../contract/screening-instruments';

/**
 * A questionnaire under way, as kept for a reload (the wiring keeps it in sessionStorage): the
 * tool, the answers so far, the question shown and the step. Safety and the result are not kept:
 * a reload there returns to the review, from which the person submits again.
 */
export interface Draft {
  tool: ToolId;
  answers: (number | null)[];
  index: number;
  step: 'intro' | 'question' | 'review';
}

const STEPS = ['intro', 'question', 'review'] as const;

/** A kept draft that still fits its tool, or null (storage is the browser's: anything may be there). */
export function asDraft(value: unknown): Draft | null {
  if (!value || typeof value !== 'object') return null;
  const { tool, answers, index, step } = value as Record<string, unknown>;
  if (!isToolId(tool) || !Array.isArray(answers) || typeof index !== 'number') return null;
  if (!(STEPS as readonly unknown[]).includes(step)) return null;
  const { items, choices } = INSTRUMENTS[tool];
  if (answers.length !== items.length || !Number.isInteger(index) || index < 0 || index >= items.length) return null;
  const allowed = new Set(choices.map((c) => c.value));
  if (!answers.every((a) => a === null || (typeof a === 'number' && allowed.has(a)))) return null;
  if (step === 'review' && answers.includes(null)) return null;
  return { tool, answers: answers as (number | null)[], index, step: step as Draft['step'] };
}
