/**
 * The real live:demo packager (ffmpeg, real time) for a few segments: what the player will read, through
 * hls.js's own playlist parser, and that stopping it leaves no ffmpeg behind.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { M3U8Parser, PlaylistLevelType, type LevelDetails } from 'hls.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromMoov } from '../media/spatial-metadata.ts';
import { startDemoPackager } from './demo-packager';
import type { Packager } from './packager';

const root = mkdtempSync(join(tmpdir(), 'tutti-live-'));
const WINDOW = 3;

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function level(dir: string, playlist: string): LevelDetails {
  const url = `http://127.0.0.1/live/it/${playlist}`;
  return M3U8Parser.parseLevelPlaylist(readFileSync(join(dir, playlist), 'utf8'), url, 0, PlaylistLevelType.MAIN, 0, null);
}

describe('npm run live:demo', () => {
  let packager: Packager;
  beforeAll(async () => {
    packager = await startDemoPackager({ name: 'it', window: WINDOW }, root);
  }, 20_000);
  afterAll(async () => {
    await packager.kill();
    rmSync(root, { recursive: true, force: true });
  });

  it('publishes the demo’s ladder and captions in a master playlist hls.js reads', () => {
    const master = M3U8Parser.parseMasterPlaylist(readFileSync(join(packager.dir, 'master.m3u8'), 'utf8'), 'http://127.0.0.1/live/it/master.m3u8');
    expect(master.levels.map((l) => `${l.width}x${l.height}`)).toEqual(['2048x1024', '1280x640', '640x320']);
    const media = M3U8Parser.parseMasterPlaylistMedia(readFileSync(join(packager.dir, 'master.m3u8'), 'utf8'), 'http://127.0.0.1/live/it/master.m3u8', master);
    expect(media.SUBTITLES?.map((t) => t.lang)).toEqual(['en', 'nl', 'es', 'pt', 'de', 'fr']);
  });

  it('writes live playlists: no end, no VOD type, 2 s segments in fMP4 on the wall clock, a window that slides', async () => {
    for (const rendition of ['v0', 'v1', 'v2']) {
      const details = level(packager.dir, `${rendition}/index.m3u8`);
      expect(details.live).toBe(true);
      expect(details.type).toBeNull();
      expect(details.targetduration).toBe(2);
      expect(details.fragments[0]?.initSegment?.relurl).toMatch(/^init_\d\.mp4$/);
    }
    const first = level(packager.dir, 'v2/index.m3u8');
    // The window slides: the first sequence number moves on and the playlist keeps WINDOW segments.
    const slid = await vi.waitFor(
      () => {
        const details = level(packager.dir, 'v2/index.m3u8');
        expect(details.startSN).toBeGreaterThan(first.startSN);
        return details;
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(slid.fragments).toHaveLength(WINDOW);
    expect(slid.fragments.every((f) => Math.abs(f.duration - 2) < 0.05)).toBe(true);
    // Segments that slid out are deleted (ffmpeg keeps one more for players still fetching it).
    expect(readdirSync(join(packager.dir, 'v2')).filter((f) => f.endsWith('.m4s')).length).toBeLessThanOrEqual(WINDOW + 2);
    // The newest segment ends about now, on the wall clock (it is written when complete).
    const last = slid.fragments.at(-1);
    const end = (last?.programDateTime ?? 0) + (last?.duration ?? 0) * 1000;
    expect(Math.abs(Date.now() - end)).toBeLessThan(4000);
  }, 20_000);

  it('carries the captions as WebVTT segments and the spherical metadata in each init segment', () => {
    const captions = readFileSync(join(packager.dir, 'subs-en', 'index_vtt.m3u8'), 'utf8');
    expect(captions).not.toContain('#EXT-X-ENDLIST');
    const vtt = captions.split('\n').find((line) => line.endsWith('.vtt')) ?? '';
    expect(readFileSync(join(packager.dir, 'subs-en', vtt), 'utf8')).toMatch(/^WEBVTT/);
    for (const rendition of ['v0', 'v1', 'v2']) {
      const init = level(packager.dir, `${rendition}/index.m3u8`).fragments[0]?.initSegment?.relurl ?? '';
      expect(fromMoov(readFileSync(join(packager.dir, rendition, init))), rendition).toMatchObject({ origin: 'spherical-v2', projection: 'equirectangular', stereo: 'mono' });
    }
  });

  it('stops: ffmpeg ends the stream and exits, and the stream’s folder goes (the server answers 404)', async () => {
    const { pid, dir } = packager;
    expect(isRunning(pid)).toBe(true);
    await packager.stop();
    expect(isRunning(pid)).toBe(false);
    expect(existsSync(dir)).toBe(false);
  });
});

/**
 * The decode time (s) of a segment's first picture as hls.js reads it: the video track fragment's `tfdt`
 * over the init segment's timescale (hls.js reads no edit list, so ffprobe's times would not do).
 */
