import { readMediaPlaylist, readPlaylist } from '../hls/m3u8';
import type { FetchText } from './fetch-text';
import { mapLimit } from './map-limit';
import { parseVtt, type Cue } from './parse-vtt';

/**
 * One caption language of a concert. `kind` 'hls' is a subtitle rendition of the stream (`src` is its media
 * playlist); 'vtt' is a side file (`src` is the .vtt itself).
 */
export interface CaptionTrack {
  /** BCP 47 language tag, as the playlist or the concert data says it ('und' when unknown). */
  lang: string;
  /** The name to offer in a menu: the playlist's NAME, which by convention is in its own language. */
  label: string;
  src: string;
  kind: 'hls' | 'vtt';
  /** DEFAULT=YES: the stream's author wants it on when the person has not chosen. */
  isDefault?: boolean;
  /** AUTOSELECT=YES: fine to pick by itself when it matches the person's language. */
  autoselect?: boolean;
}

/** Subtitle segments fetched at once: enough to load quickly, few enough to leave room for the video. */
const SEGMENT_FETCHES = 4;

/**
 * The subtitle renditions of a master playlist's text, in playlist order. A master may offer several subtitle
 * groups (one per set of variants): the one the first variant names is read. Forced renditions are left out:
 * they carry only the foreign-language parts of a programme, not captions a person would choose.
 */
export function subtitleTracksOf(master: string, masterUrl: string): CaptionTrack[] {
  const playlist = readPlaylist(master, masterUrl);
  // A media playlist given as the stream has no renditions to offer.
  if (playlist.kind !== 'master') return [];
  const renditions = playlist.renditions.filter((media) => media.type === 'SUBTITLES' && media.uri !== null && !media.forced);
  const named = playlist.variants
    .map((variant) => variant.subtitles)
    .find((group) => renditions.some((media) => media.groupId === group));
  const group = named ?? renditions[0]?.groupId;
  return renditions
    .filter((media) => media.groupId === group)
    .map((media) => {
      const lang = media.language || 'und';
      return {
        lang,
        label: media.name || lang,
        src: media.uri ?? '',
        kind: 'hls' as const,
        isDefault: media.isDefault,
        autoselect: media.autoselect,
      };
    });
}

/** The subtitle renditions (`#EXT-X-MEDIA:TYPE=SUBTITLES`) of the master playlist at `masterUrl`. */
export async function findSubtitleTracks(masterUrl: string, fetchText: FetchText): Promise<CaptionTrack[]> {
  return subtitleTracksOf(await fetchText(masterUrl), masterUrl);
}

/** Cues repeated in consecutive segments (the HLS spec allows a cue that spans both) are kept once. */
function withoutRepeats(cues: readonly Cue[]): Cue[] {
  const seen = new Set<string>();
  return cues.filter((cue) => {
    const key = `${cue.start}|${cue.end}|${cue.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Every cue of a track, sorted by start. A side file is fetched and parsed; a rendition's media playlist is read
 * and its WebVTT segments fetched (a few at a time) and joined. A playlist URI that turns out to name a WebVTT
 * file itself is read as one. Segments in other formats (IMSC in fMP4) are not read. Rejects if any fetch does.
 */
export async function loadTrackCues(track: CaptionTrack, fetchText: FetchText): Promise<Cue[]> {
  const text = await fetchText(track.src);
  if (track.kind === 'vtt' || /^\uFEFF?WEBVTT/.test(text)) return parseVtt(text);
  const segments = readMediaPlaylist(text, track.src).segments.map((segment) => segment.uri);
  const files = await mapLimit(segments, SEGMENT_FETCHES, fetchText);
  const cues = withoutRepeats(files.flatMap(parseVtt));
  return cues.sort((a, b) => a.start - b.start || a.end - b.end);
}
