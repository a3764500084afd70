import { describe, expect, it } from 'vitest';
import { artistFromRow, artistsFromRows, artistToRow, concertFromRow, concertsFromRows, concertToRow, countsFromRows } from './concert-row';
import { loadSampleProgramme } from './sample/sample-programme';

/** The sample programme with its texts in all six languages. */
const SAMPLE = await loadSampleProgramme();

const row = {
  id: 'late-show',
  texts: { en: { title: 'Late Show', description: 'Songs at night.' }, nl: { title: 'Nachtconcert', description: '' } },
  artist_id: null,
  artist: null,
  venue: 'Leiden, Stadsgehoorzaal, Netherlands',
  time_zone: 'Europe/Amsterdam',
  starts_at: '2027-01-09T19:30:00+00:00',
  ends_at: null,
  genre: 'jazz',
  capacity: 80,
  registered: 12,
  price_cents: 1250,
  currency: 'EUR',
  poster_url: null,
  stream_url: 'https://cdn.example/late/master.m3u8',
  stream_layout: 'top-bottom',
  live_stream_url: 'https://live.example/late/master.m3u8',
  status: 'postponed',
  doors_open_minutes: 30,
  captions: ['en'],
  youtube_id: null,
  views: 3,
  published: true,
};

describe('concert rows', () => {
  it('map to the model: instants in one form, the stream with its still, a default poster', () => {
    const [concert] = concertsFromRows([row]);
    expect(concert).toMatchObject({
      id: 'late-show',
      startsAt: '2027-01-09T19:30:00.000Z',
      texts: { en: { title: 'Late Show' }, nl: { title: 'Nachtconcert' } },
      stream: { src: 'https://cdn.example/late/master.m3u8', poster: 'https://cdn.example/late/poster.jpg', layout: 'top-bottom' },
      posterUrl: '/images/stills/hall-empty-1200.jpg',
      priceCents: 1250,
      liveStream: 'https://live.example/late/master.m3u8',
      status: 'postponed',
      doorsOpenMinutes: 30,
    });
    expect(concert?.texts).not.toHaveProperty('de');
  });

  it('refuse a row the site cannot show: no English title, an unknown genre or layout, a bad instant', () => {
    expect(() => concertsFromRows([{ ...row, texts: { nl: { title: 'x', description: '' } } }])).toThrow();
    expect(() => concertsFromRows([{ ...row, genre: 'polka' }])).toThrow();
    expect(() => concertsFromRows([{ ...row, stream_layout: 'cubemap' }])).toThrow();
    expect(() => concertsFromRows([{ ...row, starts_at: 'soon' }])).toThrow();
    expect(() => concertsFromRows([{ ...row, status: 'moved' }])).toThrow();
    expect(() => concertsFromRows([{ ...row, doors_open_minutes: -5 }])).toThrow();
    expect(() => countsFromRows([{ id: 'x', capacity: '100', registered: 1 }])).toThrow();
  });

  it('read when the concert was listed from created_at, which only the database writes', () => {
    const [listed] = concertsFromRows([{ ...row, created_at: '2026-11-24T23:00:00+00:00' }]);
    expect(listed?.listedAt).toBe('2026-11-24T23:00:00.000Z');
    expect(concertsFromRows([row])[0]).not.toHaveProperty('listedAt');
    expect(concertToRow({ ...SAMPLE.concerts[0]!, listedAt: '2026-11-24T23:00:00.000Z' })).not.toHaveProperty('created_at');
  });

  it('go back to the same rows, so the seed and the test stub are written from the model', () => {
    for (const concert of SAMPLE.concerts) expect(concertFromRow(concertToRow(concert))).toEqual(concert);
    for (const artist of SAMPLE.artists) expect(artistFromRow(artistToRow(artist))).toEqual(artist);
    expect(artistsFromRows(SAMPLE.artists.map(artistToRow))).toEqual(SAMPLE.artists);
  });
});
