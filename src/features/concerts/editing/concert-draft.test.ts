import { describe, expect, it } from 'vitest';
import { concertDraftSchema, emptyConcertDraft, type ConcertDraft } from './concert-draft';
import { draftOfConcert } from './stored-concert';
import { issuesByField } from './text-fields';

const draft = (change: (d: ConcertDraft) => void = () => undefined): ConcertDraft => {
  const d = emptyConcertDraft();
  d.id = 'winter-choir';
  d.texts.en = { title: 'Winter Choir', description: 'Carols from Utrecht.' };
  d.texts.nl = { title: 'Winterkoor', description: '' };
  d.startsAt = '2026-12-12T20:00';
  d.endsAt = '2026-12-12T21:30';
  d.price = '12,50';
  d.captions = ['en', 'nl'];
  change(d);
  return d;
};

const errorsOf = (d: ConcertDraft) => {
  const result = concertDraftSchema.safeParse(d);
  return result.success ? {} : issuesByField(result.error);
};

describe('concertDraftSchema', () => {
  it('turns the editor values into the row: instants in the zone, cents, only the languages written', () => {
    const row = concertDraftSchema.parse(draft());
    expect(row).toMatchObject({
      id: 'winter-choir',
      title: 'Winter Choir',
      texts: { en: { title: 'Winter Choir', description: 'Carols from Utrecht.' }, nl: { title: 'Winterkoor', description: '' } },
      time_zone: 'Europe/Amsterdam',
      starts_at: '2026-12-12T19:00:00Z',
      starts_on: '2026-12-12',
      ends_at: '2026-12-12T20:30:00Z',
      price_cents: 1250,
      capacity: 100,
      currency: 'EUR',
      artist_id: null,
      genre: null,
      venue: null,
      poster_url: null,
      stream_url: null,
      stream_layout: 'mono',
      captions: ['en', 'nl'],
      status: 'scheduled',
      doors_open_minutes: 15,
      live_stream_url: null,
      published: false,
    });
    expect(Object.keys(row.texts)).toEqual(['en', 'nl']);
  });

  it('carries the concert night: its status, when the doors open and the live stream, apart from the recording', () => {
    const row = concertDraftSchema.parse(draft((d) => {
      d.status = 'cancelled';
      d.doorsOpenMinutes = ' 30 ';
      d.liveStreamUrl = ' https://stream.mux.com/abc123.m3u8 ';
      d.streamUrl = '/media/demo/master.m3u8';
    }));
    expect(row).toMatchObject({ status: 'cancelled', doors_open_minutes: 30, live_stream_url: 'https://stream.mux.com/abc123.m3u8', stream_url: '/media/demo/master.m3u8' });
    expect(concertDraftSchema.parse(draft((d) => (d.status = 'postponed'))).status).toBe('postponed');
    expect(concertDraftSchema.parse(draft((d) => (d.doorsOpenMinutes = '0'))).doors_open_minutes).toBe(0);
    expect(concertDraftSchema.parse(draft((d) => (d.doorsOpenMinutes = '120'))).doors_open_minutes).toBe(120);
    expect(concertDraftSchema.parse(draft((d) => (d.liveStreamUrl = '/live/demo/master.m3u8'))).live_stream_url).toBe('/live/demo/master.m3u8');
  });

  it('refuses a status, doors time or live address the database would refuse', () => {
    expect(errorsOf(draft((d) => {
      d.status = 'moved';
      d.doorsOpenMinutes = '121';
      d.liveStreamUrl = 'rtmp://live.example/app/key';
    }))).toEqual({ status: 'choice', doorsOpenMinutes: 'doorsRange', liveStreamUrl: 'streamUrl' });
    expect(errorsOf(draft((d) => (d.doorsOpenMinutes = '-5')))).toEqual({ doorsOpenMinutes: 'number' });
    expect(errorsOf(draft((d) => (d.doorsOpenMinutes = '')))).toEqual({ doorsOpenMinutes: 'number' });
    expect(errorsOf(draft((d) => (d.doorsOpenMinutes = '7.5')))).toEqual({ doorsOpenMinutes: 'number' });
    expect(errorsOf(draft((d) => (d.liveStreamUrl = 'https://live.example/stream.mp4')))).toEqual({ liveStreamUrl: 'streamUrl' });
  });

  it('round-trips: a stored row, read into the editor and saved unchanged, is the same row', () => {
    const first = concertDraftSchema.parse(draft((d) => {
      d.status = 'postponed';
      d.doorsOpenMinutes = '45';
      d.liveStreamUrl = 'https://customer-x.cloudflarestream.com/abc/manifest/video.m3u8';
      d.genre = 'choral';
      d.venue = 'Utrecht, Domkerk, Netherlands';
    }));
    const stored = { ...first, starts_at: '2026-12-12T19:00:00+00:00', ends_at: '2026-12-12T20:30:00+00:00', poster_url: null };
    const again = concertDraftSchema.parse(draftOfConcert(stored));
    expect(again).toEqual({ ...first, starts_at: again.starts_at, ends_at: again.ends_at });
    expect([Date.parse(again.starts_at), Date.parse(again.ends_at ?? '')]).toEqual([Date.parse(first.starts_at), Date.parse(first.ends_at ?? '')]);
    expect(draftOfConcert({ ...stored, live_stream_url: null, status: 'scheduled', doors_open_minutes: 15 })).toMatchObject({ liveStreamUrl: '', status: 'scheduled', doorsOpenMinutes: '15' });
  });

  it('needs the English title, and a title in any language that has a description', () => {
    expect(errorsOf(draft((d) => (d.texts.en.title = '  '))))
      .toEqual({ 'texts.en.title': 'required' });
    expect(errorsOf(draft((d) => (d.texts.de.description = 'Nur Text')))).toEqual({ 'texts.de.title': 'leadNeeded' });
  });

  it('ties each rule to its field', () => {
    expect(
      errorsOf(
        draft((d) => {
          d.id = 'Winter Choir';
          d.timeZone = 'Europe/Atlantis';
          d.capacity = '0';
          d.price = '12.505';
          d.streamUrl = 'http://cdn.example/live.m3u8';
          d.posterUrl = 'javascript:alert(1)';
          d.genre = 'polka';
          d.texts.fr.title = 'x'.repeat(201);
        }),
      ),
    ).toEqual({
      id: 'slug',
      timeZone: 'timeZone',
      capacity: 'range',
      price: 'price',
      streamUrl: 'streamUrl',
      posterUrl: 'url',
      genre: 'choice',
      'texts.fr.title': 'tooLong',
    });
  });

  it('refuses an end before the start and a time that does not exist', () => {
    expect(errorsOf(draft((d) => (d.endsAt = '2026-12-12T19:00')))).toEqual({ endsAt: 'endBeforeStart' });
    expect(errorsOf(draft((d) => (d.startsAt = '2026-02-30T20:00')))).toEqual({ startsAt: 'dateTime' });
    expect(errorsOf(draft((d) => (d.startsAt = ''))) ).toEqual({ startsAt: 'required' });
  });

  it('accepts site paths and https addresses for the stream and the poster', () => {
    const row = concertDraftSchema.parse(draft((d) => {
      d.streamUrl = 'https://cdn.example/concerts/1/master.m3u8';
      d.posterUrl = '/images/stills/harpsichord-1200.jpg';
    }));
    expect(row.stream_url).toBe('https://cdn.example/concerts/1/master.m3u8');
    expect(row.poster_url).toBe('/images/stills/harpsichord-1200.jpg');
    expect(errorsOf(draft((d) => (d.streamUrl = '/media/demo/video.mp4')))).toEqual({ streamUrl: 'streamUrl' });
  });
});
