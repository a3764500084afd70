import { describe, expect, it } from 'vitest';
import { guessLayout, parsePlaylist, topRendition } from './playlist';

const MASTER = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="en",NAME="English",URI="subs/en.m3u8"
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="NL",NAME="Nederlands, NL",URI="subs/nl.m3u8"
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",LANGUAGE="de",NAME="Deutsch",URI="a/de.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=690800,RESOLUTION=640x320,CODECS="avc1.64001e,mp4a.40.2",SUBTITLES="subs"
v2/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=2890800,RESOLUTION=2048x1024,CODECS="avc1.640028,mp4a.40.2",SUBTITLES="subs"
v0/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=1460800,RESOLUTION=1280x640,CODECS="avc1.64001f,mp4a.40.2"
v1/index.m3u8
`;

describe('parsePlaylist', () => {
  it('reads the renditions, largest first, and the caption languages of a master playlist', () => {
    const reading = parsePlaylist(MASTER);
    expect(reading).toEqual({
      kind: 'master',
      renditions: [
        { width: 2048, height: 1024, bandwidth: 2890800 },
        { width: 1280, height: 640, bandwidth: 1460800 },
        { width: 640, height: 320, bandwidth: 690800 },
      ],
      captions: ['en', 'nl'],
    });
    if (reading.kind === 'master') expect(topRendition(reading.renditions)).toEqual({ width: 2048, height: 1024, bandwidth: 2890800 });
  });

  it('tolerates a byte order mark, CRLF line ends and a rendition without a resolution', () => {
    const text = '\uFEFF#EXTM3U\r\n#EXT-X-STREAM-INF:BANDWIDTH=100000\r\naudio.m3u8\r\n#EXT-X-STREAM-INF:BANDWIDTH=9,RESOLUTION=4096x1024\r\nv.m3u8\r\n';
    expect(parsePlaylist(text)).toEqual({ kind: 'master', renditions: [{ width: 4096, height: 1024, bandwidth: 9 }], captions: [] });
  });

  it('tells a media playlist (segments only) from a master playlist', () => {
    expect(parsePlaylist('#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\nseg0.m4s\n#EXT-X-ENDLIST\n')).toEqual({ kind: 'media' });
  });

  it('refuses what is not a playlist: a web page, JSON, an empty answer', () => {
    expect(parsePlaylist('<!doctype html><html><body>Not found</body></html>')).toEqual({ kind: 'notPlaylist' });
    expect(parsePlaylist('{"error":"not found"}')).toEqual({ kind: 'notPlaylist' });
    expect(parsePlaylist('')).toEqual({ kind: 'notPlaylist' });
    expect(parsePlaylist('#EXTM3U\n')).toEqual({ kind: 'notPlaylist' });
  });
});

describe('guessLayout', () => {
  it('guesses the stereo packing from the aspect ratio', () => {
    expect(guessLayout({ width: 4096, height: 2048 })).toBe('mono');
    expect(guessLayout({ width: 2048, height: 2048 })).toBe('top-bottom');
    expect(guessLayout({ width: 4096, height: 1024 })).toBe('side-by-side');
    expect(guessLayout({ width: 5760, height: 2880 })).toBe('mono');
    expect(guessLayout({ width: 1920, height: 1080 })).toBeNull();
    expect(guessLayout({ width: 10, height: 0 })).toBeNull();
  });
});
