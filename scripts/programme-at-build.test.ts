import { describe, expect, it } from 'vitest';
import { startStallingServer } from './testing/stalling-server';
import { programmeAtBuild } from './programme-at-build';

const backend = { VITE_SUPABASE_URL: 'https://db.example/', VITE_SUPABASE_ANON_KEY: 'anon-key' };

/** A stand-in for Supabase's REST API (a third-party service), answering each table with `rows`. */
function restApi(rows: Record<string, unknown>, status = 200) {
  const asked: { url: string; headers: Record<string, string> }[] = [];
  const answer = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    asked.push({ url, headers: init?.headers as Record<string, string> });
    const table = new URL(url).pathname.split('/').pop() ?? '';
    return new Response(JSON.stringify(rows[table] ?? null), { status });
  };
  return { asked, fetch: answer as typeof fetch };
}

describe('programmeAtBuild', () => {
  it('uses the bundled programme when no backend is configured, or when the build asks for it', async () => {
    const api = restApi({});
    expect(await programmeAtBuild({}, api.fetch)).toBeNull();
    expect(await programmeAtBuild({ ...backend, TUTTI_PROGRAMME: 'bundled' }, api.fetch)).toBeNull();
    expect(api.asked).toHaveLength(0);
  });

  it('reads the published concerts and artists with the public key', async () => {
    const api = restApi({ concerts: [{ id: 'a' }], artists: [{ id: 'b' }] });
    expect(await programmeAtBuild(backend, api.fetch)).toEqual({ concerts: [{ id: 'a' }], artists: [{ id: 'b' }] });
    expect(api.asked.map((call) => call.url).sort()).toEqual([
      'https://db.example/rest/v1/artists?select=*&published=eq.true&order=id',
      'https://db.example/rest/v1/concerts?select=*&published=eq.true&order=id',
    ]);
    expect(api.asked[0]?.headers).toEqual({ apikey: 'anon-key', authorization: 'Bearer anon-key' });
  });

  it('fails the build when the configured backend refuses or cannot be reached', async () => {
    await expect(programmeAtBuild(backend, restApi({}, 401).fetch)).rejects.toThrow(/answered 401/);
    await expect(programmeAtBuild(backend, restApi({ concerts: {}, artists: [] }).fetch)).rejects.toThrow(/not answer a list/);
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(programmeAtBuild(backend, offline)).rejects.toThrow(/TUTTI_PROGRAMME=bundled/);
  });
});

describe('programmeAtBuild against a real server that stalls after the headers', () => {
  it('fails the build, saying what to do, within the deadline', async () => {
    const server = await startStallingServer('[]');
    try {
      const started = performance.now();
      await expect(programmeAtBuild({ ...backend, VITE_SUPABASE_URL: `${server.origin}/stall` }, fetch, 300)).rejects.toThrow(/timeout.*TUTTI_PROGRAMME=bundled/);
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(await programmeAtBuild({ ...backend, VITE_SUPABASE_URL: server.origin }, fetch, 3_000)).toEqual({ concerts: [], artists: [] });
    } finally {
      await server.close();
    }
  });
});
