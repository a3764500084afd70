import type { Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { postgrestTable, postgrestWrites, type StoredRow, type StoredWrite } from './postgrest-table-stub';
import { fakeSession, SUPABASE_ORIGIN, startSignedIn, stubSupabase, type StubbedRequest } from './supabase-stub';

/**
 * Supabase as an admin with a second factor finds it, in memory, for the programme's admin pages: the
 * concerts and artists tables (read, insert, update), the bookings with their status, the posters bucket
 * of Storage, and the audit trail that the database's triggers would write for each change. Answered at
 * the network edge; what row-level security refuses to others is the database tests' business.
 */
export const ADMIN_EMAIL = 'ada@tutti.example';

const CONCERT_DEFAULTS = () => ({
  artist: null, registered: 0, currency: 'EUR', youtube_id: null, views: 0, created_at: new Date().toISOString(), updated_at: null,
  // The concert's life (20261127000300_concert_life.sql): its defaults, as the database gives them.
  live_stream_url: null, doors_open_minutes: 15, status: 'scheduled',
});

export const SEED_ARTIST: StoredRow = {
  id: 'amstel-quartet', name: 'Amstel String Quartet', genre: 'classical', hometown: 'Amsterdam', country: 'NL',
  texts: { en: { tagline: 'Four strings, one breath', bio: '' } }, poster_url: null, video_host: null, video_id: null,
  video_song: null, links: [], published: true, created_at: '2026-11-01T10:00:00Z', updated_at: null,
};

export const SEED_CONCERT: StoredRow = {
  ...CONCERT_DEFAULTS(), id: 'spring-strings', title: 'Spring Strings', texts: { en: { title: 'Spring Strings', description: 'Haydn and Dvořák.' } },
  artist_id: 'amstel-quartet', artist: 'Amstel String Quartet', venue: 'Amsterdam, Concertgebouw, Netherlands', time_zone: 'Europe/Amsterdam',
  starts_at: '2027-04-12T18:00:00Z', starts_on: '2027-04-12', ends_at: null, genre: 'classical', capacity: 100, price_cents: 1500,
  poster_url: '/images/stills/harpsichord-1200.jpg', stream_url: null, stream_layout: 'mono', captions: [], published: true,
};

export const SEED_BOOKING: StoredRow = {
  id: 'b1', created_at: '2026-11-20T09:30:00Z', status: 'new', name: 'Ada Lovelace', email: 'ada@care.example', phone: null,
  facility_name: 'Huize Zonneschijn', facility_address: null, facility_type: 'care_home', residents: 40, preferred_date: '2026-12-01',
  preferred_time: null, music_preference: null, special_requirements: null, heard_about: null, concert_id: null,
};

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 16×9 PNG (one colour): uploaded as the poster, and served back as its public file. */
export function posterPng(): Buffer {
  const [width, height] = [16, 9];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const scanline = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x66)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => scanline)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

const POSTER_PNG = posterPng();

export interface ProgrammeBackend {
  concerts: StoredRow[];
  bookings: StoredRow[];
  audit: StoredRow[];
  uploads: string[];
  seen: StubbedRequest[];
}

/** What the audit triggers record: the changed columns of an update, the whole row of an insert. */
function auditEntry(table: string, write: StoredWrite, id: number): StoredRow {
  const changes =
    write.action === 'insert'
      ? write.after
      : Object.fromEntries(Object.entries(write.after).filter(([k, v]) => JSON.stringify(write.before?.[k]) !== JSON.stringify(v)).map(([k, v]) => [k, { from: write.before?.[k] ?? null, to: v }]));
  return { id, at: new Date(Date.now() + id).toISOString(), actor: null, actor_email: ADMIN_EMAIL, action: write.action, table_name: table, row_id: String(write.after.id), changes };
}

/** Signs in as an admin with a second factor and answers the programme's tables, Storage and the audit trail. */
export async function stubProgrammeBackend(page: Page): Promise<ProgrammeBackend> {
  await startSignedIn(page, fakeSession({ appRole: 'admin', aal: 'aal2', email: ADMIN_EMAIL }));
  const backend: ProgrammeBackend = { concerts: [{ ...SEED_CONCERT }], bookings: [{ ...SEED_BOOKING }], audit: [], uploads: [], seen: [] };
  const artists: StoredRow[] = [{ ...SEED_ARTIST }];
  const record = (table: string) => (write: StoredWrite) => backend.audit.push(auditEntry(table, write, backend.audit.length + 1));
  const concerts = postgrestWrites(backend.concerts, {
    defaults: CONCERT_DEFAULTS,
    // What the triggers keep: the title column follows texts.en.title.
    onWrite: (write) => {
      const texts = write.after['texts'] as { en?: { title?: string } } | undefined;
      if (texts?.en?.title) write.after['title'] = texts.en.title;
      record('concerts')(write);
    },
  });
  const bookings = postgrestWrites(backend.bookings, { onWrite: record('bookings') });
  const artistWrites = postgrestWrites(artists, { defaults: () => ({ created_at: new Date().toISOString(), updated_at: null }), onWrite: record('artists') });
  backend.seen = await stubSupabase(page, {
    'GET /rest/v1/concerts': postgrestTable(backend.concerts),
    'POST /rest/v1/concerts': concerts.insert,
    'PATCH /rest/v1/concerts': concerts.update,
    'GET /rest/v1/artists': postgrestTable(artists),
    'POST /rest/v1/artists': artistWrites.insert,
    'PATCH /rest/v1/artists': artistWrites.update,
    'GET /rest/v1/bookings': postgrestTable(backend.bookings),
    'PATCH /rest/v1/bookings': bookings.update,
    'GET /rest/v1/admin_audit_log': postgrestTable(backend.audit),
    // A concert page asks whether the signed-in person reserves for a facility (issue 25): this admin belongs to none.
    'POST /rest/v1/rpc/my_facilities': () => ({ json: [] }),
    // A stored concert's editor lists its artist and host (admin-concert-roles.backend.spec.ts names them): none here.
    'POST /rest/v1/rpc/concert_role_holders': () => ({ json: [] }),
    // The public pages' reads of the programme too: this stub's tables are the programme, drafts and all.
  }, { programme: 'handlers' });
  // Storage: an upload to the posters bucket, then its public file (registered after the stub: tried first).
  await page.route(`${SUPABASE_ORIGIN}/storage/v1/object/**`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, PUT, OPTIONS' } });
    const name = new URL(request.url()).pathname.replace(/^\/storage\/v1\/object\/(public\/)?posters\//, '');
    if (request.method() === 'POST') {
      backend.uploads.push(name);
      backend.audit.push({ id: backend.audit.length + 1, at: new Date().toISOString(), actor: null, actor_email: ADMIN_EMAIL, action: 'insert', table_name: 'storage.objects', row_id: `posters/${name}`, changes: { name } });
      return route.fulfill({ status: 200, headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' }, body: JSON.stringify({ Key: `posters/${name}`, Id: name }) });
    }
    if (!backend.uploads.includes(name)) return route.fulfill({ status: 400, headers: { 'access-control-allow-origin': '*' }, body: '{"error":"not_found"}' });
    return route.fulfill({ status: 200, headers: { 'access-control-allow-origin': '*', 'content-type': 'image/png' }, body: POSTER_PNG });
  });
  return backend;
}
