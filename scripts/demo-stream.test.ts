// The committed demo stream (public/media/demo/, made by scripts/make-demo-stream.sh): an fMP4 HLS master
// playlist with three H.264/AAC renditions of about 20 s, a poster, and under 10 MB in all. Reads the files
// only; ffmpeg is not needed here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DEMO = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'media', 'demo');
const MAX_BYTES = 10 * 1024 * 1024;

interface Variant {
  uri: string;
  attributes: Map<string, string>;
}

/** `KEY=value,KEY="a,b"` → a map, quotes removed. */
function parseAttributes(list: string): Map<string, string> {
  const pairs = list.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g);
  return new Map([...pairs].map(([, key = '', value = '']) => [key, value.replace(/^"|"$/g, '')]));
}

/** The variants of a master playlist: each #EXT-X-STREAM-INF and the URI line that follows it. */
function parseMaster(text: string): Variant[] {
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  return lines.flatMap((line, i) => {
    const next = lines[i + 1];
    if (!line.startsWith('#EXT-X-STREAM-INF:') || next === undefined || next.startsWith('#')) return [];
    return [{ uri: next, attributes: parseAttributes(line.slice('#EXT-X-STREAM-INF:'.length)) }];
  });
}

interface MediaPlaylist {
  tags: string[];
  map: string | undefined;
  segments: { uri: string; duration: number }[];
}

function parseMedia(text: string): MediaPlaylist {
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  const segments: MediaPlaylist['segments'] = [];
  let duration: number | undefined;
  for (const line of lines) {
    if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (!line.startsWith('#') && duration !== undefined) {
      segments.push({ uri: line, duration });
      duration = undefined;
    }
  }
  const map = lines.find((line) => line.startsWith('#EXT-X-MAP:'));
  return {
    tags: lines.filter((line) => line.startsWith('#')),
    map: map === undefined ? undefined : parseAttributes(map.slice('#EXT-X-MAP:'.length)).get('URI'),
    segments,
  };
}

function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(dir, entry.name);
    return sum + (entry.isDirectory() ? folderBytes(path) : statSync(path).size);
  }, 0);
}

describe('the demo stream in public/media/demo', () => {
  const master = parseMaster(readFileSync(join(DEMO, 'master.m3u8'), 'utf8'));

  it('offers three renditions, 2048×1024, 1280×640 and 640×320, each with BANDWIDTH and H.264 + AAC CODECS', () => {
    expect(master.map((v) => v.attributes.get('RESOLUTION'))).toEqual(['2048x1024', '1280x640', '640x320']);
    for (const { attributes } of master) {
      expect(Number(attributes.get('BANDWIDTH'))).toBeGreaterThan(0);
      const codecs = attributes.get('CODECS')?.split(',') ?? [];
      expect(codecs.some((c) => c.startsWith('avc1.'))).toBe(true);
      expect(codecs.some((c) => c.startsWith('mp4a.'))).toBe(true);
    }
  });

  it.each(['v0/index.m3u8', 'v1/index.m3u8', 'v2/index.m3u8'])('%s is a complete fMP4 VOD playlist of about 20 s', (uri) => {
    expect(master.map((v) => v.uri)).toContain(uri);
    const path = join(DEMO, uri);
    const playlist = parseMedia(readFileSync(path, 'utf8'));
    expect(playlist.tags).toContain('#EXT-X-ENDLIST');
    expect(playlist.tags).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist.map).toBeDefined();
    expect(existsSync(join(dirname(path), playlist.map ?? ''))).toBe(true);
    expect(playlist.segments.length).toBeGreaterThan(0);
    for (const segment of playlist.segments) expect(existsSync(join(dirname(path), segment.uri)), segment.uri).toBe(true);
    const total = playlist.segments.reduce((sum, s) => sum + s.duration, 0);
    expect(total).toBeGreaterThanOrEqual(18);
    expect(total).toBeLessThanOrEqual(22);
  });

  it('has a poster and stays under 10 MB in all', () => {
    expect(statSync(join(DEMO, 'poster.jpg')).size).toBeGreaterThan(0);
    expect(folderBytes(DEMO)).toBeLessThan(MAX_BYTES);
  });
});

describe('the stereo demo stream in public/media/demo-stereo', () => {
  const STEREO = join(DEMO, '..', 'demo-stereo');
  const master = parseMaster(readFileSync(join(STEREO, 'master.m3u8'), 'utf8'));

  it('offers one square top-bottom rendition (two 2:1 eyes) with H.264 + AAC', () => {
    expect(master.map((v) => v.attributes.get('RESOLUTION'))).toEqual(['1024x1024']);
    const codecs = master[0]?.attributes.get('CODECS') ?? '';
    expect(codecs).toMatch(/avc1\..*mp4a\./);
  });

  it('is a complete VOD playlist of about 20 s with a poster, and small', () => {
    const path = join(STEREO, master[0]?.uri ?? '');
    const playlist = parseMedia(readFileSync(path, 'utf8'));
    expect(playlist.tags).toContain('#EXT-X-ENDLIST');
    for (const segment of playlist.segments) expect(existsSync(join(dirname(path), segment.uri)), segment.uri).toBe(true);
    const total = playlist.segments.reduce((sum, s) => sum + s.duration, 0);
    expect(total).toBeGreaterThanOrEqual(18);
    expect(total).toBeLessThanOrEqual(22);
    expect(statSync(join(STEREO, 'poster.jpg')).size).toBeGreaterThan(0);
    expect(folderBytes(STEREO)).toBeLessThan(3 * 1024 * 1024);
  });
});
