/**
 * Reads the Nu Html Checker's JSON output (`vnu --format json`) into one result per page: the errors that no
 * reviewed exception (vnu-exceptions.ts) explains. Kept apart from the run so it can be tested without Java.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { CheckerException } from './vnu-exceptions.ts';

const vnuOutput = z.object({
  messages: z.array(
    z.object({
      type: z.string(),
      subType: z.string().optional(),
      url: z.string().optional(),
      message: z.string(),
      lastLine: z.number().optional(),
      extract: z.string().optional(),
    }),
  ),
});
type VnuMessage = z.infer<typeof vnuOutput>['messages'][number];

export interface PageResult {
  /** The page's path inside the build folder. */
  page: string;
  /** What is wrong, one readable line each; empty when the page passes. */
  errors: string[];
}

/** A message counts as an error unless it is only information or a warning. */
const isError = (m: VnuMessage) => m.type === 'error' || m.type === 'non-document-error' || m.subType === 'fatal';

const pageOf = (m: VnuMessage, root: string) => (m.url ? relative(root, m.url.startsWith('file:') ? fileURLToPath(m.url) : m.url) : '(no page)');

const excused = (m: VnuMessage, page: string, exceptions: readonly CheckerException[]) =>
  exceptions.some((e) => e.message.test(m.message) && (!e.page || e.page.test(page)));

const describe = (m: VnuMessage) => `line ${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` (${m.extract.trim().slice(0, 120)})` : ''}`;

/**
 * One result per checked page (`pages`, paths inside `root`). An error of a file that was not asked for (or of
 * no file) becomes a page of its own, so it fails the run rather than vanishing.
 */
export function pageResults(output: string, root: string, pages: readonly string[], exceptions: readonly CheckerException[]): PageResult[] {
  const results = new Map(pages.map((page) => [page, [] as string[]]));
  for (const message of vnuOutput.parse(JSON.parse(output)).messages.filter(isError)) {
    const page = pageOf(message, root);
    if (excused(message, page, exceptions)) continue;
    results.set(page, [...(results.get(page) ?? []), describe(message)]);
  }
  return [...results].map(([page, errors]) => ({ page, errors }));
}
