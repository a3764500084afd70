/**
 * `npm start`: builds the site, serves it with `vite preview` on port 4321 and, beside it, the demo concert
 * live at /live/demo/master.m3u8 (the sample programme's concert of tonight plays it), so the first command
 * a newcomer types shows a concert that is live now. Without ffmpeg the site starts all the same, and one
 * line says how to install it. Ctrl-C or SIGTERM stops both: no ffmpeg is left behind.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { startDemoPackager } from './demo-packager.ts';
import { FFMPEG_INSTALL_HINT, hasFfmpeg } from './ffmpeg-check.ts';
import { livePath } from './live-dir.ts';
import { onParentExit } from './on-parent-exit.ts';
import type { Packager } from './packager.ts';
import { TONIGHT_ID } from '../../src/features/concerts/sample/tonight-concert.ts';

const VITE = 'node_modules/vite/bin/vite.js';
const PORT = process.env.PORT ?? '4321';
/** `npm start -- --outDir <dir>`: another build folder than dist/ (for a machine shared by several checkouts). */
const OUT_DIR = parseArgs({ options: { outDir: { type: 'string', default: 'dist' } } }).values.outDir;

function vite(args: readonly string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [VITE, ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
}

/**
 * The sample programme's concert of tonight starts at this minute (src/features/concerts/sample/tonight-concert.ts):
 * it is live as soon as the site is up, and plays the demo stream once the packager publishes it.
 */
const tonight = (now = Date.now()) => ({ VITE_LIVE_TONIGHT: new Date(now - (now % 60_000)).toISOString() });

const exitCode = (child: ChildProcess) =>
  new Promise<number>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

async function startLive(withFfmpeg: boolean): Promise<Packager | undefined> {
  if (!withFfmpeg) {
    console.log(`start: ${FFMPEG_INSTALL_HINT}`);
    return undefined;
  }
  try {
    const packager = await startDemoPackager({ name: 'demo', window: 6 });
    console.log(`start: the demo concert is live at http://127.0.0.1:${PORT}${livePath('demo')}, and tonight's concert plays it: http://127.0.0.1:${PORT}/concert/${TONIGHT_ID}`);
    return packager;
  } catch (error) {
    // The site is worth having without the live demo: say why and carry on.
    console.log(`start: the live demo did not start (${error instanceof Error ? error.message : String(error)}); the site runs without it.`);
    return undefined;
  }
}

async function main(): Promise<void> {
  // Tonight's concert only where its stream will play: without ffmpeg the sample programme stays as it is.
  const withFfmpeg = hasFfmpeg();
  const build = await exitCode(vite(['build', '--outDir', OUT_DIR], withFfmpeg ? tonight() : {}));
  if (build !== 0) process.exit(build);
  const preview = vite(['preview', '--port', PORT, '--strictPort', '--outDir', OUT_DIR]);
  const previewExit = exitCode(preview);
  const live = await startLive(withFfmpeg);
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    preview.kill('SIGTERM');
    await Promise.all([live?.stop(), previewExit]);
    process.exit(code);
  };
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  onParentExit(() => void stop(0));
  void previewExit.then((code) => stop(code));
}

void main();
