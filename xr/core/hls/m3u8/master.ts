import { parseAttributeList, type AttributeList, type Resolution } from './attributes.ts';
import { integerOf, type PlaylistLine, type Tag } from './lines.ts';

/** A variant stream (EXT-X-STREAM-INF and the URI line after it, RFC 8216 §4.3.4.2). */
export interface Variant {
  uri: string;
  /** Peak bits per second; required by the RFC, null when a playlist leaves it out anyway. */
  bandwidth: number | null;
  averageBandwidth: number | null;
  resolution: Resolution | null;
  frameRate: number | null;
  codecs: string[];
  /** The GROUP-IDs of the renditions it goes with (AUDIO, VIDEO, SUBTITLES, CLOSED-CAPTIONS attributes). */
  audio: string | null;
  video: string | null;
  subtitles: string | null;
  closedCaptions: string | null;
  attributes: AttributeList;
}

/** An I-frame-only variant (EXT-X-I-FRAME-STREAM-INF, §4.3.4.3): its URI is an attribute, not the next line. */
export interface IFrameVariant {
  uri: string;
  bandwidth: number | null;
  resolution: Resolution | null;
  attributes: AttributeList;
}

export type RenditionType = 'AUDIO' | 'VIDEO' | 'SUBTITLES' | 'CLOSED-CAPTIONS';

/** An alternative rendition (EXT-X-MEDIA, §4.3.4.1): an audio track, a subtitle language, captions in the video. */
export interface Rendition {
  type: RenditionType;
  groupId: string;
  name: string;
  language: string | null;
  /** Null for a rendition carried inside the variant's own media (muxed audio, CEA-608 captions). */
  uri: string | null;
  isDefault: boolean;
  autoselect: boolean;
  forced: boolean;
  characteristics: string[];
  attributes: AttributeList;
}

export interface MasterPlaylist {
  kind: 'master';
  version: number | null;
  independentSegments: boolean;
  variants: Variant[];
  iFrameVariants: IFrameVariant[];
  renditions: Rendition[];
  /** Every tag, in order, for what the fields above do not cover (session keys, content steering, defines). */
  tags: Tag[];
}

const RENDITION_TYPES: readonly RenditionType[] = ['AUDIO', 'VIDEO', 'SUBTITLES', 'CLOSED-CAPTIONS'];

function variantOf(attributes: AttributeList, uri: string): Variant {
  return {
    uri,
    bandwidth: attributes.integer('BANDWIDTH'),
    averageBandwidth: attributes.integer('AVERAGE-BANDWIDTH'),
    resolution: attributes.resolution('RESOLUTION'),
    frameRate: attributes.decimal('FRAME-RATE'),
    codecs: attributes.list('CODECS'),
    audio: attributes.quoted('AUDIO'),
    video: attributes.quoted('VIDEO'),
    subtitles: attributes.quoted('SUBTITLES'),
    // CLOSED-CAPTIONS=NONE (unquoted) says there are none.
    closedCaptions: attributes.quoted('CLOSED-CAPTIONS'),
    attributes,
  };
}

function renditionOf(attributes: AttributeList, resolve: (uri: string) => string): Rendition | null {
  const type = RENDITION_TYPES.find((known) => known === attributes.text('TYPE'));
  if (type === undefined) return null;
  const uri = attributes.quoted('URI');
  const language = attributes.quoted('LANGUAGE');
  return {
    type,
    groupId: attributes.quoted('GROUP-ID') ?? '',
    name: attributes.quoted('NAME') ?? language ?? '',
    language,
    uri: uri === null ? null : resolve(uri),
    isDefault: attributes.flag('DEFAULT'),
    autoselect: attributes.flag('AUTOSELECT'),
    forced: attributes.flag('FORCED'),
    characteristics: attributes.list('CHARACTERISTICS'),
    attributes,
  };
}

/**
 * A master playlist from its lines (see readPlaylist). A variant's URI is the next URI line after its
 * EXT-X-STREAM-INF; a variant with none (a truncated file) is left out. Renditions of an unknown TYPE are left
 * out. URIs come resolved by `resolve`.
 */
export function masterFromLines(lines: readonly PlaylistLine[], resolve: (uri: string) => string): MasterPlaylist {
  const playlist: MasterPlaylist = { kind: 'master', version: null, independentSegments: false, variants: [], iFrameVariants: [], renditions: [], tags: [] };
  let pending: AttributeList | null = null;
  for (const line of lines) {
    if (line.kind === 'uri') {
      if (pending) playlist.variants.push(variantOf(pending, resolve(line.uri)));
      pending = null;
      continue;
    }
    const { tag } = line;
    playlist.tags.push(tag);
    if (tag.name === 'EXT-X-STREAM-INF') pending = parseAttributeList(tag.value);
    else if (tag.name === 'EXT-X-MEDIA') {
      const rendition = renditionOf(parseAttributeList(tag.value), resolve);
      if (rendition) playlist.renditions.push(rendition);
    } else if (tag.name === 'EXT-X-I-FRAME-STREAM-INF') {
      const attributes = parseAttributeList(tag.value);
      const uri = attributes.quoted('URI');
      if (uri !== null) playlist.iFrameVariants.push({ uri: resolve(uri), bandwidth: attributes.integer('BANDWIDTH'), resolution: attributes.resolution('RESOLUTION'), attributes });
    } else if (tag.name === 'EXT-X-VERSION') playlist.version = integerOf(tag.value);
    else if (tag.name === 'EXT-X-INDEPENDENT-SEGMENTS') playlist.independentSegments = true;
  }
  return playlist;
}
