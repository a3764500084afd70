import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { streamStartFiles } from '../stream-start-files';
import { readMasterPlaylist, readMediaPlaylist } from '../../xr/core/hls/m3u8/index.ts';
import { codecsByUri, masterPlaylist, subtitlePlaylist, variantStats } from './hls';

const dir = mkdtempSync(join(tmpdir(), 'media-hls-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A rendition folder with segments of the given sizes (bytes), 2 s each but the last 1 s. */
function writeRendition(name: string, sizes: number[]) {
  mkdirSync(join(dir, name), { recursive: true });
  writeFileSync(join(dir, name, `init_${name.slice(1)}.mp4`), 'init');
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-TARGETDURATION:2', `#EXT-X-MAP:URI="init_${name.slice(1)}.mp4"`];
  sizes.forEach((size, i) => {
    writeFileSync(join(dir, name, `seg_00${i}.m4s`), Buffer.alloc(size));
    lines.push(`#EXTINF:${i === sizes.length - 1 ? '1.000000' : '2.000000'},`, `seg_00${i}.m4s`);
  });
  writeFileSync(join(dir, name, 'index.m3u8'), [...lines, '#EXT-X-ENDLIST', ''].join('\n'));
}

describe('the HLS playlists', () => {
  it('reads CODECS from ffmpeg’s master playlist by URI', () => {
    const master = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=2x1,CODECS="avc1.640028,mp4a.40.2"\nv0/index.m3u8\n\n#EXT-X-STREAM-INF:BANDWIDTH=1\nv1/index.m3u8\n';
    expect([...codecsByUri(master)]).toEqual([['v0/index.m3u8', 'avc1.640028,mp4a.40.2']]);
  });

  it('measures BANDWIDTH as the peak segment bitrate and AVERAGE-BANDWIDTH over the whole stream', () => {
    writeRendition('v0', [500_000, 250_000, 250_000]);
    const stats = variantStats(dir, { name: 'v0', width: 2048, height: 1024, maxrateKbps: 5000, bufsizeKbps: 10000 }, 'avc1.640028,mp4a.40.2');
    expect(stats).toMatchObject({ uri: 'v0/index.m3u8', bandwidth: 2_000_000, averageBandwidth: 1_600_000, duration: 5, segments: 3, init: 'init_0.mp4' });
  });

  it('writes a master playlist, largest first, whose smallest rendition is the one the player starts on', () => {
    writeRendition('v0', [500_000, 250_000, 250_000]);
    writeRendition('v1', [100_000, 50_000]);
    const v0 = variantStats(dir, { name: 'v0', width: 2048, height: 1024, maxrateKbps: 1, bufsizeKbps: 1 }, 'avc1.640028,mp4a.40.2');
    const v1 = variantStats(dir, { name: 'v1', width: 640, height: 320, maxrateKbps: 1, bufsizeKbps: 1 }, 'avc1.64001e,mp4a.40.2');
    const master = masterPlaylist([v0, v1], [{ lang: 'nl', name: 'Nederlands', uri: 'subs/nl.m3u8' }], 30);
    expect(master.split('\n').slice(0, 4)).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      expect.stringMatching(/^#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="nl",NAME="Nederlands",DEFAULT=NO,AUTOSELECT=YES,.*URI="subs\/nl.m3u8"$/),
    ]);
    expect(master).toContain('#EXT-X-STREAM-INF:BANDWIDTH=2000000,AVERAGE-BANDWIDTH=1600000,RESOLUTION=2048x1024,FRAME-RATE=30.000,CODECS="avc1.640028,mp4a.40.2",SUBTITLES="subs"\nv0/index.m3u8\n');
    writeFileSync(join(dir, 'master.m3u8'), master);
    expect(streamStartFiles(dir, '/master.m3u8')).toEqual(['/master.m3u8', '/v1/index.m3u8', '/v1/init_1.mp4', '/v1/seg_000.m4s']);
  });

  it('has no SUBTITLES attribute without captions', () => {
    expect(masterPlaylist([], [], 25)).toBe('#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-INDEPENDENT-SEGMENTS\n');
  });

  it('writes a subtitle playlist whose target duration is its segment rounded, the least the RFC allows', () => {
    const playlist = readMediaPlaylist(subtitlePlaylist('en.vtt', 20.033333));
    expect(playlist).toMatchObject({ targetDuration: 20, ended: true, playlistType: 'VOD', segments: [{ uri: 'en.vtt', duration: 20.033333 }] });
    expect(readMediaPlaylist(subtitlePlaylist('x.vtt', 0.3)).targetDuration).toBe(1);
  });

  it('writes a master playlist the one m3u8 reader reads back', () => {
    writeRendition('v0', [500_000]);
    const v0 = variantStats(dir, { name: 'v0', width: 2048, height: 1024, maxrateKbps: 1, bufsizeKbps: 1 }, 'avc1.640028,mp4a.40.2');
    const master = readMasterPlaylist(masterPlaylist([v0], [{ lang: 'fr', name: 'Français', uri: 'subs/fr.m3u8' }], 30));
    expect(master.variants.map((v) => [v.uri, v.resolution, v.codecs, v.subtitles])).toEqual([['v0/index.m3u8', { width: 2048, height: 1024 }, ['avc1.640028', 'mp4a.40.2'], 'subs']]);
    expect(master.renditions.map((r) => [r.type, r.language, r.name, r.uri, r.characteristics.length])).toEqual([['SUBTITLES', 'fr', 'Français', 'subs/fr.m3u8', 2]]);
  });
});
