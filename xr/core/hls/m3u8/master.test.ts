import { describe, expect, it } from 'vitest';
import { readMasterPlaylist } from './read';

const lines = (...text: string[]) => text.join('\n');

const MASTER = lines(
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",NAME="Hall",LANGUAGE="en",DEFAULT=YES,AUTOSELECT=YES,CHANNELS="2",URI="audio/hall.m3u8"',
  '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",NAME="Muxed",LANGUAGE="en"',
  '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="fr",NAME="Français, sous-titres",FORCED=NO,' +
    'CHARACTERISTICS="public.accessibility.transcribes-spoken-dialog,public.accessibility.describes-music-and-sound",URI="subs/fr.m3u8"',
  '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="de",FORCED=YES,URI="subs/de-forced.m3u8"',
  '#EXT-X-MEDIA:TYPE=CLOSED-CAPTIONS,GROUP-ID="cc",LANGUAGE="en",NAME="CC",INSTREAM-ID="CC1"',
  '#EXT-X-MEDIA:TYPE=HOLOGRAM,GROUP-ID="h",NAME="Not a type of the RFC",URI="h.m3u8"',
  '#EXT-X-SESSION-KEY:METHOD=SAMPLE-AES,URI="skd://key"',
  '#EXT-X-STREAM-INF:BANDWIDTH=2890800,AVERAGE-BANDWIDTH=2500000,RESOLUTION=2048x1024,FRAME-RATE=30.000,' +
    'CODECS="avc1.640028,mp4a.40.2",AUDIO="aac",SUBTITLES="subs",CLOSED-CAPTIONS="cc"',
  '',
  '# a comment between the tag and its URI',
  'v0/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=690800,CLOSED-CAPTIONS=NONE',
  'https://cdn.example/v2/index.m3u8?token=a,b',
  '#EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=86000,RESOLUTION=640x320,URI="v2/iframes.m3u8"',
  '#EXT-X-STREAM-INF:BANDWIDTH=1',
);

describe('readMasterPlaylist', () => {
  const master = readMasterPlaylist(MASTER);

  it('reads the header tags', () => {
    expect(master).toMatchObject({ kind: 'master', version: 7, independentSegments: true });
  });

  it('reads each EXT-X-STREAM-INF with the URI line after it, and drops one that has none (a cut-off file)', () => {
    expect(master.variants.map(({ attributes: _, ...variant }) => variant)).toEqual([
      {
        uri: 'v0/index.m3u8', bandwidth: 2_890_800, averageBandwidth: 2_500_000, resolution: { width: 2048, height: 1024 }, frameRate: 30,
        codecs: ['avc1.640028', 'mp4a.40.2'], audio: 'aac', video: null, subtitles: 'subs', closedCaptions: 'cc',
      },
      {
        uri: 'https://cdn.example/v2/index.m3u8?token=a,b', bandwidth: 690_800, averageBandwidth: null, resolution: null, frameRate: null,
        codecs: [], audio: null, video: null, subtitles: null, closedCaptions: null,
      },
    ]);
    expect(master.variants[1]?.attributes.text('CLOSED-CAPTIONS')).toBe('NONE');
  });

  it('reads the EXT-X-MEDIA renditions of the four types, leaving out an unknown type', () => {
    expect(master.renditions.map(({ attributes: _, ...media }) => media)).toEqual([
      { type: 'AUDIO', groupId: 'aac', name: 'Hall', language: 'en', uri: 'audio/hall.m3u8', isDefault: true, autoselect: true, forced: false, characteristics: [] },
      { type: 'AUDIO', groupId: 'aac', name: 'Muxed', language: 'en', uri: null, isDefault: false, autoselect: false, forced: false, characteristics: [] },
      {
        type: 'SUBTITLES', groupId: 'subs', name: 'Français, sous-titres', language: 'fr', uri: 'subs/fr.m3u8', isDefault: false, autoselect: false, forced: false,
        characteristics: ['public.accessibility.transcribes-spoken-dialog', 'public.accessibility.describes-music-and-sound'],
      },
      // Without a NAME (which the RFC requires), the language stands in, as in hls.js.
      { type: 'SUBTITLES', groupId: 'subs', name: 'de', language: 'de', uri: 'subs/de-forced.m3u8', isDefault: false, autoselect: false, forced: true, characteristics: [] },
      { type: 'CLOSED-CAPTIONS', groupId: 'cc', name: 'CC', language: 'en', uri: null, isDefault: false, autoselect: false, forced: false, characteristics: [] },
    ]);
    expect(master.renditions[4]?.attributes.text('INSTREAM-ID')).toBe('CC1');
  });

  it('reads I-frame variants, whose URI is an attribute', () => {
    expect(master.iFrameVariants.map(({ attributes: _, ...variant }) => variant)).toEqual([
      { uri: 'v2/iframes.m3u8', bandwidth: 86_000, resolution: { width: 640, height: 320 } },
    ]);
  });

  it('keeps every tag, in order, for what has no field of its own', () => {
    expect(master.tags.map((tag) => tag.name)).toContain('EXT-X-SESSION-KEY');
    expect(master.tags[0]).toEqual({ name: 'EXT-X-VERSION', value: '7', line: 2 });
  });

  it('resolves every URI against the playlist when given its address, and leaves absolute ones be', () => {
    const resolved = readMasterPlaylist(MASTER, '/media/demo/master.m3u8');
    expect(resolved.variants.map((v) => v.uri)).toEqual(['/media/demo/v0/index.m3u8', 'https://cdn.example/v2/index.m3u8?token=a,b']);
    expect(resolved.renditions.map((r) => r.uri)).toEqual(['/media/demo/audio/hall.m3u8', null, '/media/demo/subs/fr.m3u8', '/media/demo/subs/de-forced.m3u8', null]);
    expect(resolved.iFrameVariants[0]?.uri).toBe('/media/demo/v2/iframes.m3u8');
    expect(readMasterPlaylist(MASTER, 'https://cdn.example/live/master.m3u8?t=1').variants[0]?.uri).toBe('https://cdn.example/live/v0/index.m3u8');
  });
});
