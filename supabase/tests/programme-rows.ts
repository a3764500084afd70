// Rows of the programme (public.concerts, public.artists) for the tests, written the way the admin pages do
// (PostgREST: insert … returning, update … where id = …), and read back as the superuser.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type ProgrammeRow = Record<string, Json | string[]>;

export const uniqueId = (label: string) => `${label}-${randomUUID().slice(0, 13)}`;

/** A complete concert as an admin sends it: every column the admin writes, in two languages. */
export function concertRow(overrides: ProgrammeRow = {}): ProgrammeRow {
  return {
    id: uniqueId('concert'),
    texts: {
      en: { title: 'Autumn Songs', description: 'A quiet evening of songs.\nWith a second line.' },
      nl: { title: 'Herfstliederen', description: 'Een rustige avond met liederen.' },
    },
    artist: 'The Test Ensemble',
    venue: 'Utrecht, TivoliVredenburg, Netherlands',
    time_zone: 'Europe/Amsterdam',
    starts_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    genre: 'classical',
    capacity: 80,
    price_cents: 1200,
    currency: 'EUR',
    poster_url: '/images/stills/harpsichord-1200.jpg',
    stream_url: 'https://cdn.example.org/concerts/autumn/master.m3u8',
    stream_layout: 'top-bottom',
    captions: ['en', 'nl'],
    youtube_id: null,
    published: true,
    ...overrides,
  };
}

/** A complete artist as an admin sends it. */
export function artistRow(overrides: ProgrammeRow = {}): ProgrammeRow {
  return {
    id: uniqueId('artist'),
    name: 'The Test Ensemble',
    genre: 'folk',
    hometown: 'Leiden',
    country: 'NL',
    texts: { en: { tagline: 'Songs for everyone.', bio: 'Four friends.\nOne van.' }, de: { tagline: 'Lieder für alle.', bio: '' } },
    poster_url: 'https://example.supabase.co/storage/v1/object/public/posters/ensemble.webp',
    video_host: 'youtube',
    video_id: 'abcDEF12_-x',
    video_song: 'Morning Song',
    links: [{ kind: 'website', href: 'https://ensemble.example/' }],
    published: true,
    ...overrides,
  };
}

/** A value as pg sends it: captions (text[]) as an array, the jsonb columns (texts, links) as JSON text. */
const param = (column: string, value: Json | string[]) => (column !== 'captions' && value !== null && typeof value === 'object' ? JSON.stringify(value) : value);

/** insert into public.<table> (…) values (…) */
export function insertProgrammeRow(db: pg.Client, table: 'concerts' | 'artists', row: ProgrammeRow) {
  const columns = Object.keys(row);
  const placeholders = columns.map((_, index) => `$${index + 1}`);
  return db.query(`insert into public.${table} (${columns.join(', ')}) values (${placeholders.join(', ')})`, columns.map((column) => param(column, row[column] ?? null)));
}

/** update public.<table> set <column> = $2 where id = $1 */
export function updateProgrammeRow(db: pg.Client, table: 'concerts' | 'artists', id: string, column: string, value: Json | string[]) {
  return db.query(`update public.${table} set ${column} = $2 where id = $1`, [id, param(column, value)]);
}

/** The row as stored (superuser: whatever the policies), or undefined. */
export async function storedRow(db: pg.Client, table: 'concerts' | 'artists', id: string): Promise<Record<string, unknown> | undefined> {
  const { rows } = await db.query<Record<string, unknown>>(`select * from public.${table} where id = $1`, [id]);
  return rows[0];
}
