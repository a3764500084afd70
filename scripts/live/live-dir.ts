import { resolve } from 'node:path';

/**
 * Where the live packagers write and the preview server reads: one folder per stream name, outside public/
 * and dist/ (a build must never copy a live window) and under node_modules/.cache, which git, Vite's file
 * watcher and the linters already ignore. TUTTI_LIVE_DIR moves it (tests use a folder of their own).
 */
export function liveRoot(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  return resolve(cwd, env.TUTTI_LIVE_DIR ?? 'node_modules/.cache/tutti-live');
}

/** A stream's name is one path segment of its address (/live/<name>/master.m3u8): no dots, no slashes. */
export const STREAM_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** The address the site plays a stream from: the same origin, served by scripts/vite-plugin-live-files.ts. */
export const livePath = (name: string) => `/live/${name}/master.m3u8`;
