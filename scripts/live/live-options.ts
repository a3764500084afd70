import { parseArgs } from 'node:util';
import { z } from 'zod';
import { LAYOUTS } from '../media/spatial-metadata.ts';
import { WINDOW_SEGMENTS } from './hls-output-args.ts';
import { STREAM_NAME } from './live-dir.ts';

/** A mistake on the command line: the CLI prints the message and the usage, without a stack trace. */
export class LiveOptionsError extends Error {
  override readonly name = 'LiveOptionsError';
}

const name = z.string().regex(STREAM_NAME, '--name must be lower-case letters, digits, - or _ (it becomes /live/<name>/master.m3u8)');
const window = z.coerce
  .number({ error: '--window must be a number of segments' })
  .int('--window must be a whole number of segments')
  .min(3, '--window must be at least 3 segments (hls.js plays 3 segments behind the live edge)')
  .max(900, '--window must be at most 900 segments (30 minutes)');

const demoSchema = z.object({ name: name.default('demo'), window: window.default(WINDOW_SEGMENTS) });
export type DemoOptions = z.infer<typeof demoSchema>;

/** A push address to listen on: RTMP (OBS, most 360 cameras) or SRT in listener mode. */
export type ListenAddress = { protocol: 'rtmp'; url: string } | { protocol: 'srt'; url: string };

export function parseListenAddress(value: string): ListenAddress {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new LiveOptionsError(`--listen ${value} is not an address: use rtmp://127.0.0.1:1935/live or srt://127.0.0.1:9000?mode=listener`);
  }
  if (!url.hostname) throw new LiveOptionsError(`--listen ${value} names no host to listen on (e.g. rtmp://0.0.0.0:1935/live).`);
  if (url.protocol === 'rtmp:') {
    if (url.pathname.length <= 1) throw new LiveOptionsError(`--listen ${value} names no application: add one, e.g. rtmp://${url.host}/live (OBS's 'Server').`);
    return { protocol: 'rtmp', url: value };
  }
  if (url.protocol === 'srt:') {
    if (!url.port) throw new LiveOptionsError(`--listen ${value} needs a port, e.g. srt://${url.hostname}:9000?mode=listener`);
    if (url.searchParams.get('mode') !== 'listener') throw new LiveOptionsError(`--listen ${value}: add ?mode=listener, so ffmpeg waits for the camera's push (the camera is the caller).`);
    return { protocol: 'srt', url: value };
  }
  throw new LiveOptionsError(`--listen ${value}: only rtmp:// and srt:// pushes are taken (got ${url.protocol}).`);
}

const size = z.string().regex(/^\d{2,5}x\d{2,5}$/, '--size must be <width>x<height>, e.g. 3840x1920');
const ingestSchema = z.object({
  listen: z.string({ error: '--listen is required: the address the encoder pushes to, e.g. rtmp://127.0.0.1:1935/live' }).transform(parseListenAddress),
  name: name.default('ingest'),
  window: window.default(WINDOW_SEGMENTS),
  layout: z.enum(LAYOUTS, { error: `--layout must be one of ${LAYOUTS.join(', ')}` }).default('mono'),
  size: size.default('3840x1920'),
  fps: z.coerce.number({ error: '--fps must be a number' }).min(1, '--fps must be at least 1').max(120, '--fps must be at most 120').default(30),
  'max-height': z.coerce.number({ error: '--max-height must be a number' }).int().min(64).max(2048).default(1024),
});
export type IngestOptions = z.infer<typeof ingestSchema>;

function parse<T>(schema: z.ZodType<T>, values: Record<string, unknown>): T {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  // parseListenAddress throws its own message from inside the transform.
  throw new LiveOptionsError(parsed.error.issues.map((issue) => issue.message).join('\n'));
}

function values(argv: readonly string[], options: Record<string, { type: 'string' | 'boolean' }>): Record<string, unknown> {
  try {
    return parseArgs({ args: [...argv], options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new LiveOptionsError(error instanceof Error ? error.message : String(error));
  }
}

export function parseDemoOptions(argv: readonly string[]): DemoOptions {
  return parse(demoSchema, values(argv, { name: { type: 'string' }, window: { type: 'string' } }));
}

const INGEST_FLAGS = ['listen', 'name', 'window', 'layout', 'size', 'fps', 'max-height'] as const;

export function parseIngestOptions(argv: readonly string[]): IngestOptions {
  return parse(ingestSchema, values(argv, Object.fromEntries(INGEST_FLAGS.map((flag) => [flag, { type: 'string' as const }]))));
}
