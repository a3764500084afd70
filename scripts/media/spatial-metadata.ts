import { IngestError } from './errors';
import { childBoxes, FULL_BOX_HEADER, findAll, findBox, readMoov, sampleEntries, sampleEntryChildren, type Box } from './mp4-boxes';
import type { SideData } from './probe';

/** How a frame holds the 360° picture (the player's `layout`, the database's `stream_layout`). */
export const LAYOUTS = ['mono', 'top-bottom', 'side-by-side'] as const;
export type StreamLayout = (typeof LAYOUTS)[number];

/** What the file says about itself, from either generation of Google's spatial-media metadata. */
export interface SpatialMetadata {
  /** 'spherical-v2': sv3d/st3d boxes in the sample entry; 'spherical-v1': the XMP in a uuid box of the track. */
  origin: 'spherical-v2' | 'spherical-v1';
  projection: string | undefined;
  /** undefined when the file names no stereo mode (or one the player cannot show). */
  stereo: StreamLayout | undefined;
  /** The mode as written in the file, kept for the manifest ("top and bottom", "2", "left-right"...). */
  stereoRaw: string | undefined;
}

export type LayoutSource = 'option' | SpatialMetadata['origin'] | 'aspect-ratio';

export interface LayoutDecision {
  layout: StreamLayout;
  source: LayoutSource;
  /** Something the operator should check by eye (shown on the terminal, kept in the manifest). */
  warning?: string;
}

/** ffprobe's names for the AVStereo3DType values that the player can show. */
const FFPROBE_STEREO: Record<string, StreamLayout> = { '2D': 'mono', 'top and bottom': 'top-bottom', 'side by side': 'side-by-side' };

/** st3d's stereo_mode byte (Spherical Video V2 RFC): 0 mono, 1 top-bottom, 2 left-right. */
const ST3D_STEREO: Record<number, StreamLayout> = { 0: 'mono', 1: 'top-bottom', 2: 'side-by-side' };

/** Spherical Video V1's GSpherical:StereoMode values. */
const V1_STEREO: Record<string, StreamLayout> = { mono: 'mono', 'top-bottom': 'top-bottom', 'left-right': 'side-by-side' };

/** The V1 metadata's uuid box: ffcc8263-f855-4a93-8814-587a02521fdd. */
const SPHERICAL_V1_UUID = Buffer.from('ffcc8263f8554a938814587a02521fdd', 'hex');

/** ffprobe's reading of sv3d/st3d (the side data 'Spherical Mapping' and 'Stereo 3D'). */
export function fromSideData(sideData: readonly SideData[]): SpatialMetadata | undefined {
  const mapping = sideData.find((d) => d.side_data_type === 'Spherical Mapping');
  const stereo = sideData.find((d) => d.side_data_type === 'Stereo 3D');
  if (!mapping && !stereo) return undefined;
  // Without st3d a spherical video is monoscopic (Spherical Video V2 RFC), so ffprobe gives no 'Stereo 3D'.
  const layout = stereo?.type ? FFPROBE_STEREO[stereo.type] : 'mono';
  return { origin: 'spherical-v2', projection: mapping?.projection, stereo: layout, stereoRaw: stereo?.type };
}

/** Our own reading of the video track's boxes: V2 first (it supersedes V1), then V1's XMP. */
export function fromMoov(moov: Buffer): SpatialMetadata | undefined {
  const moovBox = findBox(moov, ['moov']);
  const trak = moovBox && findAll(moov, 'trak', moovBox).find((t) => handlerType(moov, t) === 'vide');
  if (!trak) return undefined;
  return fromSampleEntry(moov, trak) ?? fromV1Xmp(moov, trak);
}

function handlerType(buffer: Buffer, trak: Box): string | undefined {
  const hdlr = findBox(buffer, ['mdia', 'hdlr'], trak);
  // hdlr: version/flags (4), pre_defined (4), then the four-character handler type.
  return hdlr && hdlr.body + 12 <= hdlr.end ? buffer.toString('latin1', hdlr.body + 8, hdlr.body + 12) : undefined;
}

