import * as z from 'zod/mini';
import { endpoint, ok } from './endpoint';
import { idParams } from './fields';
import { TOOL_IDS } from './screening-tool-ids';
import { answersProblem } from './screening-scoring';
import { BASE, screeningResult } from './screening-results';

// The list and the result's shape are in screening-results.ts (the dashboard reads them without
// the instruments and their scoring); every entry of the feature is still here.
export { list, MAX_RESULTS_PER_PERSON, screeningResult, type ScreeningResult } from './screening-results';

/**
 * Screening results (issue #34; SPEC §1 "screening tools", §2 /screening-tools): a person's own
 * answers to a tool, with the score and band the server computed from them
 * (contract/screening-scoring.ts). SPEC §7 shows no screening calls: the paths are chosen under
 * /api/screening/v1. Only the person who took a screening can list, read or delete it; nobody
 * else, whatever their role (server/screening/access.ts).
 */

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
