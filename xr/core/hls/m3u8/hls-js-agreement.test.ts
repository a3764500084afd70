// @vitest-environment jsdom
// hls.js needs a window to load; its parser itself is pure.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AttrList, M3U8Parser, PlaylistLevelType, type LevelDetails } from 'hls.js';
import { describe, expect, it } from 'vitest';
import { parseAttributeList } from './attributes';
import type { MasterPlaylist } from './master';
import type { MediaPlaylist } from './media';
import { readMasterPlaylist, readMediaPlaylist } from './read';

/**
 * The reader against the parser of the player it feeds (hls.js's M3U8Parser), on the project's own streams and
 * on playlists with what those streams lack (dates, discontinuities, byte ranges). Both are given the same
 * absolute address, so resolved URIs compare as they are.
 */
const PUBLIC = join(import.meta.dirname, '../../../../public');
const SITE = 'https://tutti.test';
const fromSite = (url: string) => readFileSync(join(PUBLIC, new URL(url).pathname), 'utf8');

function hlsLevels(text: string, url: string) {
  const parsed = M3U8Parser.parseMasterPlaylist(text, url);
  const media = M3U8Parser.parseMasterPlaylistMedia(text, url, parsed);
  return {
    variants: parsed.levels.map((level) => ({
      uri: level.url,
      bandwidth: level.attrs.decimalInteger('BANDWIDTH'),
      resolution: level.attrs.decimalResolution('RESOLUTION') ?? null,
      codecs: level.attrs.CODECS as string | undefined,
      subtitles: (level.attrs.SUBTITLES as string | undefined) ?? null,
    })),
    subtitles: (media.SUBTITLES ?? []).map((track) => ({
      uri: track.url, language: track.lang ?? null, name: track.name, groupId: track.groupId, isDefault: track.default, autoselect: track.autoselect, forced: track.forced,
    })),
  };
}

function ourLevels(master: MasterPlaylist) {
  return {
    variants: master.variants.map((variant) => ({
      uri: variant.uri, bandwidth: variant.bandwidth, resolution: variant.resolution, codecs: variant.attributes.quoted('CODECS') ?? undefined, subtitles: variant.subtitles,
    })),
    subtitles: master.renditions
      .filter((media) => media.type === 'SUBTITLES')
      .map(({ uri, language, name, groupId, isDefault, autoselect, forced }) => ({ uri: uri ?? '', language, name, groupId, isDefault, autoselect, forced })),
  };
}

const hlsDetails = (text: string, url: string): LevelDetails => M3U8Parser.parseLevelPlaylist(text, url, 0, PlaylistLevelType.MAIN, 0, null);

function hlsSegments(details: LevelDetails) {
  return details.fragments.map((fragment) => ({
    uri: fragment.url,
    duration: fragment.duration,
    sequence: fragment.sn,
    discontinuitySequence: fragment.cc,
    programDateTime: fragment.programDateTime,
    byteRange: fragment.byteRange.length === 2 ? { offset: fragment.byteRange[0], length: fragment.byteRange[1] - fragment.byteRange[0] } : null,
    map: fragment.initSegment?.url ?? null,
  }));
}

function ourSegments(playlist: MediaPlaylist) {
  return playlist.segments.map(({ uri, duration, sequence, discontinuitySequence, programDateTime, byteRange, map }) => ({
    uri, duration, sequence, discontinuitySequence, programDateTime, byteRange, map: map?.uri ?? null,
  }));
}

function expectSameMedia(text: string, url: string) {
  const details = hlsDetails(text, url);
  const ours = readMediaPlaylist(text, url);
  expect({ target: ours.targetDuration, start: ours.mediaSequence, live: !ours.ended, type: ours.playlistType }).toEqual({
    target: details.targetduration, start: details.startSN, live: details.live, type: details.type ?? null,
  });
  expect(ourSegments(ours)).toEqual(hlsSegments(details));
}

