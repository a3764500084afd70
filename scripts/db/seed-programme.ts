/**
 * The bundled sample programme (src/features/concerts/sample) as rows of public.concerts and public.artists,
 * with every text in the six languages. supabase/seed.sql is rendered from these rows (seed-sql.ts), so the
 * database starts with exactly what the site bundles: the same model, mapped to rows by the same module the
 * site reads rows with (concert-row.ts).
 */
import { artistToRow, concertToRow, type ArtistRow, type ConcertRow } from '../../src/features/concerts/concert-row.ts';
import { ALL_SAMPLE_TEXTS } from '../../src/features/concerts/sample/all-sample-texts.ts';
import { buildSampleProgramme } from '../../src/features/concerts/sample/sample-programme.ts';

export type { ArtistRow, ConcertRow };

const sample = () => buildSampleProgramme(ALL_SAMPLE_TEXTS);

/** The sample artists, in the order of the home page's Featured Artists. */
export const artistRows = (): ArtistRow[] => sample().artists.map(artistToRow);

/** An instant as PostgreSQL writes a timestamptz (whole seconds, no milliseconds), so the seed reads back as written. */
const pgInstant = (instant: string) => instant.replace(/\.000Z$/, 'Z');

/** The sample concerts, in programme order (by start). */
export const concertRows = (): ConcertRow[] =>
  sample().concerts.map(concertToRow).map((row) => ({ ...row, starts_at: pgInstant(row.starts_at), ends_at: row.ends_at && pgInstant(row.ends_at) }));
