/**
 * The looping demo source, made for real (ffmpeg and ffprobe) and packaged twice round as fast as ffmpeg can:
 * its end joins its start without a seam. Before it was cut whole, every loop made one 3.17 s segment and a
 * 0.13 s hole in the sound, where players stalled and a room's headsets went 1.2 s off the clock.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { M3U8Parser, PlaylistLevelType } from 'hls.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool } from '../media/tools.ts';
import { demoPackagerArgs } from './demo-args';
import { type DemoSource, prepareDemoSource } from './demo-source';

const root = mkdtempSync(join(tmpdir(), 'tutti-demo-source-'));

interface Stream {
  codec_type: string;
  duration: string;
}

/** Twice round the loop into an HLS ladder, without -re: seconds of work instead of four minutes. */
function packageTwice(source: DemoSource, dir: string): string {
  const output = { dir, variants: source.ladder.variants.map((v) => v.name), captions: source.ladder.captions.map((c) => c.lang), windowSegments: 1000 };
  for (const folder of [...output.variants, ...output.captions.map((lang) => `subs-${lang}`)]) mkdirSync(join(dir, folder), { recursive: true });
  const args = demoPackagerArgs(source.file, { renditions: output.variants.length, captions: output.captions.length }, output)
    .filter((arg) => arg !== '-re')
    .map((arg, i, all) => (all[i - 1] === '-stream_loop' ? '1' : arg));
  expect(spawnSync('ffmpeg', args, { stdio: 'inherit' }).status).toBe(0);
  return readFileSync(join(dir, output.variants[0] ?? 'v0', 'index.m3u8'), 'utf8');
}

describe('the live demo’s looping source', () => {
  let source: DemoSource;
  beforeAll(async () => {
    source = await prepareDemoSource(join(root, 'cache'));
  }, 30_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('holds as much picture as sound in every rendition, a whole number of 2 s segments', async () => {
    const { stdout } = await runTool('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,duration', '-of', 'json', source.file]);
    const streams = (JSON.parse(stdout) as { streams: Stream[] }).streams.filter((s) => s.codec_type !== 'subtitle');
    expect(streams.length).toBe(2 * source.ladder.variants.length);
    const durations = new Set(streams.map((s) => Number(s.duration).toFixed(3)));
    expect([...durations]).toEqual(['120.000']);
  });

  it('loops into 2 s segments only, through the seam, as hls.js reads them', () => {
    const text = packageTwice(source, join(root, 'out'));
    const details = M3U8Parser.parseLevelPlaylist(text, 'http://127.0.0.1/live/loop/v0/index.m3u8', 0, PlaylistLevelType.MAIN, 0, null);
    expect(details.fragments.length).toBe(120);
    expect(new Set(details.fragments.map((f) => f.duration))).toEqual(new Set([2]));
  }, 60_000);
});
