/**
 * The build that browser tests and benchmarks run against a backend: Supabase configured at
 * https://db.tutti.test, whose API the tests answer at the network edge. The key is shaped like a real anon
 * key (an unsigned JWT with role "anon"), since the build refuses any other; tests/e2e/supabase-stub.ts
 * holds the same value as TEST_ANON_KEY.
 */
export const TEST_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6ImRiIiwicm9sZSI6ImFub24iLCJpYXQiOjE3NjcyMjU2MDAsImV4cCI6MjA4Mjc1ODQwMH0.dW5zaWduZWQtdGVzdC1zaWduYXR1cmU';

/**
 * That Supabase exists only inside the tests, so the build cannot read its programme: it prerenders the
 * bundled sample programme (scripts/programme-at-build.ts), which the tests' stub serves too.
 */
export const BACKEND_BUILD_ENV = { VITE_SUPABASE_URL: 'https://db.tutti.test', VITE_SUPABASE_ANON_KEY: TEST_ANON_KEY, TUTTI_PROGRAMME: 'bundled' };
