import { describe, expect, it } from 'vitest';
import { DEMO_STREAM, STEREO_DEMO_STREAM } from '../../content/media';
import { DEMO_ENTRY_ID, liveEntry, programmePlaylist, ROOM_JUMP_ABOVE_SECONDS, ROOM_LOCK_BAND_SECONDS } from './playlist';
import { liveStreamAnswers } from './use-live-stream-ready';
import type { ProgrammeConcert, ProgrammeStream } from './programme';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const PAST = '2026-10-01T18:00:00.000Z';
const FUTURE = '2027-06-01T18:00:00.000Z';

const stream = (src: string, layout: ProgrammeStream['layout'] = 'mono'): ProgrammeStream => ({ src, poster: src.replace(/[^/]*$/, 'poster.jpg'), layout });

/** A published concert with only what the playlist reads set to something telling. */
function concert(id: string, streamOf: ProgrammeStream | null, startsAt = PAST): ProgrammeConcert {
  return {
    id,
    texts: { en: { title: `${id} (en)`, description: '' }, de: { title: `${id} (de)`, description: '' } },
    artistId: null,
    artistName: null,
    venue: null,
    timeZone: 'Europe/Amsterdam',
    startsAt,
    endsAt: null,
    genre: null,
    capacity: 100,
    registered: 0,
    priceCents: 0,
    currency: 'EUR',
    posterUrl: '/images/stills/stage-row3-1200.jpg',
    stream: streamOf,
    liveStream: null,
    status: 'scheduled',
    doorsOpenMinutes: 15,
    captions: [],
    youtubeId: null,
    views: 0,
    published: true,
  };
}

const OWN = stream('https://media.example/recordings/harbour/master.m3u8');
const OWN_STEREO = stream('https://media.example/recordings/choir/master.m3u8', 'top-bottom');
const options = { demoTitle: 'Demo', language: 'de', now: NOW };

describe('programmePlaylist', () => {
  it('offers the demo first, then the concerts with a recording of their own, in programme order, titled in the language', () => {
    const playlist = programmePlaylist([concert('harbour', OWN), concert('choir', OWN_STEREO)], options);
    expect(playlist).toEqual([
      { id: DEMO_ENTRY_ID, title: 'Demo', src: DEMO_STREAM.src, poster: DEMO_STREAM.poster, layout: DEMO_STREAM.layout },
      { id: 'harbour', title: 'harbour (de)', src: OWN.src, poster: OWN.poster, layout: 'mono' },
      { id: 'choir', title: 'choir (de)', src: OWN_STEREO.src, poster: OWN_STEREO.poster, layout: 'top-bottom' },
    ]);
  });

  it('leaves out a concert whose stream is the demo, mono or stereo, however the address is written', () => {
    const borrowed = [
      concert('demo-copy', stream(DEMO_STREAM.src)),
      concert('demo-query', stream(`${DEMO_STREAM.src}?v=2`)),
      concert('demo-dots', stream('/media/demo/../demo/master.m3u8')),
      concert('stereo-demo', stream(STEREO_DEMO_STREAM.src, 'top-bottom')),
      concert('harbour', OWN),
    ];
    expect(programmePlaylist(borrowed, options).map((entry) => entry.id)).toEqual([DEMO_ENTRY_ID, 'harbour']);
  });

  it('leaves out concerts without a stream, and those still to come', () => {
    const playlist = programmePlaylist([concert('silent', null), concert('later', OWN, FUTURE), concert('harbour', OWN)], options);
    expect(playlist.map((entry) => entry.id)).toEqual([DEMO_ENTRY_ID, 'harbour']);
  });

  it('offers the demo alone when no concert has a recording of its own', () => {
    expect(programmePlaylist([concert('demo-copy', stream(DEMO_STREAM.src)), concert('silent', null)], options).map((entry) => entry.id)).toEqual([DEMO_ENTRY_ID]);
  });

  it('holds the concert a page starts on, before the list is read, only when it has a stream of its own', () => {
    expect(programmePlaylist([], { ...options, current: concert('new', OWN, FUTURE) }).map((entry) => entry.id)).toEqual([DEMO_ENTRY_ID, 'new']);
    expect(programmePlaylist([], { ...options, current: concert('copy', stream(DEMO_STREAM.src)) }).map((entry) => entry.id)).toEqual([DEMO_ENTRY_ID]);
  });

  it('never lets a concert take the demo’s id', () => {
    expect(programmePlaylist([concert(DEMO_ENTRY_ID, OWN)], options).map((entry) => entry.src)).toEqual([DEMO_STREAM.src]);
  });
});

