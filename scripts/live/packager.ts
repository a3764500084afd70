import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMediaPlaylist } from '../../xr/core/hls/m3u8/index.ts';
import type { StreamLayout } from '../media/spatial-metadata.ts';
import { writeSphericalMetadata } from '../media/spherical-boxes.ts';
import { captionFolder, type LiveLadder, liveMasterPlaylist } from './live-master.ts';

export interface PackagerOptions {
  /** The stream's folder (liveRoot()/<name>); emptied first, removed on stop. */
  dir: string;
  /** ffmpeg's arguments, writing into `dir` (demo-args.ts, ingest-args.ts). */
  args: readonly string[];
  ladder: LiveLadder;
  /** Written into each init segment as the media pipeline does (Spherical Video V2), for players that read it. */
  layout: StreamLayout;
  /** How long to wait for the first segments (a push-ingest waits for its encoder). */
  startTimeoutMs?: number;
}

export interface Packager {
  readonly dir: string;
  readonly pid: number;
  /** ffmpeg's exit code (null after a signal), once it has exited for whatever reason. */
  readonly exited: Promise<number | null>;
  /** Ends the stream as a concert ends (ffmpeg writes EXT-X-ENDLIST) and removes the folder. */
  stop(): Promise<void>;
  /** Stops ffmpeg at once, as a crash would, leaving the last window in place (a packager gap). */
  kill(): Promise<void>;
}

/** ffmpeg finishes its segment and playlists on SIGINT within a second; after this it is killed. */
const STOP_GRACE_MS = 5000;
const POLL_MS = 100;

/** Children still running when Node exits for any reason: never leave an ffmpeg behind. */
const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

function atomicWrite(path: string, text: string): void {
  writeFileSync(`${path}.tmp`, text);
  renameSync(`${path}.tmp`, path);
}

/** Resolves when every rendition has written its playlist (a picture's, with its init segment) and every captions language its own. */
function firstPlaylists(options: PackagerOptions, child: ChildProcess, stderr: () => string): Promise<void> {
  const playlists = [
    ...options.ladder.variants.map((v) => join(options.dir, v.name, 'index.m3u8')),
    ...options.ladder.captions.map((c) => join(options.dir, captionFolder(c.lang), 'index_vtt.m3u8')),
  ];
  const timeout = options.startTimeoutMs ?? 30_000;
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (playlists.every((p) => existsSync(p))) finish();
      else if (Date.now() - started > timeout) finish(new Error(`No live segments after ${timeout / 1000} s.`));
    }, POLL_MS);
    const onExit = (code: number | null) => finish(new Error(`ffmpeg stopped before the first segments (exit code ${code ?? 'signal'}):\n${stderr()}`));
    child.once('exit', onExit);
    function finish(error?: Error) {
      clearInterval(timer);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    }
  });
}

/** The spherical boxes into each rendition's init segment, which ffmpeg's HLS muxer leaves out. */
function markSpherical(options: PackagerOptions): void {
  for (const variant of options.ladder.variants) {
    const folder = join(options.dir, variant.name);
    const init = readMediaPlaylist(readFileSync(join(folder, 'index.m3u8'), 'utf8')).segments[0]?.map?.uri;
    if (init) writeSphericalMetadata(join(folder, init), options.layout);
  }
}

/**
 * Starts ffmpeg on `options.args` and publishes the stream: once the first segments exist, the init
 * segments get their spherical boxes and then the master playlist appears, so a player that finds the
 * master finds a complete stream. Resolves with a handle to stop it.
 */
export async function startPackager(options: PackagerOptions): Promise<Packager> {
  rmSync(options.dir, { recursive: true, force: true });
  mkdirSync(options.dir, { recursive: true });
  const child = spawn('ffmpeg', options.args, { stdio: ['ignore', 'ignore', 'pipe'] });
  running.add(child);
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  const spawned = new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  await spawned;
  const exited = exitOf(child).finally(() => running.delete(child));
  const end = async (signal: NodeJS.Signals, remove: boolean) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
    if (remove) rmSync(options.dir, { recursive: true, force: true });
  };
  try {
    await firstPlaylists(options, child, () => stderr);
    markSpherical(options);
    atomicWrite(join(options.dir, 'master.m3u8'), liveMasterPlaylist(options.ladder));
  } catch (error) {
    await end('SIGKILL', true);
    throw error;
  }
  return { dir: options.dir, pid: child.pid ?? 0, exited, stop: () => end('SIGINT', true), kill: () => end('SIGKILL', false) };
}
