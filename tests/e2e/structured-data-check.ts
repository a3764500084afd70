import Validator, { type ExtractedData, type ValidationIssue } from '@adobe/structured-data-validator';
import { GOOGLE_EVENT_HANDLERS } from './google-event-profile';
import { schemaOrgVocabulary } from './schema-org-vocabulary';

/*
 * Runs Adobe's structured-data validator over a page's JSON-LD, as its README shows with the extractor's output,
 * with the schema.org vocabulary (built from an npm package by schema-org-vocabulary.ts, since the tests run
 * offline) and Google's Event rules added as handlers.
 */

export type JsonLdNode = { '@type'?: string } & Record<string, unknown>;

const VOCABULARY = schemaOrgVocabulary();

/** The built file of an address inside the site: `/` → index.html, `/nl/concert/1` → nl/concert/1.html. */
export const pageFileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** Every node of the page's JSON-LD: the nodes of each `@graph`, or the document itself. */
export function jsonLdOf(html: string): JsonLdNode[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1] ?? '') as JsonLdNode & { '@graph'?: JsonLdNode[] };
    return data['@graph'] ?? [data];
  });
}

/** The nodes by their type, as @marbec/web-auto-extractor hands them to the validator. */
function extracted(nodes: JsonLdNode[]): ExtractedData {
  const jsonld: ExtractedData['jsonld'] = {};
  for (const node of nodes) (jsonld[String(node['@type'])] ??= []).push({ '@context': 'https://schema.org', ...node });
  return { jsonld };
}

/** Every error and warning the validator finds in the page's JSON-LD (none is the goal), with where it is. */
export async function validateStructuredData(html: string): Promise<string[]> {
  const nodes = jsonLdOf(html);
  if (nodes.length === 0) return ['no JSON-LD'];
  const validator = new Validator(VOCABULARY);
  for (const [type, handlers] of Object.entries(GOOGLE_EVENT_HANDLERS)) validator.registeredHandlers[type] = [...(validator.registeredHandlers[type] ?? []), ...handlers];
  const issues: ValidationIssue[] = await validator.validate(extracted(nodes));
  return issues.map((issue) => `${issue.severity} ${(issue.path ?? []).map((p) => p.property ?? p.type).join('.')}: ${issue.issueMessage}`);
}

/** Width and height from a PNG's IHDR chunk (and a PNG it must be). */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