describe.each(['demo', 'demo-stereo'])('the reader and hls.js agree on public/media/%s', (stream) => {
  const masterUrl = `${SITE}/media/${stream}/master.m3u8`;
  const master = readMasterPlaylist(fromSite(masterUrl), masterUrl);

  it('master playlist: variants and subtitle renditions', () => {
    expect(master.variants.length).toBeGreaterThan(0);
    expect(ourLevels(master)).toEqual(hlsLevels(fromSite(masterUrl), masterUrl));
  });

  it('every media playlist it names: tags and segments', () => {
    const playlists = [...master.variants.map((v) => v.uri), ...master.renditions.flatMap((r) => r.uri ?? [])];
    for (const url of playlists) expectSameMedia(fromSite(url), url);
  });
});

describe('the reader and hls.js agree on what the bundled streams lack', () => {
  const url = 'https://cdn.example/live/v0/index.m3u8?token=1';

  it('a live window with program dates and discontinuities', () => {
    const text = [
      '#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-TARGETDURATION:4', '#EXT-X-MEDIA-SEQUENCE:120', '#EXT-X-DISCONTINUITY-SEQUENCE:2',
      '#EXT-X-MAP:URI="init.mp4"', '#EXTINF:4.000,', 'seg119-undated.m4s', '#EXT-X-PROGRAM-DATE-TIME:2026-03-01T19:30:00.000+01:00',
      '#EXTINF:4.000,', 'seg120.m4s', '#EXTINF:3.960,', 'seg121.m4s', '#EXT-X-DISCONTINUITY', '#EXTINF:4.000,', 'seg-undated-after-gap.m4s',
      '#EXT-X-DISCONTINUITY', '#EXT-X-MAP:URI="init-b.mp4"', '#EXT-X-PROGRAM-DATE-TIME:2026-03-01T18:31:00.000Z',
      '#EXTINF:4.000,', '../other/seg122.m4s', '#EXTINF:4.000,', 'https://edge.example/seg123.m4s',
    ].join('\r\n');
    expectSameMedia(text, url);
  });

  it('byte ranges, with and without offsets, and an init section by range', () => {
    const text = [
      '#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-TARGETDURATION:2', '#EXT-X-PLAYLIST-TYPE:VOD', '#EXT-X-MAP:URI="all.mp4",BYTERANGE="800@0"',
      '#EXTINF:2,', '#EXT-X-BYTERANGE:1000@800', 'all.mp4', '#EXTINF:2,', '#EXT-X-BYTERANGE:1200', 'all.mp4', '#EXTINF:1.5,', '#EXT-X-BYTERANGE:900@3000', 'all.mp4', '#EXT-X-ENDLIST',
    ].join('\n');
    expectSameMedia(text, url);
    expect(readMediaPlaylist(text, url).segments[0]?.map?.byteRange).toEqual({ offset: 0, length: 800 });
  });

  it('attribute lists the RFC allows: quoted commas and equals signs, empty strings, hex, resolutions, a repeated name', () => {
    const lists = [
      'TYPE=SUBTITLES,GROUP-ID="subs",NAME="Fran,çais = FR",DEFAULT=NO,URI="subs/fr.m3u8?a=1,2"',
      'BANDWIDTH=690800,NAME="",RESOLUTION=640x320,CODECS="avc1.64001e,mp4a.40.2"',
      'METHOD=AES-128,URI="k",IV=0X0123456789abcdef0123456789ABCDEF',
      'BANDWIDTH=1,BANDWIDTH=2,',
    ];
    for (const list of lists) {
      const ours = parseAttributeList(list);
      const theirs = new AttrList(list);
      expect(Object.fromEntries(ours.names().map((name) => [name, ours.text(name)]))).toEqual({ ...theirs });
      expect(ours.integer('BANDWIDTH')).toEqual(theirs.BANDWIDTH === undefined ? null : theirs.decimalInteger('BANDWIDTH'));
      expect(ours.resolution('RESOLUTION')).toEqual(theirs.decimalResolution('RESOLUTION') ?? null);
      expect(ours.hex('IV')).toEqual(theirs.hexadecimalInteger('IV'));
    }
  });
});
