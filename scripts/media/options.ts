import { basename, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { parseCaptionOption } from './captions';
import { IngestError } from './errors';
import { EBU_R128_TARGET, TRUE_PEAK_TARGET } from './loudness';
import type { IngestOptions } from './pipeline';
import { LAYOUTS } from './spatial-metadata';

export const USAGE = `Usage: npm run media:ingest -- <camera file> [options]

Turns a 360° camera's MP4/MOV (H.264 or H.265, up to 5.7K, mono or stereo) into a folder any static host
serves: an fMP4 HLS ladder (master.m3u8, v0/ = largest … vN/ = smallest), poster.jpg, thumbnail.jpg,
captions (subs/) and stream.json.

Options:
  --out <folder>           where to write (default media-out/<file name>); only the pipeline's own
                           files there (master.m3u8, v*/, subs/, poster.jpg, thumbnail.jpg, stream.json) are replaced
  --layout <layout>        mono | top-bottom | side-by-side (default: from the file's spatial metadata,
                           else guessed from the aspect ratio: 2:1 mono, 1:1 top-bottom, 4:1 side-by-side)
  --captions <lang>=<file> a .vtt or .srt captions file; repeat for each language (e.g. --captions en=en.vtt)
  --loudness <LUFS>        integrated loudness target (default ${EBU_R128_TARGET}, EBU R128; e.g. -16 for small speakers)
  --max-height <px>        no rendition taller than this (default: up to 4096×2048 for Meta Quest)
  --duration <s>           encode only the first <s> seconds (trial runs, tests)
  --crf <n>                x264 quality, 0–51, lower is better (default 23)
  --preset <name>          x264 preset (default medium; ultrafast for quick trials)
  -h, --help               this text

Needs ffmpeg and ffprobe (Debian/Ubuntu: apt-get install -y ffmpeg).`;

const X264_PRESETS = ['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium', 'slow', 'slower', 'veryslow'] as const;

/** A number option: '--crf abc' is an error, not NaN passed on to ffmpeg. */
const number = (name: string, min: number, max: number) =>
  z.coerce.number({ error: `--${name} must be a number` }).min(min, `--${name} must be at least ${min}`).max(max, `--${name} must be at most ${max}`);

const optionsSchema = z.object({
  layout: z.enum(LAYOUTS, { error: `--layout must be one of ${LAYOUTS.join(', ')}` }).optional(),
  loudness: number('loudness', -36, -10).default(EBU_R128_TARGET),
  'max-height': number('max-height', 64, 8192).int('--max-height must be a whole number').optional(),
  duration: number('duration', 0.5, 24 * 3600).optional(),
  crf: number('crf', 0, 51).default(23),
  preset: z.enum(X264_PRESETS, { error: `--preset must be one of ${X264_PRESETS.join(', ')}` }).default('medium'),
});

export type CliResult = { help: true } | { help: false; options: Omit<IngestOptions, 'progress' | 'log'> };

/** The command line → ingest options; an IngestError (shown with the usage) for anything wrong. */
export function parseCli(argv: readonly string[]): CliResult {
  const { values, positionals } = parseCliArgs(argv);
  if (values.help) return { help: true };
  if (positionals.length !== 1) {
    throw new IngestError(positionals.length === 0 ? 'Name the camera file to ingest.' : `One camera file at a time (got ${positionals.length}).`, { usage: true });
  }
  const input = positionals[0] ?? '';
  const parsed = optionsSchema.safeParse(values);
  if (!parsed.success) throw new IngestError(parsed.error.issues.map((issue) => issue.message).join('\n'), { usage: true });
  const o = parsed.data;
  return {
    help: false,
    options: {
      input,
      outDir: values.out ?? join('media-out', slug(input)),
      layout: o.layout,
      maxHeight: o['max-height'],
      duration: o.duration,
      crf: o.crf,
      preset: o.preset,
      loudness: { integrated: o.loudness, truePeak: TRUE_PEAK_TARGET },
      captions: (values.captions ?? []).map(parseCaptionOption),
    },
  };
}

/**
 * node's parseArgs takes `-16` after `--loudness` for an option and refuses it; loudness targets are
 * negative, so `--loudness -16` becomes `--loudness=-16` first.
 */
export function joinNegativeValues(argv: readonly string[]): string[] {
  return argv.flatMap((arg, i) => {
    if (/^-\d/.test(arg) && argv[i - 1]?.startsWith('--') && !argv[i - 1]?.includes('=')) return [];
    const next = argv[i + 1];
    return arg.startsWith('--') && !arg.includes('=') && next !== undefined && /^-\d/.test(next) ? [`${arg}=${next}`] : [arg];
  });
}

function parseCliArgs(argv: readonly string[]) {
  try {
    return parseArgs({
      args: joinNegativeValues(argv),
      allowPositionals: true,
      options: {
        out: { type: 'string' },
        layout: { type: 'string' },
        captions: { type: 'string', multiple: true },
        loudness: { type: 'string' },
        'max-height': { type: 'string' },
        duration: { type: 'string' },
        crf: { type: 'string' },
        preset: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new IngestError(error instanceof Error ? error.message : String(error), { usage: true });
  }
}

/** "Concert Hall (take 2).MOV" → "concert-hall-take-2": a folder name any host serves without escaping. */
export function slug(path: string): string {
  const name = basename(path, extname(path))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return name || 'stream';
}
