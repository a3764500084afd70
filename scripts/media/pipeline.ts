import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { extractSubtitleStreams, readCaptionFile, writeSubtitleRendition, type CaptionSource } from './captions';
import { encodeArgs } from './encode-args';
import { codecsByUri, masterPlaylist, variantStats, type SubtitleEntry, type VariantStats } from './hls';
import { eyeSize, imageSizes, posterTime, writeImages } from './images';
import { chooseLadder, outputFrameRate, type Rendition } from './ladder';
import { AUDIO_PREP, audioPrepFor, isSilent, loudnessMiss, loudnormFilter, measureLoudness, measureSourceLoudness, type LoudnessReport, type LoudnessTarget, type LoudnormMeasurement } from './loudness';
import { buildManifest } from './build-manifest';
import type { StreamManifest } from './manifest';
import { checkDecodeErrors, checkEncodedDuration, checkFrameSize } from './ingest-checks';
import { installOutput } from './output-folder';
import { probe, type SourceInfo } from './probe';
import type { ProgressReporter } from './progress';
import { writeSphericalMetadata } from './spherical-boxes';
import { decideLayout, readSpatialMetadata, type LayoutDecision, type SpatialMetadata, type StreamLayout } from './spatial-metadata';
import { checkTools, runTool } from './tools';

export interface IngestOptions {
  input: string;
  outDir: string;
  layout?: StreamLayout | undefined;
  maxHeight?: number | undefined;
  /** Encode only the first seconds (tests, trial runs). */
  duration?: number | undefined;
  crf: number;
  /** x264 preset: 'medium' for real footage, 'ultrafast' in tests. */
  preset: string;
  loudness: LoudnessTarget;
  captions: ReadonlyArray<{ lang: string; path: string }>;
  progress: (label: string, seconds: number) => ProgressReporter;
  log: (message: string) => void;
}

/** Everything decided before the first frame is encoded (so a bad option fails in seconds, not after an hour). */
interface Plan {
  source: SourceInfo;
  spatial: SpatialMetadata | undefined;
  layout: LayoutDecision;
  duration: number;
  ladder: Rendition[];
  captions: CaptionSource[];
  workDir: string;
  /** Things to check by eye, printed as they come and kept in stream.json. */
  warnings: string[];
}

/** Camera file → HLS folder with stream.json; returns the manifest written. */
export async function ingest(options: IngestOptions): Promise<StreamManifest> {
  await checkTools();
  const plan = await makePlan(options);
  rmSync(plan.workDir, { recursive: true, force: true });
  mkdirSync(plan.workDir, { recursive: true });
  try {
    const manifest = await produce(plan, options);
    installOutput(plan.workDir, options.outDir);
    return manifest;
  } finally {
    rmSync(plan.workDir, { recursive: true, force: true });
  }
}

async function makePlan(options: IngestOptions): Promise<Plan> {
  const captions = options.captions.map(({ lang, path }) => readCaptionFile(lang, path));
  const source = await probe(options.input);
  const spatial = readSpatialMetadata(source.path, source.container, source.video.sideData);
  const layout = decideLayout(options.layout, spatial, source.video.width, source.video.height);
  checkFrameSize(source.path, source.video.width, source.video.height, layout.layout);
  const duration = Math.min(source.duration, options.duration ?? Infinity);
  const ladder = chooseLadder({ ...source.video, fps: outputFrameRate(source.video.fps), layout: layout.layout, maxHeight: options.maxHeight });
  options.log(`Source: ${basename(source.path)}, ${source.video.codec} ${source.video.width}×${source.video.height} at ${source.video.fps.toFixed(2)} fps, ${duration.toFixed(1)} s`);
  options.log(`Layout: ${layout.layout} (${describeSource(layout)})`);
  const warnings = [layout.warning, fisheyeWarning(source)].filter((w): w is string => w !== undefined);
  warnings.forEach((warning) => options.log(`Warning: ${warning}`));
  if (source.audio?.channels === 4) options.log('Sound: 4 channels, taken as first-order ambisonics (ambiX) and decoded to stereo (cardioids facing left and right).');
  options.log(`Renditions: ${ladder.map((r) => `${r.name} ${r.width}×${r.height}`).join(', ')}`);
  // A sibling folder, so the finished output moves into place by rename and a failed run leaves the old one;
  // a fixed name, so the leftovers of an interrupted run (Ctrl-C) are cleared by the next.
  const workDir = `${options.outDir.replace(/\/+$/, '')}.partial`;
  return { source, spatial, layout, duration, ladder, captions, workDir, warnings };
}

