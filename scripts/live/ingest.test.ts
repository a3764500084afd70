/**
 * live:ingest with a real push: ffmpeg stands in for OBS, pushing a test picture over RTMP to the packager,
 * which re-encodes it into the live ladder; when the push ends, the stream is marked as ended.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { M3U8Parser, PlaylistLevelType, type LevelDetails } from 'hls.js';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fromMoov } from '../media/spatial-metadata.ts';
import { ingestLadder, ingestMasterLadder, ingestPackagerArgs } from './ingest-args';
import { parseIngestOptions } from './live-options';
import { type Packager, startPackager } from './packager';

const root = mkdtempSync(join(tmpdir(), 'tutti-ingest-'));
const PORT = 19_000 + (process.pid % 1000);
const options = parseIngestOptions(['--listen', `rtmp://127.0.0.1:${PORT}/live`, '--size', '640x320', '--max-height', '320', '--layout', 'mono']);
const dir = join(root, 'cam');

/** OBS's part: 20 s of a test picture and tone, keyframes every second, pushed in real time. */
function push(): ChildProcess {
  return spawn('ffmpeg', [
    '-hide_banner', '-nostdin', '-loglevel', 'error', '-re',
    '-f', 'lavfi', '-i', 'testsrc2=size=640x320:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000',
    '-t', '20', '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '30', '-c:a', 'aac', '-f', 'flv', `rtmp://127.0.0.1:${PORT}/live/key`,
  ], { stdio: 'ignore' });
}

function level(): LevelDetails {
  return M3U8Parser.parseLevelPlaylist(readFileSync(join(dir, 'v0', 'index.m3u8'), 'utf8'), 'http://127.0.0.1/live/cam/v0/index.m3u8', 0, PlaylistLevelType.MAIN, 0, null);
}

describe('npm run live:ingest -- --listen rtmp://…', () => {
  let pusher: ChildProcess | undefined;
  let packager: Packager | undefined;
  afterAll(async () => {
    pusher?.kill('SIGKILL');
    await packager?.kill();
    rmSync(root, { recursive: true, force: true });
  });

  it('waits for a push, packages it live in 2 s segments with the spherical boxes, and ends with the push', async () => {
    const output = { dir, variants: ingestLadder(options).map((r) => r.name), captions: [], windowSegments: 6 };
    const started = startPackager({ dir, args: ingestPackagerArgs(options, output), ladder: ingestMasterLadder(ingestLadder(options), 30), layout: 'mono' });
    // The encoder is started once ffmpeg listens: until then its connection is refused and it exits, so try again.
    let settled = false;
    void started.then(() => (settled = true), () => (settled = true));
    while (!settled) {
      pusher = push();
      const current = pusher;
      await Promise.race([new Promise((resolve) => current.once('exit', resolve)), started.catch(() => undefined)]);
    }
    packager = await started;
    const first = level();
    expect(first.live).toBe(true);
    expect(first.targetduration).toBe(2);
    expect(first.fragments[0]?.programDateTime).toBeGreaterThan(Date.now() - 10_000);
    const init = readFileSync(join(dir, 'v0', first.fragments[0]?.initSegment?.relurl ?? ''));
    expect(fromMoov(init)).toMatchObject({ origin: 'spherical-v2', stereo: 'mono' });
    await vi.waitFor(() => expect(level().endSN).toBeGreaterThan(first.endSN), { timeout: 10_000, interval: 200 });
    // The encoder stops: ffmpeg closes the playlists (EXT-X-ENDLIST) and exits by itself.
    pusher?.kill('SIGINT');
    expect(await packager.exited).toBe(0);
    expect(level().live).toBe(false);
  }, 40_000);
});
