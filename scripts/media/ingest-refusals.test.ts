// media:ingest must not publish a damaged camera file as a shorter concert, nor fail in ffmpeg's words on a
// picture too small to be 360°: both are refused with exit code 1 and a message, and an earlier output in the
// folder stays as it was. Clips are made with ffmpeg at test time (testing/make-clips.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTinyClip, makeTruncatedClip } from './testing/make-clips';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const JITI = join(ROOT, 'node_modules', 'jiti', 'lib', 'jiti-cli.mjs');
const dir = mkdtempSync(join(tmpdir(), 'media-refusals-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The CLI as `npm run media:ingest -- …` runs it. */
const cli = (args: readonly string[]) => spawnSync(process.execPath, [JITI, 'scripts/media/ingest.ts', ...args], { cwd: ROOT, encoding: 'utf8' });

/** A stand-in for an earlier, good run's output: it must survive a failed run untouched. */
const EARLIER = { 'master.m3u8': '#EXTM3U\n# the earlier concert\n', 'stream.json': '{"earlier": true}\n', 'v0/index.m3u8': '#EXTM3U\n' };

function writeEarlierOutput(out: string): void {
  for (const [name, text] of Object.entries(EARLIER)) {
    mkdirSync(dirname(join(out, name)), { recursive: true });
    writeFileSync(join(out, name), text);
  }
}

function expectEarlierOutputIntact(out: string): void {
  for (const [name, text] of Object.entries(EARLIER)) expect(readFileSync(join(out, name), 'utf8')).toBe(text);
  expect(existsSync(`${out}.partial`)).toBe(false);
}

describe('media:ingest of a truncated faststart MP4 (the first ⅔ of a 2 s file)', () => {
  const out = join(dir, 'out-truncated');
  let run: ReturnType<typeof cli>;

  beforeAll(() => {
    const clip = makeTruncatedClip(dir);
    writeEarlierOutput(out);
    run = cli([clip, '--out', out, '--preset', 'ultrafast']);
  }, 60_000);

  it('fails with exit code 1 and says the file is damaged or incomplete, with ffmpeg’s first error lines', () => {
    expect(run.stdout).not.toContain('Done');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^media:ingest: ffmpeg reported errors while reading truncated\.mp4: the file is damaged or incomplete/);
    expect(run.stderr).toContain('partial file');
    expect(run.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });

  it('leaves the earlier output in the folder as it was', () => {
    expectEarlierOutputIntact(out);
  });
});

describe('media:ingest of a 1×1 video', () => {
  const out = join(dir, 'out-tiny');
  let run: ReturnType<typeof cli>;

  beforeAll(() => {
    const clip = makeTinyClip(dir);
    writeEarlierOutput(out);
    run = cli([clip, '--out', out]);
  }, 30_000);

  it('refuses it before encoding, with a message instead of ffmpeg’s crop error', () => {
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('media:ingest: tiny.mp4 is 1×1 pixels');
    expect(run.stderr).toContain('too small for a 360° video (at least 256×128 per eye)');
    expect(run.stderr).not.toContain('ffmpeg failed');
    expect(run.stdout).not.toContain('Measuring loudness');
    expect(run.stdout).not.toContain('Encoding');
  });

  it('leaves the earlier output in the folder as it was', () => {
    expectEarlierOutputIntact(out);
  });
});
