import type { ScreeningResult } from '../../contract/screening';
import type { ResultRow } from './store';

/** A stored row as the contract's result. */
export const present = (row: ResultRow): ScreeningResult => ({
  id: row.id,
  tool: row.tool as ScreeningResult['tool'],
  answers: row.answers,
  score: row.score,
  max: row.max_score,
  band: row.band as ScreeningResult['band'],
  subscales: row.details.subscales,
  safety_flag: row.details.safety_flag,
  not_yet: row.details.not_yet,
  taken_at: row.taken_at,
});