describe('liveEntry: the concert night as a playlist entry', () => {
  it('plays the live stream under the concert’s id, with its poster and its end', () => {
    const tonight = { ...concert('tonight', null, '2026-12-04T18:00:00.000Z'), liveStream: 'https://live.example/t/master.m3u8' };
    expect(liveEntry(tonight, 'de', Date.parse('2026-12-04T18:30:00.000Z'))).toEqual({
      id: 'tonight',
      title: 'tonight (de)',
      src: 'https://live.example/t/master.m3u8',
      poster: '/images/stills/stage-row3-1200.jpg',
      live: { endsAt: Date.parse('2026-12-04T20:00:00.000Z'), manifest: expect.any(Function) },
    });
  });

  it('hands the player the master playlist the waiting room found, read when the stream starts, not when the entry is made', async () => {
    const tonight = { ...concert('tonight', null, '2026-12-04T18:00:00.000Z'), liveStream: 'https://live.example/found/master.m3u8' };
    const live = liveEntry(tonight, 'en', Date.parse('2026-12-04T18:30:00.000Z'))?.live;
    expect(live?.manifest?.()).toBeNull();
    const master = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\nv0/index.m3u8\n';
    const answered = await liveStreamAnswers(tonight.liveStream, async () => new Response(master));
    expect(answered).toBe(true);
    expect(live?.manifest?.()).toBe(master);
  });

  it('carries the clock a group session shares, for the player to read program date-times against', () => {
    const tonight = { ...concert('tonight', null, '2026-12-04T18:00:00.000Z'), liveStream: 'https://live.example/t/master.m3u8' };
    const roomClock = () => 42;
    const live = liveEntry(tonight, 'en', Date.parse('2026-12-04T18:30:00.000Z'), roomClock)?.live;
    expect(live?.wallClock).toBe(roomClock);
    // Side by side, the room's headsets are held within 10 ms of its moment (independent viewers: the engine's 0.1 s).
    expect(live?.lockBandSeconds).toBe(ROOM_LOCK_BAND_SECONDS);
    expect(ROOM_LOCK_BAND_SECONDS).toBe(0.01);
    // Resting 0.1 % off normal speed, never switching the browser's time-stretcher on and off.
    expect(live?.restRateDelta).toBe(0.001);
    // Further than half a second off, a room's headset jumps: its neighbours would hear the gap as an echo.
    expect(live?.jumpAboveSeconds).toBe(ROOM_JUMP_ABOVE_SECONDS);
    expect(ROOM_JUMP_ABOVE_SECONDS).toBe(0.5);
    const alone = liveEntry(tonight, 'en', Date.parse('2026-12-04T18:30:00.000Z'))?.live;
    expect(alone?.lockBandSeconds).toBeUndefined();
    expect(alone?.jumpAboveSeconds).toBeUndefined();
  });

  it('is none without a live stream, and never under the demo’s id', () => {
    expect(liveEntry(concert('tonight', null), 'en', 0)).toBeNull();
    expect(liveEntry({ ...concert(DEMO_ENTRY_ID, null), liveStream: '/live/demo/master.m3u8' }, 'en', 0)).toBeNull();
  });
});
