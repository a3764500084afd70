/**
 * What make-demo.sh prints at the end, from the pipeline's own stream.json of each demo stream: the
 * duration, the top rendition, and the loudness the pipeline measured after encoding (ebur128, integrated,
 * against its target). Exits 1 if a stream's loudness is more than 1 LU from its target.
 *
 *   npx jiti scripts/demo/report.ts public/media demo demo-stereo
 */
import { join } from 'node:path';
import { readManifest, type StreamManifest } from '../media/manifest';

/** EBU R128 allows ±1 LU around the target for programmes of this kind. */
export const LOUDNESS_TOLERANCE_LU = 1;

export interface DemoSummary {
  name: string;
  line: string;
  loudnessOk: boolean;
}

export function summarise(name: string, manifest: StreamManifest): DemoSummary {
  const top = manifest.renditions[0];
  const measured = manifest.audio.measuredAfter?.integrated;
  const target = manifest.audio.target.integrated;
  const loudnessOk = measured !== undefined && Math.abs(measured - target) <= LOUDNESS_TOLERANCE_LU;
  const loudness = measured === undefined ? 'not measured' : `${measured.toFixed(1)} LUFS integrated (target ${target}, ±${LOUDNESS_TOLERANCE_LU})`;
  const size = top ? `${top.width}×${top.height}` : 'none';
  const line = `${name}: ${manifest.duration.toFixed(1)} s, ${manifest.layout}, top rendition ${size} of ${manifest.renditions.length}, ${loudness}`;
  return { name, line, loudnessOk };
}

function main(folder: string | undefined, names: string[]) {
  if (!folder || names.length === 0) throw new Error('usage: report.ts <public/media> <stream>…');
  const summaries = names.map((name) => summarise(name, readManifest(join(folder, name, 'stream.json'))));
  for (const summary of summaries) console.log(`make-demo: ${summary.line}`);
  const off = summaries.filter((summary) => !summary.loudnessOk);
  if (off.length > 0) {
    console.error(`make-demo: loudness off target in ${off.map((summary) => summary.name).join(', ')}`);
    process.exit(1);
  }
}

if (process.argv[1]?.endsWith('report.ts')) main(process.argv[2], process.argv.slice(3));
