import { basename } from 'node:path';
import { SEGMENT_SECONDS } from './encode-args';
import type { VariantStats } from './hls';
import type { ImageSize } from './images';
import type { LoudnessReport, LoudnessTarget, LoudnormMeasurement } from './loudness';
import type { StreamManifest } from './manifest';
import type { SourceInfo } from './probe';
import type { LayoutDecision, SpatialMetadata } from './spatial-metadata';

export interface ManifestInput {
  source: SourceInfo;
  spatial: SpatialMetadata | undefined;
  layout: LayoutDecision;
  duration: number;
  variants: readonly VariantStats[];
  captions: ReadonlyArray<{ lang: string; name: string; uri: string; origin: string }>;
  images: { poster: ImageSize; thumbnail: ImageSize };
  target: LoudnessTarget;
  measuredBefore: LoudnormMeasurement | undefined;
  measuredAfter: LoudnessReport | undefined;
  warnings: readonly string[];
}

/** −inf (digital silence) is not JSON: such a measurement is recorded as null. */
function finite(report: { integrated: number; range: number; truePeak: number } | undefined) {
  if (!report || ![report.integrated, report.range, report.truePeak].every(Number.isFinite)) return null;
  return { integrated: report.integrated, range: report.range, truePeak: report.truePeak };
}

export function buildManifest(input: ManifestInput): StreamManifest {
  const { source, spatial } = input;
  return {
    version: 1,
    master: 'master.m3u8',
    layout: input.layout.layout,
    layoutSource: input.layout.source,
    projection: 'equirectangular',
    duration: Number((input.variants[0]?.duration ?? input.duration).toFixed(3)),
    segmentSeconds: SEGMENT_SECONDS,
    renditions: input.variants.map((v) => ({
      name: v.name,
      uri: v.uri,
      width: v.width,
      height: v.height,
      codecs: v.codecs,
      bandwidth: v.bandwidth,
      averageBandwidth: v.averageBandwidth,
      segments: v.segments,
    })),
    audio: {
      origin: source.audio ? 'source' : 'silent',
      target: input.target,
      measuredBefore: finite(input.measuredBefore),
      measuredAfter: finite(input.measuredAfter),
    },
    captions: [...input.captions],
    poster: { uri: 'poster.jpg', ...input.images.poster },
    thumbnail: { uri: 'thumbnail.jpg', ...input.images.thumbnail },
    source: {
      file: basename(source.path),
      container: source.container,
      videoCodec: source.video.codec,
      width: source.video.width,
      height: source.video.height,
      fps: Number(source.video.fps.toFixed(3)),
      duration: source.duration,
      audioCodec: source.audio?.codec ?? null,
      spatial: spatial ? { origin: spatial.origin, projection: spatial.projection ?? null, stereo: spatial.stereoRaw ?? spatial.stereo ?? null } : null,
    },
    warnings: [...input.warnings],
  };
}
