import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { IBM_REVIEWED_POTENTIALS, IBM_VIOLATION_EXCEPTIONS, type IbmException } from '../../scripts/checkers/ibm-exceptions';

/** One result of IBM's engine, as its report gives it (only what the scan reads). */
interface IbmResult {
  ruleId: string;
  reasonId: string;
  /** [VIOLATION | RECOMMENDATION | INFORMATION, PASS | FAIL | POTENTIAL | MANUAL] */
  value: [string, string];
  message: string;
  snippet: string;
  path: { dom: string };
}

const ACE_PATH = createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js');

/**
 * Runs IBM's Equal Access engine (accessibility-checker-engine, injected as its README shows) over the page
 * and returns its violations and potential violations. The page must be opened with `bypassCSP`: the
 * site's policy rightly lets no injected script run.
 */
async function ibmFindings(page: Page): Promise<IbmResult[]> {
  await page.addScriptTag({ path: ACE_PATH });
  return page.evaluate(async () => {
    type Report = { results: IbmResult[] };
    const { ace } = window as unknown as { ace: { Checker: new () => { check: (doc: Document, policies: string[]) => Promise<Report> } } };
    const report = await new ace.Checker().check(document, ['IBM_Accessibility']);
    return report.results
      .filter((r) => r.value[0] === 'VIOLATION' && (r.value[1] === 'FAIL' || r.value[1] === 'POTENTIAL'))
      .map(({ ruleId, reasonId, value, message, snippet, path }) => ({ ruleId, reasonId, value, message, snippet, path: { dom: path.dom } }));
  });
}

const matches = (result: IbmResult) => (e: IbmException) =>
  e.ruleId === result.ruleId && (!e.reasonId || e.reasonId === result.reasonId) && (!e.snippet || e.snippet.test(result.snippet));

/**
 * IBM's findings on the page that no reviewed exception (scripts/checkers/ibm-exceptions.ts) explains, as
 * readable lines: violations, and potential violations of a kind nobody has reviewed yet.
 */
export async function ibmBlocking(page: Page): Promise<string[]> {
  return (await ibmFindings(page))
    .filter((r) => !(r.value[1] === 'FAIL' ? IBM_VIOLATION_EXCEPTIONS : IBM_REVIEWED_POTENTIALS).some(matches(r)))
    .map((r) => `${r.value[1] === 'FAIL' ? 'violation' : 'potential violation'} ${r.ruleId}/${r.reasonId}: ${r.message} at ${r.path.dom} ${r.snippet.slice(0, 160)}`);
}
