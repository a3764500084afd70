import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hlsFiles, playlistUris } from './hls-files';

const PUBLIC = join(import.meta.dirname, '../../../public');
/** Reads the bundled demo stream's playlists from public/, as the browser would fetch them. */
const fromPublic = async (url: string) => readFileSync(join(PUBLIC, new URL(url).pathname), 'utf8');

describe('the files of an HLS stream', () => {
  it('reads segment lines and the URIs of renditions and init segments', () => {
    const text = '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:2,\nseg_0.m4s\n\n#EXT-X-MEDIA:TYPE=SUBTITLES,URI="subs/en.m3u8"\n';
    expect(playlistUris(text)).toEqual(['init.mp4', 'seg_0.m4s', 'subs/en.m3u8']);
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
