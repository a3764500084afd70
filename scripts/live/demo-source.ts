import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readMasterPlaylist, readMediaPlaylist } from '../../xr/core/hls/m3u8/index.ts';
import { runTool } from '../media/tools.ts';
import { type LoopCut, probeLoopCut } from './demo-loop.ts';
import { type LiveLadder, ladderFromMaster } from './live-master.ts';

/** The bundled demo concert (public/media/demo, made by scripts/demo/). */
export const DEMO_FOLDER = 'public/media/demo';

export interface DemoSource {
  /** One MP4 holding every rendition (video, audio) and every captions language (mov_text), in ladder order. */
  file: string;
  ladder: LiveLadder;
}

/** A rendition's fMP4 HLS files in playing order: the init segment, then the media segments. */
function renditionParts(folder: string, playlistUri: string): string[] {
  const playlist = readMediaPlaylist(readFileSync(join(folder, playlistUri), 'utf8'));
  const base = dirname(join(folder, playlistUri));
  const init = playlist.segments[0]?.map?.uri;
  return [...(init ? [init] : []), ...playlist.segments.map((s) => s.uri)].map((uri) => join(base, uri));
}

/**
 * ffmpeg's arguments joining the renditions and captions files into one looping source (no re-encoding), each
 * cut where the loop ends (demo-loop.ts): every rendition read twice, its picture and its sound each to its own
 * cut, since a copy can only stop reading at a time, and the two end at different decode times.
 */
export function joinArgs(renditionFiles: readonly string[], captionFiles: readonly { lang: string; file: string }[], out: string, cut: LoopCut): string[] {
  const cutInput = (seconds: number, file: string) => ['-t', seconds.toFixed(6), '-i', file];
  const inputs = [
    ...renditionFiles.flatMap((file) => [...cutInput(cut.video, file), ...cutInput(cut.audio, file)]),
    ...captionFiles.flatMap((c) => cutInput(cut.seconds, c.file)),
  ];
  const maps = renditionFiles.flatMap((_, i) => ['-map', `${2 * i}:v:0`, '-map', `${2 * i + 1}:a:0`]);
  const subtitles = captionFiles.flatMap((c, k) => ['-map', `${2 * renditionFiles.length + k}:s:0`, `-metadata:s:s:${k}`, `language=${c.lang}`]);
  return ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...inputs, ...maps, ...subtitles, '-c:v', 'copy', '-c:a', 'copy', '-c:s', 'mov_text', '-f', 'mp4', out];
}

const newerThan = (file: string, inputs: readonly string[]) =>
  existsSync(file) && inputs.every((input) => statSync(input).mtimeMs <= statSync(file).mtimeMs);

/**
 * The demo as one file that ffmpeg can loop for ever and copy into a live ladder: each rendition's init and
 * segments concatenated (a fragmented MP4), then all of them and the captions joined and cut to whole loops, a
 * second's work. Kept in `cacheDir` and made again only when the demo changes.
 */
export async function prepareDemoSource(cacheDir: string, demoFolder = DEMO_FOLDER): Promise<DemoSource> {
  const master = readMasterPlaylist(readFileSync(join(demoFolder, 'master.m3u8'), 'utf8'));
  const ladder = ladderFromMaster(master);
  // Named for the cut: a cache made before the loop was cut whole is made again.
  const file = join(cacheDir, 'demo-looped.mp4');
  const captionFiles = ladder.captions.map((c) => ({ lang: c.lang, file: join(demoFolder, 'subs', `${c.lang}.vtt`) }));
  const parts = master.variants.map((v) => renditionParts(demoFolder, v.uri));
  if (newerThan(file, [join(demoFolder, 'master.m3u8'), ...parts.flat(), ...captionFiles.map((c) => c.file)])) return { file, ladder };
  // Per process: `npm start` and a test run may both find the cache stale and make it at once.
  const work = join(cacheDir, `demo-parts-${process.pid}`);
  mkdirSync(work, { recursive: true });
  try {
    const joined = parts.map((files, i) => {
      const path = join(work, `v${i}.mp4`);
      writeFileSync(path, Buffer.concat(files.map((f) => readFileSync(f))));
      return path;
    });
    const part = join(work, 'demo.mp4');
    // The renditions share one timeline; the largest's cut stands for them all.
    await runTool('ffmpeg', joinArgs(joined, captionFiles, part, await probeLoopCut(joined[0] ?? '')));
    renameSync(part, file);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return { file, ladder };
}
