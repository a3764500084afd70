import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readMasterPlaylist } from '../../xr/core/hls/m3u8/index.ts';
import { ladderFromMaster, liveMasterPlaylist } from './live-master';

const demo = readMasterPlaylist(readFileSync('public/media/demo/master.m3u8', 'utf8'));

describe('the live master playlist', () => {
  it('lists the demo’s renditions as recorded (sizes, rates, codecs) and its six captions languages', () => {
    const live = readMasterPlaylist(liveMasterPlaylist(ladderFromMaster(demo)));
    expect(live.variants.map((v) => v.uri)).toEqual(['v0/index.m3u8', 'v1/index.m3u8', 'v2/index.m3u8']);
    expect(live.variants.map((v) => [v.resolution, v.codecs, v.bandwidth, v.subtitles])).toEqual(demo.variants.map((v) => [v.resolution, v.codecs, v.bandwidth, 'subs']));
    const captions = live.renditions.filter((r) => r.type === 'SUBTITLES');
    expect(captions.map((r) => [r.language, r.uri])).toEqual(['en', 'nl', 'es', 'pt', 'de', 'fr'].map((lang) => [lang, `subs-${lang}/index_vtt.m3u8`]));
    expect(captions.map((r) => r.name)).toEqual(demo.renditions.map((r) => r.name));
    expect(captions.every((r) => !r.isDefault && r.autoselect && r.characteristics.includes('public.accessibility.transcribes-spoken-dialog'))).toBe(true);
    expect(live.independentSegments).toBe(true);
  });

  it('names no subtitles group when there are no captions (a camera’s push)', () => {
    const text = liveMasterPlaylist({ variants: [{ name: 'v0', bandwidth: 1000, width: 2048, height: 1024 }], captions: [] });
    expect(text).not.toContain('SUBTITLES');
    expect(readMasterPlaylist(text).variants[0]?.resolution).toEqual({ width: 2048, height: 1024 });
  });
});
