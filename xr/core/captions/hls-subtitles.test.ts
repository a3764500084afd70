import { describe, expect, it } from 'vitest';
import { M3u8Error } from '../hls/m3u8';
import type { FetchText } from './fetch-text';
import { findSubtitleTracks, loadTrackCues, subtitleTracksOf } from './hls-subtitles';

/** A FetchText over fixed files; it records what was asked and rejects for anything else, as a 404 would. */
function files(entries: Record<string, string>): FetchText & { asked: string[] } {
  const asked: string[] = [];
  const read = (url: string) => {
    asked.push(url);
    const text = entries[url];
    return text === undefined ? Promise.reject(new Error(`HTTP 404 for ${url}`)) : Promise.resolve(text);
  };
  return Object.assign(read, { asked });
}

const lines = (...text: string[]) => text.join('\n');

const MASTER = lines(
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",NAME="Hall",LANGUAGE="en",URI="audio/hall.m3u8"',
  '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="en",NAME="English",DEFAULT=YES,AUTOSELECT=YES,URI="subs/en.m3u8"',
  '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="fr",NAME="Français, sous-titres",DEFAULT=NO,AUTOSELECT=YES,URI="subs/fr.m3u8"',
  '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="de",NAME="Deutsch (erzwungen)",FORCED=YES,URI="subs/de-forced.m3u8"',
  '#EXT-X-MEDIA:TYPE=CLOSED-CAPTIONS,GROUP-ID="cc",LANGUAGE="en",NAME="CC",INSTREAM-ID="CC1"',
  '#EXT-X-STREAM-INF:BANDWIDTH=690800,RESOLUTION=640x320,CODECS="avc1.64001e,mp4a.40.2",SUBTITLES="subs",AUDIO="aac"',
  'v2/index.m3u8',
);

describe('subtitleTracksOf', () => {
  it('lists the subtitle renditions with language, native name and resolved URI, leaving out forced ones', () => {
    expect(subtitleTracksOf(MASTER, '/media/demo/master.m3u8')).toEqual([
      { lang: 'en', label: 'English', src: '/media/demo/subs/en.m3u8', kind: 'hls', isDefault: true, autoselect: true },
      { lang: 'fr', label: 'Français, sous-titres', src: '/media/demo/subs/fr.m3u8', kind: 'hls', isDefault: false, autoselect: true },
    ]);
  });

  it('reads the group the first variant names when there are several', () => {
    const master = lines(
      '#EXTM3U',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="sd",LANGUAGE="en",NAME="English SD",URI="sd/en.m3u8"',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="hd",LANGUAGE="en",NAME="English",URI="hd/en.m3u8"',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="hd",LANGUAGE="nl",NAME="Nederlands",URI="hd/nl.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=1,SUBTITLES="none-such"',
      'a.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=2,SUBTITLES="hd"',
      'b.m3u8',
    );
    expect(subtitleTracksOf(master, 'https://cdn.example/c/master.m3u8').map((t) => t.src)).toEqual([
      'https://cdn.example/c/hd/en.m3u8',
      'https://cdn.example/c/hd/nl.m3u8',
    ]);
  });

  it('takes the first group when no variant names one, and fills a missing language or name', () => {
    const master = lines(
      '#EXTM3U',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="a",URI="a.m3u8"',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="a",LANGUAGE="pt",URI="pt.m3u8"',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="b",LANGUAGE="es",NAME="Español",URI="es.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=1',
      'v.m3u8',
    );
    expect(subtitleTracksOf(master, '/m/master.m3u8')).toEqual([
      { lang: 'und', label: 'und', src: '/m/a.m3u8', kind: 'hls', isDefault: false, autoselect: false },
      { lang: 'pt', label: 'pt', src: '/m/pt.m3u8', kind: 'hls', isDefault: false, autoselect: false },
    ]);
  });

  it('is empty for a stream without subtitle renditions, or one declared without a URI', () => {
    expect(subtitleTracksOf('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nv.m3u8\n', '/m.m3u8')).toEqual([]);
    expect(subtitleTracksOf('#EXTM3U\n#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="s",NAME="x"\n', '/m.m3u8')).toEqual([]);
    expect(subtitleTracksOf('#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\na.m4s\n', '/m.m3u8')).toEqual([]);
  });

  it('throws the reader\'s error for a text that is not a playlist (the player treats it as no captions)', () => {
    expect(() => subtitleTracksOf('', '/m.m3u8')).toThrow(M3u8Error);
    expect(() => subtitleTracksOf('<!doctype html>', '/m.m3u8')).toThrow('should start with #EXTM3U');
  });
});

