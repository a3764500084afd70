// The committed TypeScript types (src/lib/supabase/database.types.ts) are what the Supabase CLI
// generates from the migrations now: a schema change without regenerating them fails here. The CLI runs
// from the repository root, so it also reads (and refuses an invalid) supabase/config.toml.
import { readFileSync } from 'node:fs';
import { expect, inject, it } from 'vitest';
import { generateFromMigrations, TYPES_COMMAND, TYPES_FILE } from '../../scripts/db/gen-types.mjs';
import { ROOT } from '../../scripts/db/schema.mjs';

it('database.types.ts matches the migrations', async () => {
  const generated = await generateFromMigrations(inject('serverUrl'));
  expect(generated).toContain('export type Database');
  const file = TYPES_FILE.slice(ROOT.length);
  expect(readFileSync(TYPES_FILE, 'utf8'), `${file} is out of date with supabase/migrations: run \`${TYPES_COMMAND}\` and commit ${file}`).toBe(generated);
});
