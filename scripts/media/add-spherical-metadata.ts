/**
 * `npx jiti scripts/media/add-spherical-metadata.ts <stream folder> [--layout <layout>]`: writes Spherical
 * Video V2 boxes (st3d, sv3d) into the init segment of every rendition of an HLS folder made before the
 * pipeline wrote them itself (the bundled demos in public/media/), without re-encoding. The layout comes from
 * the folder's stream.json, else --layout. Running it again rewrites the same boxes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { readMasterPlaylist, readMediaPlaylist } from '../../xr/core/hls/m3u8/index.ts';
import { IngestError } from './errors';
import { readManifest } from './manifest';
import { LAYOUTS, type StreamLayout } from './spatial-metadata';
import { writeSphericalMetadata } from './spherical-boxes';

/** The init segment of each variant the master playlist lists. */
export function initSegments(folder: string): string[] {
  const read = (path: string) => readFileSync(join(folder, path), 'utf8');
  // URIs as written (no base): they are joined as file paths, which URL resolution would percent-encode.
  return readMasterPlaylist(read('master.m3u8')).variants.flatMap(({ uri }) => {
    const init = readMediaPlaylist(read(uri)).segments[0]?.map?.uri;
    return init ? [join(folder, dirname(uri), init)] : [];
  });
}

/** stream.json's layout (the pipeline's record) or the one given; both, and different, is a mistake. */
export function layoutOf(folder: string, option: string | undefined): StreamLayout {
  const manifest = join(folder, 'stream.json');
  const recorded = existsSync(manifest) ? readManifest(manifest).layout : undefined;
  const given = LAYOUTS.find((layout) => layout === option);
  if (option !== undefined && !given) throw new IngestError(`--layout must be one of ${LAYOUTS.join(', ')}`);
  if (recorded && given && recorded !== given) throw new IngestError(`${manifest} says the layout is ${recorded}, not ${given}.`);
  const layout = recorded ?? given;
  if (!layout) throw new IngestError(`${folder} has no stream.json: say the layout with --layout ${LAYOUTS.join('|')}.`);
  return layout;
}

export function addSphericalMetadata(folder: string, option?: string): { layout: StreamLayout; inits: string[] } {
  if (!existsSync(join(folder, 'master.m3u8'))) throw new IngestError(`${folder} has no master.m3u8.`);
  const layout = layoutOf(folder, option);
  const inits = initSegments(folder);
  if (inits.length === 0) throw new IngestError(`${folder} has no fMP4 renditions (no #EXT-X-MAP): nothing to mark.`);
  inits.forEach((init) => writeSphericalMetadata(init, layout));
  return { layout, inits };
}

function main(argv: readonly string[]): void {
  const { values, positionals } = parseArgs({ args: [...argv], options: { layout: { type: 'string' } }, allowPositionals: true });
  const [folder] = positionals;
  if (!folder || positionals.length > 1) throw new IngestError('Usage: npx jiti scripts/media/add-spherical-metadata.ts <stream folder> [--layout mono|top-bottom|side-by-side]');
  const { layout, inits } = addSphericalMetadata(folder, values.layout);
  console.log(`Spherical metadata (equirectangular, ${layout}) written into ${inits.map((init) => init.slice(folder.length + 1)).join(', ')}`);
}

if (process.argv[1]?.endsWith('add-spherical-metadata.ts')) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof IngestError)) throw error;
    console.error(`add-spherical-metadata: ${error.message}`);
    process.exit(1);
  }
}
