import { join } from 'node:path';
import { readManifest } from '../media/manifest.ts';
import { demoPackagerArgs } from './demo-args.ts';
import { DEMO_FOLDER, prepareDemoSource } from './demo-source.ts';
import { liveRoot } from './live-dir.ts';
import type { DemoOptions } from './live-options.ts';
import { type Packager, type PackagerOptions, startPackager } from './packager.ts';

/**
 * The bundled demo concert, live at /live/<name>/master.m3u8 until stopped. `resume` restarts the stream of
 * that name after its packager stopped (packager.ts): the same address, its timeline going on.
 */
export async function startDemoPackager(options: DemoOptions, root = liveRoot(), { resume }: Pick<PackagerOptions, 'resume'> = {}): Promise<Packager> {
  const source = await prepareDemoSource(join(root, '_sources'));
  const dir = join(root, options.name);
  const output = { dir, variants: source.ladder.variants.map((v) => v.name), captions: source.ladder.captions.map((c) => c.lang), windowSegments: options.window };
  const layout = readManifest(join(DEMO_FOLDER, 'stream.json')).layout;
  const args = demoPackagerArgs(source.file, { renditions: output.variants.length, captions: output.captions.length }, output);
  return startPackager({ dir, args, ladder: source.ladder, layout, resume });
}
