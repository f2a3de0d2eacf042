// Adds up vitest's JSON reports from one CI run into the single closing line CI readers look for.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = process.argv[2] ?? '.tmp/test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(folder, file), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  // The security regression suite (issue 13) runs inside each server pass; its count is said apart.
  const security = report.testResults.filter((result) => result.name.includes('/apps/server/src/security/'));
  if (security.length > 0) {
    const tests = security.flatMap((result) => result.assertionResults);
    const securityFailed = tests.filter((test) => test.status === 'failed').length;
    console.log(`${file}: security regression suite ${tests.length - securityFailed} passed, ${securityFailed} failed`);
  }
}
if (passed + failed === 0) {
  console.error('No test ran.');
  process.exit(1);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
