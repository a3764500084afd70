import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { needsFullHlsBuild } from './hls-build';

const master = (...lines: string[]) => ['#EXTM3U', ...lines, '#EXT-X-STREAM-INF:BANDWIDTH=1000000', 'v0/index.m3u8'].join('\n');

describe('needsFullHlsBuild', () => {
  it('keeps the light build for muxed audio and subtitle renditions, as in the bundled demo streams', () => {
    expect(needsFullHlsBuild(master())).toBe(false);
    expect(needsFullHlsBuild(readFileSync('public/media/demo/master.m3u8', 'utf8'))).toBe(false);
    expect(needsFullHlsBuild(readFileSync('public/media/demo-stereo/master.m3u8', 'utf8'))).toBe(false);
  });

  it('asks for the full build for an audio rendition of its own', () => {
    expect(needsFullHlsBuild(master('#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",NAME="Hall",DEFAULT=YES,URI="audio/index.m3u8"'))).toBe(true);
    // Declared but muxed into the video (no URI): the light build plays it.
    expect(needsFullHlsBuild(master('#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",NAME="Main",DEFAULT=YES'))).toBe(false);
  });

  it('keeps the light build for subtitle renditions: the player draws captions itself', () => {
    expect(needsFullHlsBuild(master('#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",URI="subs/en.m3u8"'))).toBe(false);
  });

  it('asks for the full build for DRM, content steering and variables, not for AES-128', () => {
    expect(needsFullHlsBuild(master('#EXT-X-SESSION-KEY:METHOD=SAMPLE-AES,URI="skd://key",KEYFORMAT="com.apple.streamingkeydelivery"'))).toBe(true);
    expect(needsFullHlsBuild(master('#EXT-X-CONTENT-STEERING:SERVER-URI="/steering.json"'))).toBe(true);
    expect(needsFullHlsBuild(master('#EXT-X-DEFINE:NAME="cdn",VALUE="https://cdn.example"'))).toBe(true);
    expect(needsFullHlsBuild(master('#EXT-X-SESSION-KEY:METHOD=AES-128,URI="key.bin"'))).toBe(false);
  });
});
