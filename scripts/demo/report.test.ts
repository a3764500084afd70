import { describe, expect, it } from 'vitest';
import type { StreamManifest } from '../media/manifest';
import { summarise } from './report';

function manifest(integrated: number | null): StreamManifest {
  const rendition = (name: string, width: number) => ({ name, uri: `${name}/index.m3u8`, width, height: width / 2, codecs: 'avc1.640033,mp4a.40.2', bandwidth: 1, averageBandwidth: 1, segments: 63 });
  return {
    version: 1,
    master: 'master.m3u8',
    layout: 'mono',
    layoutSource: 'spherical-v2',
    projection: 'equirectangular',
    duration: 125,
    segmentSeconds: 2,
    renditions: [rendition('v0', 4096), rendition('v1', 2048)],
    audio: { origin: 'source', target: { integrated: -23, truePeak: -1.5 }, measuredBefore: null, measuredAfter: integrated === null ? null : { integrated, range: 3, truePeak: -9 } },
    captions: [],
    poster: { uri: 'poster.jpg', width: 1280, height: 640 },
    thumbnail: { uri: 'thumbnail.jpg', width: 320, height: 160 },
    source: { file: 'concert-hall.mp4', container: 'mov', videoCodec: 'h264', width: 4096, height: 2048, fps: 30, duration: 125, audioCodec: 'aac', spatial: null },
    warnings: [],
  };
}

describe('the make-demo report', () => {
  it('prints the duration, the top rendition and the loudness the pipeline measured', () => {
    const { line, loudnessOk } = summarise('demo', manifest(-23.2));
    expect(line).toBe('demo: 125.0 s, mono, top rendition 4096×2048 of 2, -23.2 LUFS integrated (target -23, ±1)');
    expect(loudnessOk).toBe(true);
  });

  it('fails a stream more than 1 LU off its target, or not measured', () => {
    expect(summarise('demo', manifest(-21.9)).loudnessOk).toBe(false);
    expect(summarise('demo', manifest(-24.1)).loudnessOk).toBe(false);
    expect(summarise('demo', manifest(null)).loudnessOk).toBe(false);
  });
});
