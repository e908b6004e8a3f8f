/**
 * Playwright global set-up and teardown for the flow driver: start each run
 * with no rows, and print every flow's coverage as one table at the end.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { clearWalks, coverageFile, formatTable, type FlowReport } from './driver';

export function clearCoverage() {
  rmSync(coverageFile(), { force: true });
  clearWalks();
}

export function printCoverage() {
  const file = coverageFile();
  if (!existsSync(file)) return;
  const rows = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as FlowReport);
  console.log(`\n${formatTable(rows)}\n`);
}
