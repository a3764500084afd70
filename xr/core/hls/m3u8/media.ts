import { parseAttributeList } from './attributes.ts';
import { M3u8Error } from './errors.ts';
import { integerOf, type PlaylistLine, type Tag } from './lines.ts';

/** A sub-range of a resource, in bytes (EXT-X-BYTERANGE, or BYTERANGE of EXT-X-MAP). */
export interface ByteRange {
  offset: number;
  length: number;
}

/** The init section (EXT-X-MAP) a segment needs before it: fMP4's `ftyp`+`moov`. */
export interface InitSection {
  uri: string;
  byteRange: ByteRange | null;
}

/** How a segment is encrypted (EXT-X-KEY); METHOD=NONE reads as no key at all. */
export interface SegmentKey {
  method: string;
  uri: string | null;
  iv: Uint8Array | null;
}

export interface Segment {
  uri: string;
  /** Seconds, from EXTINF. */
  duration: number;
  /** EXTINF's title after the comma ('' when none). */
  title: string;
  /** Media sequence number: EXT-X-MEDIA-SEQUENCE plus its place in the playlist. */
  sequence: number;
  /** An EXT-X-DISCONTINUITY stands before it. */
  discontinuity: boolean;
  /** EXT-X-DISCONTINUITY-SEQUENCE plus the discontinuities before it (hls.js's `cc`). */
  discontinuitySequence: number;
  /**
   * Wall-clock time of its first sample, ms since 1970: its own EXT-X-PROGRAM-DATE-TIME, or the nearest one
   * before it plus the durations between (RFC 8216 §4.3.2.6), or for the segments before the first date, that
   * date less their durations; null when the playlist has no date. As hls.js dates them.
   */
  programDateTime: number | null;
  byteRange: ByteRange | null;
  map: InitSection | null;
  key: SegmentKey | null;
}

export interface MediaPlaylist {
  kind: 'media';
  version: number | null;
  /** EXT-X-TARGETDURATION in seconds; required by the RFC, null when a playlist leaves it out anyway. */
  targetDuration: number | null;
  mediaSequence: number;
  discontinuitySequence: number;
  playlistType: 'VOD' | 'EVENT' | null;
  /** EXT-X-ENDLIST: no segment will be added (a finished recording, or a live stream that has ended). */
  ended: boolean;
  independentSegments: boolean;
  segments: Segment[];
  /** Every tag, in order, for what the fields above do not cover. */
  tags: Tag[];
}

/** `<length>[@<offset>]`; without an offset the range starts where the previous one ended (§4.3.2.2). */
function byteRangeOf(value: string, previousEnd: number): ByteRange | null {
  const match = /^(\d+)(?:@(\d+))?$/.exec(value.trim());
  if (!match) return null;
  return { length: Number(match[1]), offset: match[2] === undefined ? previousEnd : Number(match[2]) };
}

/** `#EXTINF:<duration>,[<title>]`; a missing comma is tolerated, a missing duration is not. */
function extinfOf(tag: Tag): { duration: number; title: string } {
  const comma = tag.value.indexOf(',');
  const number = (comma < 0 ? tag.value : tag.value.slice(0, comma)).trim();
  if (!/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(number)) {
    throw new M3u8Error('badTag', `Line ${tag.line}: #EXTINF:${tag.value} gives no duration in seconds.`);
  }
  return { duration: Number(number), title: comma < 0 ? '' : tag.value.slice(comma + 1).trim() };
}

/** What the tags before a URI line say about the segment it names; reset after each segment where the RFC says so. */
interface Pending {
  extinf: { duration: number; title: string } | null;
  discontinuity: boolean;
  date: number | null;
  byteRange: string | null;
}

const nothingPending = (): Pending => ({ extinf: null, discontinuity: false, date: null, byteRange: null });

class MediaReader {
  readonly playlist: MediaPlaylist = {
    kind: 'media', version: null, targetDuration: null, mediaSequence: 0, discontinuitySequence: 0,
    playlistType: null, ended: false, independentSegments: false, segments: [], tags: [],
  };
  #pending = nothingPending();
  #map: InitSection | null = null;
  #key: SegmentKey | null = null;
  #discontinuities = 0;
  #rangeEnd = 0;
  /** The last known date and the seconds of media since, to date the segments that bring none. */
  #clock: { date: number; since: number } | null = null;

  readonly resolve: (uri: string) => string;

  constructor(resolve: (uri: string) => string) {
    this.resolve = resolve;
  }

