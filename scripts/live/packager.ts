import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMediaPlaylist } from '../../xr/core/hls/m3u8/index.ts';
import type { StreamLayout } from '../media/spatial-metadata.ts';
import { writeSphericalMetadata } from '../media/spherical-boxes.ts';
import { liveClockArgs } from './hls-output-args.ts';
import { captionFolder, type LiveLadder, liveMasterPlaylist } from './live-master.ts';

export interface PackagerOptions {
  /** The stream's folder (liveRoot()/<name>); emptied first (unless `resume`), removed on stop. */
  dir: string;
  /** ffmpeg's arguments, writing into `dir` (demo-args.ts, ingest-args.ts). */
  args: readonly string[];
  ladder: LiveLadder;
  /** Written into each init segment as the media pipeline does (Spherical Video V2), for players that read it. */
  layout: StreamLayout;
  /** How long to wait for the first segments (a push-ingest waits for its encoder). */
  startTimeoutMs?: number;
  /**
   * The stopped packager this one restarts, in the same folder: its last window stays served (as a CDN keeps an
   * origin's files) until the new playlists replace it, instead of the address answering 404 meanwhile.
   * Sequence numbers come from the clock (liveClockArgs), and so do the media timestamps, which go on from
   * the first start instead of from 0 again: a player reads one timeline with a hole where the gap was (a fresh
   * timeline without EXT-X-DISCONTINUITY is appended where it does not belong, and playback freezes).
   */
  resume?: Pick<Packager, 'origin'>;
}

export interface StopOptions {
  /**
   * Keep the final playlists (with EXT-X-ENDLIST) and their segments, so players still reloading see the
   * stream end instead of a 404; a later stop() removes them.
   */
  keep?: boolean;
}

export interface Packager {
  readonly dir: string;
  readonly pid: number;
  /** When the stream first started (wall clock, ms), through any restarts: its media time counts from there. */
  readonly origin: number;
  /** ffmpeg's exit code (null after a signal), once it has exited for whatever reason. */
  readonly exited: Promise<number | null>;
  /** Ends the stream as a concert ends (ffmpeg writes EXT-X-ENDLIST) and removes the folder, unless kept. */
  stop(options?: StopOptions): Promise<void>;
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

/** ffmpeg's arguments end with its output; output options go just before it. */
function withOutputOptions(args: readonly string[], options: readonly string[]): string[] {
  return [...args.slice(0, -1), ...options, ...args.slice(-1)];
}

/** Written by this run of ffmpeg (a restart finds the previous run's playlists still there). */
function writtenSince(path: string, since: number): boolean {
  return existsSync(path) && statSync(path).mtimeMs >= since;
}

/** Resolves when every rendition has written its playlist (a picture's, with its init segment) and every captions language its own. */
function firstPlaylists(options: PackagerOptions, child: ChildProcess, stderr: () => string, since: number): Promise<void> {
  const playlists = [
    ...options.ladder.variants.map((v) => join(options.dir, v.name, 'index.m3u8')),
    ...options.ladder.captions.map((c) => join(options.dir, captionFolder(c.lang), 'index_vtt.m3u8')),
  ];
  const timeout = options.startTimeoutMs ?? 30_000;
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (playlists.every((p) => writtenSince(p, since))) finish();
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
  // ffmpeg writes its first playlists a segment (2 s) after it starts: well clear of the clock's grain.
  const since = Date.now();
  const origin = options.resume?.origin ?? since;
  if (!options.resume) rmSync(options.dir, { recursive: true, force: true });
  mkdirSync(options.dir, { recursive: true });
  const child = spawn('ffmpeg', withOutputOptions(options.args, liveClockArgs(since, origin)), { stdio: ['ignore', 'ignore', 'pipe'] });
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
    await firstPlaylists(options, child, () => stderr, since);
    markSpherical(options);
    atomicWrite(join(options.dir, 'master.m3u8'), liveMasterPlaylist(options.ladder));
  } catch (error) {
    await end('SIGKILL', true);
    throw error;
  }
  return { dir: options.dir, pid: child.pid ?? 0, origin, exited, stop: (stop) => end('SIGINT', !stop?.keep), kill: () => end('SIGKILL', false) };
}
