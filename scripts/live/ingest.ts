/**
 * `npm run live:ingest -- --listen rtmp://127.0.0.1:1935/live [--name ingest]`: waits for a push from OBS
 * or a 360 camera (RTMP, or SRT with ?mode=listener) and packages it, re-encoded into the pipeline's
 * ladder, at /live/<name>/master.m3u8 (README: Live concerts).
 */
import { join } from 'node:path';
import { FFMPEG_INSTALL_HINT, hasFfmpeg, hasProtocol } from './ffmpeg-check.ts';
import { ingestLadder, ingestMasterLadder, ingestPackagerArgs } from './ingest-args.ts';
import { livePath, liveRoot } from './live-dir.ts';
import { LiveOptionsError, parseIngestOptions } from './live-options.ts';
import { startPackager } from './packager.ts';
import { runUntilSignal } from './run-until-signal.ts';

const USAGE = `Usage: npm run live:ingest -- --listen <rtmp://host:port/app | srt://host:port?mode=listener> [options]
  --name <name>          the stream's address: /live/<name>/master.m3u8 (default ingest)
  --layout <layout>      mono | top-bottom | side-by-side (default mono): RTMP and SRT carry no spherical metadata
  --size <w>x<h>         the camera's frame (default 3840x1920), which sets the ladder
  --fps <n>              the camera's frame rate (default 30)
  --max-height <px>      no rendition taller (default 1024: what two cores encode in real time)
  --window <segments>    segments in each playlist (default 6 × 2 s)`;

/** A push may take a while to arrive: the operator starts this, then the encoder. */
const WAIT_FOR_PUSH_MS = 24 * 3600 * 1000;

async function main(): Promise<void> {
  const options = parseIngestOptions(process.argv.slice(2));
  if (!hasFfmpeg()) throw new LiveOptionsError(FFMPEG_INSTALL_HINT);
  if (!hasProtocol(options.listen.protocol)) throw new LiveOptionsError(`This ffmpeg has no ${options.listen.protocol} protocol (ffmpeg -protocols); use rtmp:// instead.`);
  const dir = join(liveRoot(), options.name);
  const output = { dir, variants: ingestLadder(options).map((r) => r.name), captions: [], windowSegments: options.window };
  console.log(`live:ingest: waiting for a push to ${options.listen.url} (keyframe every 2 s); it will play at ${livePath(options.name)}.`);
  const packager = await startPackager({
    dir,
    args: ingestPackagerArgs(options, output),
    ladder: ingestMasterLadder(ingestLadder(options), options.fps),
    layout: options.layout,
    startTimeoutMs: WAIT_FOR_PUSH_MS,
  });
  console.log(`live:ingest: live at ${livePath(options.name)} (ffmpeg ${packager.pid}); Ctrl-C ends it.`);
  runUntilSignal(packager, (line) => console.log(`live:ingest: ${line}`));
}

main().catch((error: unknown) => {
  const usage = error instanceof LiveOptionsError;
  console.error(`live:ingest: ${error instanceof Error ? error.message : String(error)}${usage ? `\n${USAGE}` : ''}`);
  process.exit(usage ? 2 : 1);
});
