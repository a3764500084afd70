// `npm run test:db`: the database tests (supabase/tests), on a throwaway PostgreSQL server that
// scripts/db/global-setup.ts starts (or on DATABASE_URL's server).
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    include: ['supabase/tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['scripts/db/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