describe('findSubtitleTracks', () => {
  it('fetches the master playlist and reads its renditions', async () => {
    const read = files({ 'https://cdn.example/live/master.m3u8': MASTER });
    const tracks = await findSubtitleTracks('https://cdn.example/live/master.m3u8', read);
    expect(tracks.map((t) => [t.lang, t.src])).toEqual([
      ['en', 'https://cdn.example/live/subs/en.m3u8'],
      ['fr', 'https://cdn.example/live/subs/fr.m3u8'],
    ]);
    expect(read.asked).toEqual(['https://cdn.example/live/master.m3u8']);
  });

  it('rejects when the master playlist cannot be read', async () => {
    await expect(findSubtitleTracks('/gone.m3u8', files({}))).rejects.toThrow('HTTP 404 for /gone.m3u8');
  });
});

const segment = (...cues: string[]) => lines('WEBVTT', 'X-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000', '', ...cues);

describe('loadTrackCues', () => {
  it('reads a side file directly', async () => {
    const read = files({ '/captions/nl.vtt': segment('00:01.000 --> 00:02.000', 'Welkom.') });
    const cues = await loadTrackCues({ lang: 'nl', label: 'Nederlands', src: '/captions/nl.vtt', kind: 'vtt' }, read);
    expect(cues).toEqual([{ start: 1, end: 2, text: 'Welkom.' }]);
  });

  it("fetches every segment of a rendition's playlist, joins their cues in time order and keeps a repeated cue once", async () => {
    const playlist = lines(
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:10',
      '#EXT-X-PLAYLIST-TYPE:VOD',
      '#EXTINF:10.0,',
      'seg0.vtt',
      '#EXTINF:10.0,',
      'part/seg1.vtt',
      '#EXTINF:10.0,',
      'https://other.example/seg2.vtt',
      '#EXT-X-ENDLIST',
    );
    const read = files({
      '/subs/en.m3u8': playlist,
      '/subs/seg0.vtt': segment('00:00.000 --> 00:04.000', 'one', '', '00:08.000 --> 00:12.000', 'across'),
      '/subs/part/seg1.vtt': segment('00:08.000 --> 00:12.000', 'across', '', '00:15.000 --> 00:18.000', 'two'),
      'https://other.example/seg2.vtt': segment('00:25.000 --> 00:29.000', 'three'),
    });
    const cues = await loadTrackCues({ lang: 'en', label: 'English', src: '/subs/en.m3u8', kind: 'hls' }, read);
    expect(cues.map((c) => [c.start, c.end, c.text])).toEqual([
      [0, 4, 'one'],
      [8, 12, 'across'],
      [15, 18, 'two'],
      [25, 29, 'three'],
    ]);
    expect(read.asked).toEqual(['/subs/en.m3u8', '/subs/seg0.vtt', '/subs/part/seg1.vtt', 'https://other.example/seg2.vtt']);
  });

  it('reads a rendition URI that names a WebVTT file itself', async () => {
    const read = files({ '/subs/es.m3u8': segment('00:01.000 --> 00:02.000', 'Hola.') });
    await expect(loadTrackCues({ lang: 'es', label: 'Español', src: '/subs/es.m3u8', kind: 'hls' }, read)).resolves.toEqual([
      { start: 1, end: 2, text: 'Hola.' },
    ]);
  });

  it('rejects when a segment is missing', async () => {
    const read = files({ '/subs/pt.m3u8': '#EXTM3U\n#EXTINF:20,\npt.vtt\n#EXT-X-ENDLIST\n' });
    await expect(loadTrackCues({ lang: 'pt', label: 'Português', src: '/subs/pt.m3u8', kind: 'hls' }, read)).rejects.toThrow(
      'HTTP 404 for /subs/pt.vtt',
    );
  });

  it('gives no cues for an empty rendition', async () => {
    const read = files({ '/subs/de.m3u8': '#EXTM3U\n#EXT-X-ENDLIST\n' });
    await expect(loadTrackCues({ lang: 'de', label: 'Deutsch', src: '/subs/de.m3u8', kind: 'hls' }, read)).resolves.toEqual([]);
  });
});
