import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { TOOL_IDS } from './screening-tool-ids';

/**
 * A person's screening results as read back (contract/screening.ts has the feature's other
 * entries and re-exports these): on their own so the dashboard's check-in reminder loads this
 * list's shape and the tools' ids, not the instruments and their scoring.
 */

export const BASE = '/api/screening/v1/results';

/** What one person may keep (a weekly check for ten years is about 520). */
export const MAX_RESULTS_PER_PERSON = 1_000;

const BANDS = [
  'minimal',
  'mild',
  'moderate',
  'moderately-severe',
  'severe',
  'positive',
  'negative',
  'all-yes',
  'talk-with-doctor',
] as const;

export const screeningResult = z.object({
  id: z.int(),
  tool: z.enum(TOOL_IDS),
  answers: z.array(z.int()),
  /** The server's own score (null for the CDC checklists, which have none) and band. */
  score: z.nullable(z.int()),
  max: z.nullable(z.int()),
  band: z.enum(BANDS),
  subscales: z.array(
    z.object({
      key: z.enum(['internalizing', 'attention', 'externalizing']),
      label: z.string(),
      score: z.int(),
      max: z.int(),
      cutoff: z.int(),
      positive: z.boolean(),
    }),
  ),
  safety_flag: z.boolean(),
  not_yet: z.int(),
  taken_at: z.string(),
});
export type ScreeningResult = z.infer<typeof screeningResult>;

export const list = endpoint({
  method: 'GET',
  path: BASE,
  summary: "The signed-in person's own screening results, newest first.",
  response: z.object({ data: z.array(screeningResult) }),
  auth: 'bearer',
});
