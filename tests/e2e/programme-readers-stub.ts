import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { programmeStore, type ProgrammeStore, type Row } from './programme-stub';
import { stubSupabase, SUPABASE_ORIGIN, type SeenRequests, type StubHandlers } from './supabase-stub';

/**
 * A database programme for the specs about what the players offer (recordings-*.backend.spec.ts,
 * programme-readers-*.backend.spec.ts): the seed's rows and four concerts that exist only in the database,
 * all of them over. One has a recording of its own, kept in Supabase Storage; one points at the site's demo
 * stream, one at its stereo demo, and one has no stream at all.
 */
export const OWN = { id: 'harbour-recording', title: 'Harbour Lights, Recorded in 360°' } as const;
export const BORROWED = [
  { id: 'demo-copy', title: 'Borrowed Demo Evening', stream: '/media/demo/master.m3u8', layout: 'mono' },
  { id: 'stereo-demo-copy', title: 'Borrowed Stereo Matinee', stream: '/media/demo-stereo/master.m3u8', layout: 'top-bottom' },
  { id: 'unfilmed', title: 'Unfilmed Folk Night', stream: null, layout: 'mono' },
] as const;

/** Where the concert's own recording lives: Supabase Storage's public bucket, a third party the test answers. */
const RECORDINGS = `${SUPABASE_ORIGIN}/storage/v1/object/public/recordings/harbour/`;
export const OWN_STREAM = `${RECORDINGS}master.m3u8`;
/** The demo's files as the site serves them, bundled with the repository. */
const DEMO_FILES = resolve(import.meta.dirname, '../../public/media/demo');

/** A published concert row that exists only in the database, over before the tests run. */
export function databaseConcert(id: string, title: string, startsAt: string, stream: string | null, layout: string): Row {
  return {
    id,
    texts: { en: { title, description: `${title}: a concert that exists only in the database.` } },
    artist_id: null,
    artist: 'The Database Players',
    venue: 'Rotterdam, De Doelen, Netherlands',
    time_zone: 'Europe/Amsterdam',
    starts_at: startsAt,
    ends_at: null,
    genre: 'classical',
    capacity: 100,
    registered: 0,
    price_cents: 1500,
    currency: 'EUR',
    poster_url: '/images/stills/stage-row3-1200.jpg',
    stream_url: stream,
    stream_layout: layout,
    captions: stream ? ['en'] : [],
    youtube_id: null,
    views: 0,
    published: true,
  };
}

/** The seed's programme and the four concerts above; the borrowed ones start first, so a playlist that kept them would offer them first. */
export function readersStore(extra: Row[] = []): ProgrammeStore {
  const borrowed = BORROWED.map((concert, i) => databaseConcert(concert.id, concert.title, `2025-0${i + 1}-10T18:30:00+00:00`, concert.stream, concert.layout));
  return programmeStore({ concerts: [...borrowed, databaseConcert(OWN.id, OWN.title, '2025-05-10T18:30:00+00:00', OWN_STREAM, 'mono'), ...extra] });
}

/**
 * Answers Supabase for the page with that programme, and its Storage with the recording's files: the demo's
 * files as the site serves them, under the recording's own address (what is tested is which address a reader
 * offers, not the picture). Returns the requests seen, the recording's among them.
 */
export async function stubReadersBackend(page: Page, extra: Row[] = [], handlers: StubHandlers = {}): Promise<{ seen: SeenRequests; recordingRequests: string[] }> {
  const seen = await stubSupabase(page, handlers, { programme: readersStore(extra) });
  const recordingRequests: string[] = [];
  // After stubSupabase: the last route registered answers first.
  // Answered from the files on disk, not by fetching them from the site: a fetched response is disposed when
  // the page moves on (a look that plays another concert) while the handler still holds it, and the fulfil fails.
  await page.route(`${RECORDINGS}**`, async (route) => {
    recordingRequests.push(route.request().url());
    const path = resolve(DEMO_FILES, new URL(route.request().url()).pathname.slice(new URL(RECORDINGS).pathname.length));
    const headers = { 'access-control-allow-origin': '*' };
    await (existsSync(path) ? route.fulfill({ path, headers }) : route.fulfill({ status: 404, headers }))
      // hls.js dropped the request meanwhile, or the page is gone: nothing is left to answer.
      .catch((error: unknown) => {
        if (!/closed|already handled|disposed/i.test(String(error))) throw error;
      });
  });
  return { seen, recordingRequests };
}
