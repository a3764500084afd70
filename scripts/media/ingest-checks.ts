import { basename } from 'node:path';
import { IngestError } from './errors';
import { eyeSize } from './images';
import type { StreamLayout } from './spatial-metadata';

/**
 * The smallest eye taken. 360° cameras record 2880×1440 per eye or more; anything below this is a thumbnail, a
 * proxy or a broken export, and the ladder's even sizes would upscale it (1×1 became 2×4) and fail in ffmpeg.
 */
export const MIN_EYE = { width: 256, height: 128 } as const;

/** Refuses a frame too small to be a 360° picture, before a second is spent on it. */
export function checkFrameSize(path: string, width: number, height: number, layout: StreamLayout): void {
  const eye = eyeSize(width, height, layout);
  if (eye.width >= MIN_EYE.width && eye.height >= MIN_EYE.height) return;
  const each = layout === 'mono' ? '' : `, each eye ${eye.width}×${eye.height} as ${layout}`;
  throw new IngestError(
    `${basename(path)} is ${width}×${height} pixels${each}: too small for a 360° video (at least ${MIN_EYE.width}×${MIN_EYE.height} per eye). ` +
      'Check that this is the camera file itself, not a thumbnail, a proxy or a broken export. Nothing was encoded.',
  );
}

/** How many of ffmpeg's error lines go into the message: the first say where the damage starts. */
const SHOWN_ERROR_LINES = 5;

/**
 * The encoding run logs at level `error`, so whatever it prints on stderr is an error; ffmpeg still exits 0
 * when it skips damaged frames or stops at the end of a truncated file ("partial file"), which would publish
 * a damaged or shorter concert.
 */
export function checkDecodeErrors(path: string, stderr: string): void {
  const errors = stderr.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  if (errors.length === 0) return;
  const shown = errors.slice(0, SHOWN_ERROR_LINES).join('\n');
  const more = errors.length > SHOWN_ERROR_LINES ? `\n… and ${errors.length - SHOWN_ERROR_LINES} more.` : '';
  throw new IngestError(
    `ffmpeg reported errors while reading ${basename(path)}: the file is damaged or incomplete (an interrupted recording or copy?). ` +
      `Nothing was published; the earlier output, if any, is unchanged. Copy the file from the camera’s card again.\n${shown}${more}`,
  );
}

/** A little slack: the last segment ends on a frame, and audio and video end a frame or so apart. */
const DURATION_SLACK_SECONDS = 0.5;

/**
 * Refuses output notably shorter than the source said it was: a file cut off after its moov (a faststart MP4
 * copied halfway) probes at its full length, but ffmpeg stops where the data ends and calls that a success.
 */
export function checkEncodedDuration(path: string, expected: number, encoded: number, fps: number): void {
  const slack = Math.max(DURATION_SLACK_SECONDS, 2 / fps);
  if (encoded >= expected - slack) return;
  throw new IngestError(
    `${basename(path)} should last ${expected.toFixed(2)} s, but only ${encoded.toFixed(2)} s of it could be encoded: the file is ` +
      'probably truncated (an interrupted recording or copy). Nothing was published; the earlier output, if any, is unchanged. ' +
      'Copy the file from the camera’s card again, or pass --duration to publish only the first part on purpose.',
  );
}
