import { describe, expect, it } from 'vitest';
import { M3u8Error } from './errors';
import { readMediaPlaylist } from './read';

const lines = (...text: string[]) => text.join('\r\n');

describe('readMediaPlaylist: the playlist tags', () => {
  it('reads the tags of a finished fMP4 recording, as ffmpeg writes them', () => {
    const playlist = readMediaPlaylist(
      lines('#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-TARGETDURATION:2', '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD', '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-MAP:URI="init_2.mp4"', '#EXTINF:2.000000,', 'seg_000.m4s', '#EXTINF:1.5,', 'seg_001.m4s', '#EXT-X-ENDLIST', ''),
    );
    expect(playlist).toMatchObject({ kind: 'media', version: 7, targetDuration: 2, mediaSequence: 0, discontinuitySequence: 0, playlistType: 'VOD', ended: true, independentSegments: true });
    expect(playlist.segments).toEqual([
      { uri: 'seg_000.m4s', duration: 2, title: '', sequence: 0, discontinuity: false, discontinuitySequence: 0, programDateTime: null, byteRange: null, map: { uri: 'init_2.mp4', byteRange: null }, key: null },
      { uri: 'seg_001.m4s', duration: 1.5, title: '', sequence: 1, discontinuity: false, discontinuitySequence: 0, programDateTime: null, byteRange: null, map: { uri: 'init_2.mp4', byteRange: null }, key: null },
    ]);
  });

  it('reads a live window: no ENDLIST, a media sequence and a discontinuity sequence to count from', () => {
    const playlist = readMediaPlaylist(lines('#EXTM3U', '#EXT-X-TARGETDURATION:6', '#EXT-X-MEDIA-SEQUENCE:2680', '#EXT-X-DISCONTINUITY-SEQUENCE:3', '#EXT-X-PLAYLIST-TYPE:EVENT',
      '#EXTINF:6,', 'a.ts', '#EXT-X-DISCONTINUITY', '#EXTINF:6,', 'b.ts', '#EXTINF:6,', 'c.ts'));
    expect(playlist).toMatchObject({ ended: false, mediaSequence: 2680, discontinuitySequence: 3, playlistType: 'EVENT' });
    expect(playlist.segments.map((s) => [s.uri, s.sequence, s.discontinuity, s.discontinuitySequence])).toEqual([
      ['a.ts', 2680, false, 3],
      ['b.ts', 2681, true, 4],
      ['c.ts', 2682, false, 4],
    ]);
  });

  it('is still a media playlist with no segments yet, and leaves out what it cannot read', () => {
    expect(readMediaPlaylist('#EXTM3U\n#EXT-X-TARGETDURATION:x\n#EXT-X-PLAYLIST-TYPE:LIVE\n')).toMatchObject({ targetDuration: null, playlistType: null, segments: [] });
    expect(readMediaPlaylist('#EXTM3U\n#EXT-X-ENDLIST\n')).toMatchObject({ ended: true, segments: [] });
  });
});

