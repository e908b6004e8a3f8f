import * as z from 'zod/mini';
import { endpoint, ok } from './endpoint';
import { idParams } from './fields';
import { TOOL_IDS } from './screening-instruments';
import { answersProblem } from './screening-scoring';

/**
 * Screening results (issue #34; SPEC §1 "screening tools", §2 /screening-tools): a person's own
 * answers to a tool, with the score and band the server computed from them
 * (contract/screening-scoring.ts). SPEC §7 shows no screening calls: the paths are chosen under
 * /api/screening/v1. Only the person who took a screening can list, read or delete it; nobody
 * else, whatever their role (server/screening/access.ts).
 */

const BASE = '/api/screening/v1/results';

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

/** A tool and one answer per item, each one of the tool's choices. */
export const newResult = z
  .object({
    tool: z.enum(TOOL_IDS, { error: `must be one of ${TOOL_IDS.join(', ')}` }),
    answers: z.array(z.int({ error: 'must be whole numbers' })).check(z.maxLength(100, { error: 'has too many answers' })),
  })
  .check(
    z.superRefine((value, ctx) => {
      const problem = answersProblem(value.tool, value.answers);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['answers'], input: value.answers });
    }),
  );
export type NewResult = z.infer<typeof newResult>;

export const list = endpoint({
  method: 'GET',
  path: BASE,
  summary: "The signed-in person's own screening results, newest first.",
  response: z.object({ data: z.array(screeningResult) }),
  auth: 'bearer',
});

export const one = endpoint({
  method: 'GET',
  path: `${BASE}/:id`,
  summary: 'One of the signed-in person’s own screening results.',
  params: idParams,
  response: z.object({ data: screeningResult }),
  errors: { 404: 'no such result of this person (another person’s is not found either)' },
  auth: 'bearer',
});

export const create = endpoint({
  method: 'POST',
  path: BASE,
  summary: 'Stores a screening the person took: the server scores the answers itself.',
  body: newResult,
  response: z.object({ data: screeningResult }),
  errors: { 409: 'the person keeps the most results allowed; they delete some first' },
  auth: 'bearer',
});

export const remove = endpoint({
  method: 'DELETE',
  path: `${BASE}/:id`,
  summary: 'Deletes one of the person’s own screening results.',
  params: idParams,
  response: ok,
  errors: { 404: 'no such result of this person' },
  auth: 'bearer',
});