/** Insta360 .insv and similar files hold each lens as its own stream: those need stitching first. */
function fisheyeWarning(source: SourceInfo): string | undefined {
  if (source.videoStreams < 2) return undefined;
  return `The file has ${source.videoStreams} video streams; only the first is used. If they are a camera's separate lenses (unstitched fisheye), stitch them to equirectangular in the camera's software first.`;
}

function describeSource(layout: LayoutDecision): string {
  const names = { option: '--layout', 'spherical-v2': 'Spherical Video V2 boxes st3d/sv3d', 'spherical-v1': 'Spherical Video V1 XMP', 'aspect-ratio': 'guessed from the frame’s aspect ratio' };
  return names[layout.source];
}

async function produce(plan: Plan, options: IngestOptions): Promise<StreamManifest> {
  const measuredBefore = plan.source.audio ? await measureBefore(plan, options) : undefined;
  const audioFilter = measuredBefore && !isSilent(measuredBefore) ? loudnormFilter(options.loudness, measuredBefore) : undefined;
  await encode(plan, options, audioFilter);
  const variants = readVariants(plan);
  checkEncodedDuration(plan.source.path, expectedDuration(plan), variants[0]?.duration ?? 0, outputFrameRate(plan.source.video.fps));
  writeSphericalBoxes(plan, options, variants);
  const eye = eyeSize(plan.source.video.width, plan.source.video.height, plan.layout.layout);
  const images = imageSizes(eye);
  await writeImages({ source: plan.source.path, videoIndex: plan.source.video.index, layout: plan.layout.layout, time: posterTime(plan.duration), ...images, outDir: plan.workDir });
  const subtitles = await writeCaptions(plan, options, variants[0]?.duration ?? plan.duration);
  writeFileSync(join(plan.workDir, 'master.m3u8'), masterPlaylist(variants, subtitles.map((s) => s.entry), outputFrameRate(plan.source.video.fps)));
  const measuredAfter = plan.source.audio ? await measureAfter(plan, options, variants) : undefined;
  const manifest = buildManifest({
    ...plan,
    variants,
    captions: subtitles.map((s) => ({ ...s.entry, origin: s.origin })),
    images,
    target: options.loudness,
    measuredBefore,
    measuredAfter,
    warnings: plan.warnings,
  });
  writeFileSync(join(plan.workDir, 'stream.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function measureBefore(plan: Plan, options: IngestOptions): Promise<LoudnormMeasurement> {
  const progress = options.progress('Measuring loudness', plan.duration);
  const sound = { path: plan.source.path, audioIndex: plan.source.audio?.index ?? 0, prep: audioPrep(plan), seconds: plan.duration };
  const measured = await measureSourceLoudness(sound, options.loudness, (line) => progress.onLine(line));
  progress.finish();
  options.log(`Loudness before: ${measured.integrated} LUFS integrated, true peak ${measured.truePeak} dBTP, range ${measured.range} LU`);
  if (isSilent(measured)) options.log('The sound track is silent: nothing to normalise.');
  return measured;
}

async function encode(plan: Plan, options: IngestOptions, audioFilter: string | undefined): Promise<void> {
  for (const r of plan.ladder) mkdirSync(join(plan.workDir, r.name), { recursive: true });
  const progress = options.progress(`Encoding ${plan.ladder.length} renditions`, plan.duration);
  const args = encodeArgs(
    {
      source: plan.source.path,
      videoIndex: plan.source.video.index,
      audioIndex: plan.source.audio?.index,
      duration: plan.duration,
      sourceFps: plan.source.video.fps,
      fps: outputFrameRate(plan.source.video.fps),
      layout: plan.layout.layout,
      ladder: plan.ladder,
      audioFilter,
      crf: options.crf,
      preset: options.preset,
      outDir: plan.workDir,
    },
    audioPrep(plan),
  );
  const { stderr } = await runTool('ffmpeg', args, { onLine: (line) => progress.onLine(line) });
  progress.finish();
  checkDecodeErrors(plan.source.path, stderr);
}

/** What the renditions should last: the picture's own length when the file gives it, within --duration. */
const expectedDuration = (plan: Plan) => Math.min(plan.duration, plan.source.video.duration ?? plan.duration);

/** Spherical Video V2 boxes in every rendition's init segment: ffmpeg's HLS muxer writes none. */
function writeSphericalBoxes(plan: Plan, options: IngestOptions, variants: readonly VariantStats[]): void {
  const inits = variants.flatMap((v) => (v.init ? [join(plan.workDir, dirname(v.uri), v.init)] : []));
  inits.forEach((path) => writeSphericalMetadata(path, plan.layout.layout));
  options.log(`Spherical metadata: equirectangular, ${plan.layout.layout}, in ${inits.length} init segment${inits.length === 1 ? '' : 's'}`);
}

/** Silence (no source audio) is generated as stereo 48 kHz already; the prep then only makes sure of it. */
const audioPrep = (plan: Plan) => (plan.source.audio ? audioPrepFor(plan.source.audio.channels) : AUDIO_PREP);

/** Sizes and codecs of what ffmpeg wrote; its own master playlist is replaced by ours. */
function readVariants(plan: Plan): VariantStats[] {
  const codecs = codecsByUri(readFileSync(join(plan.workDir, 'master.m3u8'), 'utf8'));
  return plan.ladder.map((r) => variantStats(plan.workDir, r, codecs.get(`${r.name}/index.m3u8`) ?? 'avc1.640028,mp4a.40.2'));
}

interface WrittenCaption {
  entry: SubtitleEntry;
  origin: string;
}

/** Captions given on the command line win over the camera file's subtitle stream of the same language. */
async function writeCaptions(plan: Plan, options: IngestOptions, duration: number): Promise<WrittenCaption[]> {
  const warn = (message: string) => {
    plan.warnings.push(message);
    options.log(`Warning: ${message}`);
  };
  const embedded = await extractSubtitleStreams(plan.source.path, plan.source.subtitles, warn);
  const all = [...plan.captions, ...embedded]; // the first of a language wins: --captions before the file's own
  const unique = all.filter((c, i) => all.findIndex((other) => other.lang === c.lang) === i);
  if (unique.length > 0) options.log(`Captions: ${unique.map((c) => `${c.lang} (${c.origin})`).join(', ')}`);
  return unique.map((caption) => ({ entry: writeSubtitleRendition(plan.workDir, caption, duration), origin: caption.origin }));
}

/** ebur128 on the smallest rendition: every rendition carries the same encoded sound. */
async function measureAfter(plan: Plan, options: IngestOptions, variants: readonly VariantStats[]): Promise<LoudnessReport | undefined> {
  const smallest = variants.at(-1);
  if (!smallest) return undefined;
  const after = await measureLoudness(join(plan.workDir, smallest.uri));
  options.log(`Loudness after: ${after.integrated.toFixed(1)} LUFS integrated, true peak ${after.truePeak.toFixed(1)} dBTP (target ${options.loudness.integrated} LUFS)`);
  const missed = loudnessMiss(after, options.loudness);
  if (missed) {
    plan.warnings.push(missed);
    options.log(`Warning: ${missed}`);
  }
  return after;
}
