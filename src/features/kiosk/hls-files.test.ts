import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hlsFiles } from './hls-files';

const PUBLIC = join(import.meta.dirname, '../../../public');
/** Reads the bundled demo stream's playlists from public/, as the browser would fetch them. */
const fromPublic = async (url: string) => readFileSync(join(PUBLIC, new URL(url).pathname), 'utf8');

describe('the files of an HLS stream', () => {
  it('follows renditions, variants, keys, init segments and segments, resolving each against its playlist', async () => {
    const files: Record<string, string> = {
      'https://cdn.test/c/master.m3u8':
        '#EXTM3U\r\n#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="s",NAME="English, SDH",URI="subs/en.m3u8"\r\n\r\n#EXT-X-STREAM-INF:BANDWIDTH=1\r\nv0/index.m3u8\r\n',
      'https://cdn.test/c/v0/index.m3u8':
        '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXT-X-KEY:METHOD=AES-128,URI="/keys/k1"\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:2,\nseg_0.m4s\n#EXTINF:2,\nseg_1.m4s\n',
      'https://cdn.test/c/subs/en.m3u8': '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4,\nen.vtt\n#EXT-X-ENDLIST\n',
    };
    const read = async (url: string) => files[url] ?? Promise.reject(new Error(`404 ${url}`));
    expect(await hlsFiles('https://cdn.test/c/master.m3u8', read)).toEqual([
      'https://cdn.test/c/master.m3u8',
      'https://cdn.test/c/subs/en.m3u8',
      'https://cdn.test/c/v0/index.m3u8',
      'https://cdn.test/c/subs/en.vtt',
      'https://cdn.test/keys/k1',
      'https://cdn.test/c/v0/init.mp4',
      'https://cdn.test/c/v0/seg_0.m4s',
      'https://cdn.test/c/v0/seg_1.m4s',
    ]);
  });

  it('rejects with the reader\'s error when a playlist turns out to be a web page', async () => {
    await expect(hlsFiles('https://cdn.test/master.m3u8', async () => '<!doctype html><title>404</title>')).rejects.toThrow(
      'Not an m3u8 playlist: it should start with #EXTM3U but starts with "<!doctype html><title>404</title>"',
    );
  });

  it('finds every rendition, segment, init segment and caption file of the demo stream, once each', async () => {
    const files = await hlsFiles('http://kiosk.test/media/demo/master.m3u8', fromPublic);
    const paths = files.map((url) => new URL(url).pathname);
    expect(new Set(paths).size).toBe(paths.length);
    for (const rendition of ['v0', 'v1', 'v2']) {
      expect(paths).toContain(`/media/demo/${rendition}/index.m3u8`);
      expect(paths.some((p) => p.startsWith(`/media/demo/${rendition}/init_`))).toBe(true);
      expect(paths.filter((p) => p.startsWith(`/media/demo/${rendition}/seg_`)).length).toBeGreaterThan(1);
    }
    for (const lang of ['en', 'nl', 'es', 'pt', 'de', 'fr']) expect(paths).toContain(`/media/demo/subs/${lang}.vtt`);
    // Every file named is one the repository ships.
    for (const path of paths) expect(() => readFileSync(join(PUBLIC, path))).not.toThrow();
    expect(paths[0]).toBe('/media/demo/master.m3u8');
  });
});
