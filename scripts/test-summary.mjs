// Adds up the JSON reports of Vitest and Playwright into one closing line: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of [
  'reports/vitest-pglite.json',
  'reports/vitest-postgres.json',
  'reports/vitest-ops.json',
]) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
for (const pw of ['reports/playwright.json', 'reports/playwright-postgres.json']) {
  if (!existsSync(pw)) continue;
  const stats = JSON.parse(readFileSync(pw, 'utf8')).stats;
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (failed > 0 || passed === 0) process.exit(1);
