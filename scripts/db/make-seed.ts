/** Writes supabase/seed.sql from the sample programme: `npx jiti scripts/db/make-seed.ts`. */
import { writeFileSync } from 'node:fs';
import { renderSeed, SEED_FILE } from './seed-sql.ts';

writeFileSync(SEED_FILE, renderSeed());
console.log(`Wrote ${SEED_FILE}`);
