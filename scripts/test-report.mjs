// What `npm test` prints about its own cost (issue #27): each phase's time and the slowest
// tests of each runner, so whoever adds a slow test sees it the same day.

/** The `n` slowest tests of a Vitest JSON report: [{ title, ms }]. */
export function slowestVitest(report, n = 10) {
  const tests = [];
  for (const file of report?.testResults ?? []) {
    const name = file.name?.replace(`${process.cwd()}/`, '') ?? '?';
    for (const t of file.assertionResults ?? []) {
      tests.push({ title: `${name} › ${t.fullName ?? t.title}`, ms: t.duration ?? 0 });
    }
  }
  return tests.sort((a, b) => b.ms - a.ms).slice(0, n);
}

/** The tests of a Playwright JSON report (suites nested by file and describe): [{ title, ms }], each try counted. */
export function playwrightTests(report) {
  const tests = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        tests.push({ title: `${spec.file}:${spec.line} › ${spec.title}`, ms });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return tests;
}

export const slowest = (tests, n = 10) => [...tests].sort((a, b) => b.ms - a.ms).slice(0, n);

export function printSlowest(title, tests) {
  if (!tests?.length) return;
  console.log(`\n  Slowest ${tests.length}: ${title}`);
  for (const t of tests) console.log(`    ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.title}`);
}
