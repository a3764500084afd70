/**
 * `npx jiti scripts/checkers/run-vnu.ts [--dist dist]... [--report file.json]`: the Nu Html Checker (the vnu-jar
 * package, on Java) over every HTML file of each build folder: the prerendered pages and app.html. Prints each
 * failing page with its errors, writes `{ passed, failed, pages }` (one test per page) for scripts/run-tests.mjs,
 * and exits non-zero when a page fails or the checker cannot run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { VNU_EXCEPTIONS } from './vnu-exceptions.ts';
import { pageResults, type PageResult } from './vnu-report.ts';

const { values } = parseArgs({ options: { dist: { type: 'string', multiple: true }, report: { type: 'string' } } });
const folders = values.dist?.length ? values.dist : ['dist'];

/** Every `.html` file under `root`, as paths inside it. */
function htmlFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.html'))
    .sort();
}

function checkFolder(folder: string): PageResult[] {
  const root = resolve(folder);
  const pages = existsSync(root) ? htmlFiles(root) : [];
  if (pages.length === 0) return [{ page: `${folder}/`, errors: ['no HTML file to check: build first'] }];
  const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  // The JSON report goes to stderr; --exit-zero-always because the report, not the exit code, says what failed.
  const run = spawnSync('java', ['-jar', jar, '--errors-only', '--exit-zero-always', '--format', 'json', ...pages.map((p) => join(root, p))], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error || run.status !== 0) {
    const why = run.error ? `${run.error.message} (is Java installed? Debian: default-jre-headless)` : run.stderr.slice(0, 2000);
    return [{ page: `${folder}/`, errors: [`the checker did not run: ${why}`] }];
  }
  return pageResults(run.stderr, root, pages, VNU_EXCEPTIONS).map((r) => ({ ...r, page: `${folder}/${r.page}` }));
}

const results = folders.flatMap(checkFolder);
const failing = results.filter((r) => r.errors.length > 0);
for (const { page, errors } of failing) console.log(`✗ ${page}\n${errors.map((e) => `    ${e}`).join('\n')}`);
console.log(`Nu Html Checker: ${results.length - failing.length} of ${results.length} pages without errors (${folders.join(', ')})`);
if (values.report) writeFileSync(values.report, JSON.stringify({ passed: results.length - failing.length, failed: failing.length, pages: results }, null, 2));
process.exit(failing.length === 0 ? 0 : 1);