function fromSampleEntry(buffer: Buffer, trak: Box): SpatialMetadata | undefined {
  const stsd = findBox(buffer, ['mdia', 'minf', 'stbl', 'stsd'], trak);
  const entry = stsd && sampleEntries(buffer, stsd)[0];
  if (!entry) return undefined;
  const children = sampleEntryChildren(buffer, entry);
  const st3d = children.find((b) => b.type === 'st3d');
  const sv3d = children.find((b) => b.type === 'sv3d');
  if (!st3d && !sv3d) return undefined;
  const mode = st3d && st3d.body + FULL_BOX_HEADER < st3d.end ? buffer.readUInt8(st3d.body + FULL_BOX_HEADER) : undefined;
  const stereo = mode === undefined ? 'mono' : ST3D_STEREO[mode]; // no st3d: monoscopic, as above
  return { origin: 'spherical-v2', projection: sv3d && projectionOf(buffer, sv3d), stereo, stereoRaw: mode?.toString() };
}

/** sv3d > proj holds one of these (besides its prhd pose header). */
const PROJECTION_BOXES: Record<string, string> = { equi: 'equirectangular', cbmp: 'cubemap', mshp: 'mesh' };

function projectionOf(buffer: Buffer, sv3d: Box): string | undefined {
  const proj = findBox(buffer, ['proj'], sv3d);
  const box = proj && childBoxes(buffer, proj.body, proj.end).find((b) => b.type in PROJECTION_BOXES);
  return box && PROJECTION_BOXES[box.type];
}

function fromV1Xmp(buffer: Buffer, trak: Box): SpatialMetadata | undefined {
  const uuid = findAll(buffer, 'uuid', trak).find((b) => buffer.subarray(b.body, b.body + 16).equals(SPHERICAL_V1_UUID));
  if (!uuid) return undefined;
  const xml = buffer.toString('utf8', uuid.body + 16, uuid.end);
  const stereoRaw = xmpValue(xml, 'StereoMode');
  return { origin: 'spherical-v1', projection: xmpValue(xml, 'ProjectionType'), stereo: stereoRaw ? V1_STEREO[stereoRaw] : undefined, stereoRaw };
}

/** `<GSpherical:Name>value</…>` or the attribute form `GSpherical:Name="value"`. */
function xmpValue(xml: string, name: string): string | undefined {
  return new RegExp(`GSpherical:${name}(?:>|\\s*=\\s*")\\s*([^<"\\s]+)`).exec(xml)?.[1]?.toLowerCase();
}

/** ffprobe's side data when it has them (MP4 and MOV), else our box reader (also the only one that reads V1). */
export function readSpatialMetadata(path: string, container: string, sideData: readonly SideData[]): SpatialMetadata | undefined {
  const probed = fromSideData(sideData);
  if (probed?.stereo || !container.split(',').includes('mov')) return probed; // boxes only in MP4/MOV
  const moov = readMoov(path);
  return (moov && fromMoov(moov)) ?? probed;
}

/** Frame aspect ratios of two-to-one equirectangular eyes, alone, stacked or side by side. */
const ASPECT_GUESSES: ReadonlyArray<[number, StreamLayout]> = [[2, 'mono'], [1, 'top-bottom'], [4, 'side-by-side']];
const ASPECT_TOLERANCE = 0.1;

/** The option wins, then the file's own metadata, then a guess from the frame's shape. */
export function decideLayout(option: StreamLayout | undefined, metadata: SpatialMetadata | undefined, width: number, height: number): LayoutDecision {
  if (metadata?.projection && metadata.projection !== 'equirectangular') {
    throw new IngestError(`The video is in ${metadata.projection} projection; the player shows equirectangular 360° video. Export it as equirectangular from the camera's software.`);
  }
  if (option) return { layout: option, source: 'option' };
  if (metadata?.stereo) return { layout: metadata.stereo, source: metadata.origin };
  return guessFromAspect(width, height, metadata?.stereoRaw);
}

function guessFromAspect(width: number, height: number, unknownMode: string | undefined): LayoutDecision {
  const ratio = width / height;
  const match = ASPECT_GUESSES.find(([aspect]) => Math.abs(ratio / aspect - 1) <= ASPECT_TOLERANCE);
  const unknown = unknownMode ? ` The file names stereo mode "${unknownMode}", which the player cannot show.` : '';
  if (match) return { layout: match[1], source: 'aspect-ratio', ...(unknown ? { warning: unknown.trim() } : {}) };
  return {
    layout: 'mono',
    source: 'aspect-ratio',
    warning: `The frame is ${width}×${height} (${ratio.toFixed(2)}:1), not 2:1, 1:1 or 4:1: taken as mono, and it will look stretched on the sphere.${unknown} Pass --layout if this is wrong.`,
  };
}
