/**
 * `npx jiti bench/build-log/check-build-log.ts LOG...`: a step of `npm test` over the production builds' logs
 * (scripts/run-tests.mjs keeps them). Fails on any INEFFECTIVE_DYNAMIC_IMPORT warning, naming the module and
 * whoever imports it eagerly.
 */
import { readFileSync } from 'node:fs';
import { ineffectiveImports } from './ineffective-imports.ts';

const logs = process.argv.slice(2);
if (logs.length === 0) {
  console.error('usage: check-build-log.ts LOG...');
  process.exit(2);
}
let failed = 0;
for (const path of logs) {
  const found = ineffectiveImports(readFileSync(path, 'utf8'));
  failed += found.length;
  for (const { module, staticImporters } of found) console.log(`  ${path}: ${module} (eagerly imported by ${staticImporters.join(', ') || '?'})`);
}
console.log(`INEFFECTIVE_DYNAMIC_IMPORT warnings in ${logs.join(', ')}: ${failed}`);
console.log(failed === 0 ? 'build log check: PASS' : 'build log check: FAIL');
process.exitCode = failed === 0 ? 0 : 1;