describe('readMediaPlaylist: the segments', () => {
  it('reads EXTINF with and without a title, and without its comma', () => {
    const playlist = readMediaPlaylist(lines('#EXTM3U', '#EXT-X-TARGETDURATION:10', '#EXTINF:9.5,Allegro, first part', 'a.ts', '#EXTINF:10', 'b.ts', '#EXTINF:.5,', 'c.ts'));
    expect(playlist.segments.map((s) => [s.duration, s.title])).toEqual([[9.5, 'Allegro, first part'], [10, ''], [0.5, '']]);
  });

  it('refuses an EXTINF without a duration, naming its line', () => {
    const read = () => readMediaPlaylist(lines('#EXTM3U', '#EXT-X-TARGETDURATION:10', '#EXTINF:,title', 'a.ts'));
    expect(read).toThrow(new M3u8Error('badTag', 'Line 3: #EXTINF:,title gives no duration in seconds.'));
  });

  it('skips a URI line with no EXTINF before it, and an EXTINF whose URI never comes', () => {
    const playlist = readMediaPlaylist(lines('#EXTM3U', '#EXT-X-TARGETDURATION:2', 'stray.ts', '#EXTINF:2,', 'a.ts', '#EXTINF:2,'));
    expect(playlist.segments.map((s) => s.uri)).toEqual(['a.ts']);
  });

  it('gives each segment the EXT-X-MAP in force, which a later one replaces', () => {
    const playlist = readMediaPlaylist(lines('#EXTM3U', '#EXT-X-TARGETDURATION:2', '#EXT-X-MAP:URI="a.mp4",BYTERANGE="720@0"', '#EXTINF:2,', '1.m4s',
      '#EXT-X-DISCONTINUITY', '#EXT-X-MAP:URI="b.mp4"', '#EXTINF:2,', '2.m4s'));
    expect(playlist.segments.map((s) => s.map)).toEqual([{ uri: 'a.mp4', byteRange: { length: 720, offset: 0 } }, { uri: 'b.mp4', byteRange: null }]);
  });

  it('reads byte ranges: an offset given, or the next byte after the previous range', () => {
    const playlist = readMediaPlaylist(lines('#EXTM3U', '#EXT-X-TARGETDURATION:2',
      '#EXTINF:2,', '#EXT-X-BYTERANGE:1000@500', 'all.mp4', '#EXTINF:2,', '#EXT-X-BYTERANGE:2000', 'all.mp4', '#EXTINF:2,', 'other.mp4'));
    expect(playlist.segments.map((s) => s.byteRange)).toEqual([{ length: 1000, offset: 500 }, { length: 2000, offset: 1500 }, null]);
  });

  it('dates segments from EXT-X-PROGRAM-DATE-TIME and the durations around it, across a discontinuity without a date', () => {
    const playlist = readMediaPlaylist(lines('#EXTM3U', '#EXT-X-TARGETDURATION:4', '#EXTINF:4,', 'before.ts',
      '#EXT-X-PROGRAM-DATE-TIME:2026-03-01T19:30:00.000+01:00', '#EXTINF:4,', 'a.ts', '#EXTINF:3.5,', 'b.ts', '#EXTINF:4,', 'c.ts',
      '#EXT-X-DISCONTINUITY', '#EXTINF:4,', 'after-gap.ts', '#EXT-X-PROGRAM-DATE-TIME:2026-03-01T18:40:00Z', '#EXTINF:4,', 'd.ts', '#EXT-X-PROGRAM-DATE-TIME:not a date', '#EXTINF:4,', 'e.ts'));
    const start = Date.UTC(2026, 2, 1, 18, 30);
    const later = Date.UTC(2026, 2, 1, 18, 40);
    expect(playlist.segments.map((s) => s.programDateTime)).toEqual([start - 4000, start, start + 4000, start + 7500, start + 11_500, later, later + 4000]);
    expect(readMediaPlaylist(lines('#EXTM3U', '#EXT-X-TARGETDURATION:4', '#EXTINF:4,', 'a.ts')).segments[0]?.programDateTime).toBeNull();
  });

  it('reads EXT-X-KEY for the segments after it, until METHOD=NONE', () => {
    const playlist = readMediaPlaylist(lines('#EXTM3U', '#EXT-X-TARGETDURATION:2', '#EXT-X-KEY:METHOD=AES-128,URI="https://keys.example/k?id=1",IV=0x00000000000000000000000000000001',
      '#EXTINF:2,', 'a.ts', '#EXT-X-KEY:METHOD=NONE', '#EXTINF:2,', 'b.ts'));
    const [a, b] = playlist.segments;
    expect(a?.key).toMatchObject({ method: 'AES-128', uri: 'https://keys.example/k?id=1' });
    expect(a?.key?.iv?.at(-1)).toBe(1);
    expect(b?.key).toBeNull();
  });

  it('resolves segment, init and key URIs against the playlist when given its address', () => {
    const playlist = readMediaPlaylist(lines('#EXTM3U', '#EXT-X-TARGETDURATION:2', '#EXT-X-KEY:METHOD=AES-128,URI="../keys/k"', '#EXT-X-MAP:URI="init.mp4"', '#EXTINF:2,', 'seg 0.m4s'), '/media/demo/v2/index.m3u8');
    expect(playlist.segments[0]).toMatchObject({ uri: '/media/demo/v2/seg%200.m4s', map: { uri: '/media/demo/v2/init.mp4' }, key: { uri: '/media/demo/keys/k' } });
  });
});
