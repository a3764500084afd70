import { readFileSync, writeFileSync } from 'node:fs';
import { findBox, type Box } from '../mp4-boxes';
import { box, spliceInside, st3dBox, sv3dBox as productionSv3d, videoSampleEntryPath } from '../spherical-boxes';

/**
 * Writes Google's spatial-media metadata into a camera file, as a 360° camera or the Spatial Media Metadata
 * Injector does (V2 with the pipeline's own writer, ../spherical-boxes.ts; V1's XMP only here).
 * For tests: the file must have its moov after mdat (ffmpeg's default, no +faststart), so growing moov
 * moves no sample data and the chunk offsets stay right.
 */

export { box, st3dBox };

/** sv3d as a camera writes it (equirectangular, whole sphere), named as the test's. */
export const sv3dBox = () => productionSv3d('tutti test');

const SPHERICAL_V1_UUID = Buffer.from('ffcc8263f8554a938814587a02521fdd', 'hex');

/** Spherical Video V1: an XMP document in a uuid box of the video track. */
export function sphericalV1Box(stereoMode: string): Buffer {
  const xml =
    '<?xml version="1.0"?><rdf:SphericalVideo xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" ' +
    'xmlns:GSpherical="http://ns.google.com/videos/1.0/spherical/"><GSpherical:Spherical>true</GSpherical:Spherical>' +
    '<GSpherical:Stitched>true</GSpherical:Stitched><GSpherical:ProjectionType>equirectangular</GSpherical:ProjectionType>' +
    `<GSpherical:StereoMode>${stereoMode}</GSpherical:StereoMode></rdf:SphericalVideo>`;
  return box('uuid', SPHERICAL_V1_UUID, Buffer.from(xml, 'utf8'));
}

/** Inserts `extra` at the end of `inside` (the last of `ancestors`), growing every ancestor's 32-bit size. */
export function insertAtEnd(file: Buffer, ancestors: readonly Box[], extra: Buffer): Buffer {
  const inside = ancestors.at(-1);
  if (!inside) throw new Error('insertAtEnd: no box to insert into');
  return spliceInside(file, ancestors, inside.end, inside.end, extra);
}

/** The video track's boxes from moov down to its first sample entry, in a file whose moov follows mdat. */
function videoTrackPath(file: Buffer): Box[] {
  const moov = findBox(file, ['moov']);
  const mdat = findBox(file, ['mdat']);
  if (!moov || !mdat || moov.start < mdat.start) throw new Error('the MP4 needs its moov after mdat (no +faststart)');
  return videoSampleEntryPath(file);
}

/** Adds st3d (stereo mode) and sv3d (equirectangular) to the video sample entry of `path`, in place. */
export function injectSphericalV2(path: string, stereoMode: number): void {
  const file = readFileSync(path);
  writeFileSync(path, insertAtEnd(file, videoTrackPath(file), Buffer.concat([st3dBox(stereoMode), sv3dBox()])));
}

/** Adds the V1 XMP uuid box to the video track of `path`, in place. */
export function injectSphericalV1(path: string, stereoMode: string): void {
  const file = readFileSync(path);
  const [moov, trak] = videoTrackPath(file);
  if (!moov || !trak) throw new Error('the MP4 has no video track');
  writeFileSync(path, insertAtEnd(file, [moov, trak], sphericalV1Box(stereoMode)));
}
