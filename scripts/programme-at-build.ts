/**
 * The programme the prerender step builds its pages from: the published concerts and artists in Supabase
 * when the build has a backend, read once through its REST API with the public key (row-level security
 * gives it the published rows only, as any visitor would see them), else none, and the pages use the
 * bundled sample programme. The rows are checked by the app's own schemas in the server entry.
 *
 * A configured backend that cannot be read fails the build rather than publishing the sample programme
 * under the real site's name. Only a build that says so (`TUTTI_PROGRAMME=bundled`, as the browser tests'
 * backend build does, whose Supabase exists only inside the tests) prerenders the sample instead.
 */
export interface ProgrammeRows {
  concerts: unknown[];
  artists: unknown[];
}

export interface ProgrammeSourceEnv {
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_ANON_KEY?: string;
  TUTTI_PROGRAMME?: string;
}

/** For the whole read of a table, body included: a server that sends its headers and then stalls fails too. */
const TIMEOUT_MS = 15_000;

/** Rows from Supabase, or null when the build should use the bundled sample programme. */
export async function programmeAtBuild(env: ProgrammeSourceEnv, fetchRows: typeof fetch = fetch, timeoutMs = TIMEOUT_MS): Promise<ProgrammeRows | null> {
  const url = env.VITE_SUPABASE_URL;
  const key = env.VITE_SUPABASE_ANON_KEY;
  if (!url || !key || env.TUTTI_PROGRAMME === 'bundled') return null;
  const read = async (table: 'concerts' | 'artists'): Promise<unknown[]> => {
    const address = `${url.replace(/\/+$/, '')}/rest/v1/${table}?select=*&published=eq.true&order=id`;
    let response: Response;
    let body: string;
    try {
      response = await fetchRows(address, { headers: { apikey: key, authorization: `Bearer ${key}` }, signal: AbortSignal.timeout(timeoutMs) });
      body = await response.text();
    } catch (error) {
      throw new Error(`prerender: cannot read the programme from ${address} (${String(error)}). Set TUTTI_PROGRAMME=bundled to build from the bundled sample programme instead.`);
    }
    if (!response.ok) throw new Error(`prerender: ${address} answered ${response.status} ${body}`);
    const rows: unknown = JSON.parse(body);
    if (!Array.isArray(rows)) throw new Error(`prerender: ${address} did not answer a list of rows`);
    return rows;
  };
  const [concerts, artists] = await Promise.all([read('concerts'), read('artists')]);
  return { concerts, artists };
}
