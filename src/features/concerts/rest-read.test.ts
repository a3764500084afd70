import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStallingServer, type StallingServer } from '../../../scripts/testing/stalling-server';
import { isRequestTimeout } from '@/lib/timed-fetch';
import { readRows } from './rest-read';

const DEADLINE_MS = 300;
const backend = vi.hoisted(() => ({ url: '' }));

vi.mock('@/lib/env', () => ({
  get SUPABASE_URL() {
    return backend.url;
  },
  SUPABASE_ANON_KEY: 'anon-key',
}));
// The site's own deadline, made short so the test waits for it briefly.
vi.mock('@/lib/timed-fetch', async (original) => {
  const real = await original<typeof import('@/lib/timed-fetch')>();
  return { ...real, timedFetch: () => real.timedFetch(DEADLINE_MS) };
});

describe('readRows against a real server that stalls after the headers', () => {
  const ROWS = [{ id: 'morning-concert' }];
  let server: StallingServer;
  beforeAll(async () => {
    server = await startStallingServer(JSON.stringify(ROWS));
  });
  afterAll(() => server.close());

  it('fails with the timeout within the deadline, instead of leaving the programme loading', async () => {
    backend.url = `${server.origin}/stall`;
    const started = performance.now();
    const error = await readRows('concerts', { published: 'eq.true' }).catch((caught: unknown) => caught);
    expect(isRequestTimeout(error)).toBe(true);
    expect(performance.now() - started).toBeLessThan(DEADLINE_MS * 10);
  });

  it('reads rows that arrive in time whole', async () => {
    backend.url = server.origin;
    expect(await readRows('concerts', { published: 'eq.true' })).toEqual(ROWS);
    expect(server.requests.at(-1)).toBe('/rest/v1/concerts?published=eq.true');
  });
});