function firstPictureTime(dir: string, details: LevelDetails): number {
  const fragment = details.fragments[0];
  const init = readFileSync(join(dir, fragment?.initSegment?.relurl ?? ''));
  const segment = readFileSync(join(dir, fragment?.relurl ?? ''));
  const mdhd = init.indexOf('mdhd');
  const timescale = init.readUInt32BE(mdhd + (init[mdhd + 4] === 1 ? 24 : 16));
  const tfdt = segment.indexOf('tfdt');
  const decodeTime = segment[tfdt + 4] === 1 ? Number(segment.readBigUInt64BE(tfdt + 8)) : segment.readUInt32BE(tfdt + 8);
  return decodeTime / timescale;
}

describe('npm run live:demo restarted, and ended for good', () => {
  it('restarts under the same name: the last window stays served meanwhile, and the new segments follow the old', async () => {
    const first = await startDemoPackager({ name: 'again', window: WINDOW }, root);
    const before = level(first.dir, 'v2/index.m3u8');
    const beforeTime = firstPictureTime(join(first.dir, 'v2'), before);
    await first.kill();
    const restarting = startDemoPackager({ name: 'again', window: WINDOW }, root, { resume: first });
    // While the new ffmpeg writes its first segment, the address still answers with the last window.
    expect(existsSync(join(first.dir, 'master.m3u8'))).toBe(true);
    expect(level(first.dir, 'v2/index.m3u8').endSN).toBe(before.endSN);
    const second = await restarting;
    try {
      expect(second.dir).toBe(first.dir);
      const after = level(second.dir, 'v2/index.m3u8');
      expect(after.live).toBe(true);
      expect(after.startSN).toBeGreaterThan(before.endSN);
      const gap = (after.fragments[0]?.programDateTime ?? 0) - (before.fragments.at(-1)?.programDateTime ?? 0);
      expect(gap).toBeGreaterThan(0);
      // One timeline through the restart: media time goes on from the first start, on the wall clock.
      expect(second.origin).toBe(first.origin);
      const expected = (after.startSN - before.startSN) * 2 + beforeTime;
      expect(firstPictureTime(join(second.dir, 'v2'), after)).toBeCloseTo(expected, 1);
    } finally {
      await second.stop();
    }
    expect(existsSync(second.dir)).toBe(false);
  }, 30_000);

  it('stop({ keep: true }) ends the stream with EXT-X-ENDLIST and keeps the final playlists until stop()', async () => {
    const packager = await startDemoPackager({ name: 'ends', window: WINDOW }, root);
    await packager.stop({ keep: true });
    for (const rendition of ['v0', 'v1', 'v2']) {
      const details = level(packager.dir, `${rendition}/index.m3u8`);
      expect(details.live, rendition).toBe(false);
      expect(details.fragments.length).toBeGreaterThan(0);
      const last = details.fragments.at(-1)?.relurl ?? '';
      expect(existsSync(join(packager.dir, rendition, last)), `${rendition}/${last}`).toBe(true);
    }
    expect(readFileSync(join(packager.dir, 'subs-en', 'index_vtt.m3u8'), 'utf8')).toContain('#EXT-X-ENDLIST');
    expect(existsSync(join(packager.dir, 'master.m3u8'))).toBe(true);
    await packager.stop();
    expect(existsSync(packager.dir)).toBe(false);
  }, 30_000);
});

describe('npm run live:demo run by a parent that goes away', () => {
  it('stops its ffmpeg once the parent has gone, as when npm is sent SIGTERM', async () => {
    // `sh -c '…; true'` keeps the shell as the parent (no exec), as npm's run-script does.
    const shell = spawn('sh', ['-c', 'node_modules/.bin/jiti scripts/live/demo.ts --name orphan; true'], {
      env: { ...process.env, TUTTI_LIVE_DIR: root },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    shell.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const pid = await vi.waitFor(
      () => {
        const match = /\(ffmpeg (\d+)\)/.exec(output);
        expect(match).not.toBeNull();
        return Number(match?.[1]);
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(isRunning(pid)).toBe(true);
    shell.kill('SIGKILL');
    await vi.waitFor(() => expect(isRunning(pid)).toBe(false), { timeout: 8000, interval: 100 });
    await vi.waitFor(() => expect(existsSync(join(root, 'orphan'))).toBe(false), { timeout: 3000, interval: 100 });
  }, 30_000);
});
