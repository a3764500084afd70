import { describe, expect, it } from 'vitest';
import { concertRows, artistRows } from '../../../scripts/db/seed-programme';
import { artistToRow, concertToRow } from './concert-row';
import { LANGUAGES, normalInstant } from './programme';
import { sampleProgramme } from './sample-programme';

const normal = <T extends { starts_at: string; ends_at: string | null }>(row: T) => ({
  ...row,
  starts_at: normalInstant(row.starts_at),
  ends_at: row.ends_at && normalInstant(row.ends_at),
});

describe('the sample programme', () => {
  it('holds the nine sample concerts and the three demo concerts, in order of their start', () => {
    const { concerts } = sampleProgramme();
    expect(concerts.map((concert) => concert.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', 'amsterdam-philharmonic', 'classical-strings', 'jazz-quartet']);
    expect(concerts.every((concert, i) => i === 0 || concert.startsAt >= (concerts[i - 1]?.startsAt ?? ''))).toBe(true);
  });

  it('has every text in the six languages, starts on the venue clock and keeps streams and videos', () => {
    const { concerts, artists } = sampleProgramme();
    for (const item of [...concerts, ...artists]) expect(Object.keys(item.texts).sort()).toEqual([...LANGUAGES].sort());
    const first = concerts[0];
    // 19:30 in Amsterdam in April (summer time, UTC+2).
    expect(first?.startsAt).toBe('2025-04-12T17:30:00.000Z');
    expect(first?.stream).toEqual({ src: '/media/demo/master.m3u8', poster: '/media/demo/poster.jpg', layout: 'mono' });
    expect(concerts.find((concert) => concert.id === '6')?.stream?.layout).toBe('top-bottom');
    expect(concerts.find((concert) => concert.id === '9')).toMatchObject({ stream: null, youtubeId: 'bCsLltL2025', artistId: '9' });
    expect(artists.map((artist) => artist.id)).toEqual(['9', 'mara-okafor-trio', 'delia-mae-carter']);
  });

  it('is what the database is seeded with (scripts/db/seed-programme.ts)', () => {
    const { concerts, artists } = sampleProgramme();
    const seeded = concertRows().map(normal).sort((a, b) => a.id.localeCompare(b.id));
    expect(concerts.map(concertToRow).map(normal).sort((a, b) => a.id.localeCompare(b.id))).toEqual(seeded);
    expect(artists.map(artistToRow)).toEqual(artistRows());
  });
});
