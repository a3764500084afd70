import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_STREAM } from '../src/content/media';
import { streamStartFiles } from './stream-start-files';

const dir = mkdtempSync(join(tmpdir(), 'stream-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
}

describe('streamStartFiles', () => {
  it('follows the smallest rendition (by height, then bitrate) to its init and first segment', () => {
    write(
      'live/master.m3u8',
      [
        '#EXTM3U',
        '#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=1280x640',
        'hd/index.m3u8',
        '#EXT-X-STREAM-INF:AVERAGE-BANDWIDTH=1,BANDWIDTH=500000,RESOLUTION=640x320',
        'sd-high/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=300000,RESOLUTION=640x320',
        'sd/index.m3u8',
      ].join('\n'),
    );
    write('live/sd/index.m3u8', '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:2.0,\npart0.m4s\n#EXTINF:2.0,\npart1.m4s\n');
    expect(streamStartFiles(dir, '/live/master.m3u8')).toEqual(['/live/master.m3u8', '/live/sd/index.m3u8', '/live/sd/init.mp4', '/live/sd/part0.m4s']);
  });

  it('has no init file for a transport-stream rendition', () => {
    write('ts/master.m3u8', '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nlow.m3u8\n');
    write('ts/low.m3u8', '#EXTM3U\n#EXTINF:2.0,\nseg0.ts\n');
    expect(streamStartFiles(dir, '/ts/master.m3u8')).toEqual(['/ts/master.m3u8', '/ts/low.m3u8', '/ts/seg0.ts']);
  });

  it('refuses a master playlist without variants, rather than preloading nothing silently', () => {
    write('empty/master.m3u8', '#EXTM3U\n');
    expect(() => streamStartFiles(dir, '/empty/master.m3u8')).toThrow(/no variant streams/);
  });

  it('reads the bundled demo stream', () => {
    expect(streamStartFiles(join(import.meta.dirname, '../public'), DEMO_STREAM.src)).toEqual([
      '/media/demo/master.m3u8',
      '/media/demo/v2/index.m3u8',
      '/media/demo/v2/init_2.mp4',
      '/media/demo/v2/seg_000.m4s',
    ]);
  });
});
