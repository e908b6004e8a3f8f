import { clearCoverage, printCoverage } from './coverage-table';

// Returning a function makes it the teardown: the table prints after the last test.
export default function globalSetup() {
  clearCoverage();
  return () => printCoverage();
}