  tag(tag: Tag): void {
    this.playlist.tags.push(tag);
    const playlist = this.playlist;
    switch (tag.name) {
      case 'EXTINF': this.#pending.extinf = extinfOf(tag); break;
      case 'EXT-X-BYTERANGE': this.#pending.byteRange = tag.value; break;
      case 'EXT-X-DISCONTINUITY': this.#pending.discontinuity = true; break;
      case 'EXT-X-PROGRAM-DATE-TIME': this.#pending.date = dateOf(tag.value); break;
      case 'EXT-X-MAP': this.#map = this.#mapOf(tag.value); break;
      case 'EXT-X-KEY': this.#key = this.#keyOf(tag.value); break;
      case 'EXT-X-TARGETDURATION': playlist.targetDuration = integerOf(tag.value); break;
      case 'EXT-X-MEDIA-SEQUENCE': playlist.mediaSequence = integerOf(tag.value) ?? 0; break;
      case 'EXT-X-DISCONTINUITY-SEQUENCE': playlist.discontinuitySequence = integerOf(tag.value) ?? 0; break;
      case 'EXT-X-VERSION': playlist.version = integerOf(tag.value); break;
      case 'EXT-X-ENDLIST': playlist.ended = true; break;
      case 'EXT-X-INDEPENDENT-SEGMENTS': playlist.independentSegments = true; break;
      case 'EXT-X-PLAYLIST-TYPE': playlist.playlistType = tag.value === 'VOD' || tag.value === 'EVENT' ? tag.value : null; break;
    }
  }

  /** A URI line: a segment when an EXTINF came before it (one without is not a segment and is skipped). */
  uri(uri: string): void {
    const { extinf, discontinuity, date, byteRange } = this.#pending;
    this.#pending = nothingPending();
    if (!extinf) return;
    if (discontinuity) this.#discontinuities += 1;
    const range = byteRange === null ? null : byteRangeOf(byteRange, this.#rangeEnd);
    if (range) this.#rangeEnd = range.offset + range.length;
    this.playlist.segments.push({
      uri: this.resolve(uri),
      ...extinf,
      sequence: this.playlist.mediaSequence + this.playlist.segments.length,
      discontinuity,
      discontinuitySequence: this.playlist.discontinuitySequence + this.#discontinuities,
      programDateTime: this.#dateOf(date, extinf.duration),
      byteRange: range,
      map: this.#map,
      key: this.#key,
    });
  }

  #dateOf(own: number | null, duration: number): number | null {
    if (own !== null) this.#clock = { date: own, since: 0 };
    if (!this.#clock) return null;
    const date = this.#clock.date + this.#clock.since * 1000;
    this.#clock.since += duration;
    return date;
  }

  #mapOf(value: string): InitSection | null {
    const attributes = parseAttributeList(value);
    const uri = attributes.quoted('URI');
    const range = attributes.quoted('BYTERANGE');
    return uri === null ? null : { uri: this.resolve(uri), byteRange: range === null ? null : byteRangeOf(range, 0) };
  }

  #keyOf(value: string): SegmentKey | null {
    const attributes = parseAttributeList(value);
    const method = attributes.text('METHOD');
    if (method === null || method === 'NONE') return null;
    const uri = attributes.quoted('URI');
    return { method, uri: uri === null ? null : this.resolve(uri), iv: attributes.hex('IV') };
  }
}

function dateOf(value: string): number | null {
  const time = Date.parse(value.trim());
  return Number.isNaN(time) ? null : time;
}

/** The segments before the first dated one are dated back from it (a live window cut before its date tag). */
function dateBackwards(segments: Segment[]): void {
  const first = segments.findIndex((segment) => segment.programDateTime !== null);
  let date = segments[first]?.programDateTime ?? null;
  for (let i = first - 1; i >= 0 && date !== null; i -= 1) {
    const segment = segments[i] as Segment;
    date -= segment.duration * 1000;
    segment.programDateTime = date;
  }
}

/** A media playlist from its lines (see readPlaylist); URIs come resolved by `resolve`. */
export function mediaFromLines(lines: readonly PlaylistLine[], resolve: (uri: string) => string): MediaPlaylist {
  const reader = new MediaReader(resolve);
  for (const line of lines) {
    if (line.kind === 'tag') reader.tag(line.tag);
    else reader.uri(line.uri);
  }
  dateBackwards(reader.playlist.segments);
  return reader.playlist;
}
