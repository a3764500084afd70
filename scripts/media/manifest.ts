import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { LAYOUTS } from './spatial-metadata';

/**
 * stream.json, next to master.m3u8: what the pipeline made and from what, for the admin form (which shows
 * layout, renditions and captions when a stream URL is set) and for tests. `version` changes when a field
 * changes meaning.
 */
const size = { width: z.number().int().positive(), height: z.number().int().positive() };
const loudness = z.object({ integrated: z.number(), range: z.number(), truePeak: z.number() });

export const streamManifestSchema = z.object({
  version: z.literal(1),
  master: z.string(),
  layout: z.enum(LAYOUTS),
  layoutSource: z.enum(['option', 'spherical-v2', 'spherical-v1', 'aspect-ratio']),
  projection: z.literal('equirectangular'),
  duration: z.number().positive(),
  segmentSeconds: z.number().positive(),
  renditions: z.array(
    z.object({
      name: z.string(),
      uri: z.string(),
      ...size,
      codecs: z.string(),
      bandwidth: z.number().int().nonnegative(),
      averageBandwidth: z.number().int().nonnegative(),
      segments: z.number().int().nonnegative(),
    }),
  ),
  audio: z.object({
    /** 'source': the camera's sound, normalised; 'silent': the file had none, so silence keeps every rendition alike. */
    origin: z.enum(['source', 'silent']),
    target: z.object({ integrated: z.number(), truePeak: z.number() }),
    /** Measured before (loudnorm's first pass) and after (ebur128 on the smallest rendition). */
    measuredBefore: loudness.nullable(),
    measuredAfter: loudness.nullable(),
  }),
  captions: z.array(z.object({ lang: z.string(), name: z.string(), uri: z.string(), origin: z.string() })),
  poster: z.object({ uri: z.string(), ...size }),
  thumbnail: z.object({ uri: z.string(), ...size }),
  source: z.object({
    file: z.string(),
    container: z.string(),
    videoCodec: z.string(),
    ...size,
    fps: z.number(),
    duration: z.number(),
    audioCodec: z.string().nullable(),
    spatial: z.object({ origin: z.string(), projection: z.string().nullable(), stereo: z.string().nullable() }).nullable(),
  }),
  warnings: z.array(z.string()),
});

export type StreamManifest = z.infer<typeof streamManifestSchema>;

export function readManifest(path: string): StreamManifest {
  return streamManifestSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}
