import { HAS_BACKEND } from '@/lib/env';
import { loadSupabase, type TuttiClient } from '@/lib/supabase/client';
import type { Programme, ProgrammeArtist, ProgrammeConcert } from './programme';
import { ProgrammeError } from './programme-error';
import { sampleProgramme } from './sample/sample-programme';
import { SNAPSHOT_ID } from './snapshot-id';

/*
 * Where the programme comes from. Without a backend (VITE_SUPABASE_URL unset) it is the bundled sample,
 * there from the first render, never fetched. With one, it is read from Supabase; a page rendered before
 * the read shows its loading state, unless the programme was primed (primeProgramme) by whoever rendered
 * the page first: the prerender at build time, and the browser before it adopts that HTML.
 */

/** The sample programme when no backend is configured, else null (the programme is read from Supabase). */
export const bundledProgramme = (): Programme | null => (HAS_BACKEND ? null : sampleProgramme());

/** What a prerendered page of a site with a backend carries (written by src/entry-server.tsx at build time). */
export interface PageSnapshot {
  programme: Programme;
  /** When the build read the programme (epoch ms). */
  readAt: number;
}

let snapshot: PageSnapshot | null | undefined;

/**
 * With a backend, the programme a prerendered page was built from (its `#programme-snapshot`, written by the
 * build), read once: the first render shows what the HTML shows, so the page is adopted without a mismatch,
 * and the hooks read Supabase again at once. Null elsewhere.
 */
function pageSnapshot(): PageSnapshot | null {
  if (!HAS_BACKEND || typeof document === 'undefined') return null;
  if (snapshot !== undefined) return snapshot;
  try {
    const parsed = JSON.parse(document.getElementById(SNAPSHOT_ID)?.textContent || 'null') as Partial<PageSnapshot> | null;
    const ok = typeof parsed?.readAt === 'number' && Array.isArray(parsed.programme?.concerts) && Array.isArray(parsed.programme.artists);
    snapshot = ok ? (parsed as PageSnapshot) : null;
  } catch {
    snapshot = null;
  }
  return snapshot;
}

/** What the hooks start from before (or instead of) a read: the sample, or the page's snapshot. */
export function startingProgramme(): { concerts: ProgrammeConcert[]; artists: ProgrammeArtist[]; readAt: number | undefined } | null {
  const bundled = bundledProgramme();
  if (bundled) return { ...bundled, readAt: undefined };
  const page = pageSnapshot();
  if (!page) return null;
  return {
    concerts: page.programme.concerts.filter((concert) => concert.published),
    artists: page.programme.artists.filter((artist) => artist.published),
    // Read again at once, whatever the build's time says: the snapshot only makes the first render match the
    // HTML, and the device's clock (or a test's) may be anywhere relative to the build's.
    readAt: 0,
  };
}

/** The sample never changes, so it is never read again; what Supabase says is fresh for the site's usual 60 s. */
export const sourceOptions = () => (HAS_BACKEND ? {} : { staleTime: Number.POSITIVE_INFINITY });

/** supabase-js, loaded on first use (never with the home page's first screens). */
export async function programmeClient(): Promise<TuttiClient> {
  const supabase = await loadSupabase();
  if (!supabase) throw new ProgrammeError('No backend is configured');
  return supabase;
}
