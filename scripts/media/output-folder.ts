import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the pipeline writes into an output folder. Only these are replaced, so `--out` pointing at a folder
 * that holds other files (public/media/, a CDN checkout) never loses them; a stale v3/ from an earlier,
 * larger ladder goes too.
 */
export function isOwnEntry(name: string): boolean {
  return ['master.m3u8', 'stream.json', 'poster.jpg', 'thumbnail.jpg', 'subs'].includes(name) || /^v\d+$/.test(name);
}

/** Moves the finished work folder's entries into `outDir`, replacing the pipeline's earlier output there. */
export function installOutput(workDir: string, outDir: string): void {
  mkdirSync(outDir, { recursive: true });
  for (const name of readdirSync(outDir)) if (isOwnEntry(name)) rmSync(join(outDir, name), { recursive: true, force: true });
  for (const name of readdirSync(workDir)) {
    const target = join(outDir, name);
    if (existsSync(target)) rmSync(target, { recursive: true, force: true });
    renameSync(join(workDir, name), target);
  }
}
