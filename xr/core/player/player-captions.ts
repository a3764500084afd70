/**
 * A concert's captions: which languages it has (side files, else the stream's subtitle renditions), the
 * cues of the chosen one, and the text showing at a given time. Loads nothing until captions are on.
 */
import { cueTextAt, findSubtitleTracks, loadTrackCues, textFetcher, type CaptionTrack, type Cue, type FetchText } from '../captions';

export type { FetchText };

export interface CaptionSource {
  /** The tracks of this concert (an empty list when it has none or they cannot be read). */
  tracks(): Promise<readonly CaptionTrack[]>;
  /** The text at `time` in `lang` ('' when none, or while that language still loads). */
  textAt(lang: string, time: number): string;
  /** Starts loading a language's cues; settles when they are there (or failed: then it shows nothing). */
  load(lang: string): Promise<void>;
}

/** The browser's fetch, looked up when called (tests and polyfills may replace it). */
export const defaultFetchText: FetchText = (url) => textFetcher((input, init) => fetch(input, init))(url);

export function createCaptionSource(src: string, sideFiles: readonly CaptionTrack[] | undefined, fetchText: FetchText): CaptionSource {
  const cues = new Map<string, readonly Cue[]>();
  const loading = new Map<string, Promise<void>>();
  let found: Promise<readonly CaptionTrack[]> | null = null;
  const tracks = (): Promise<readonly CaptionTrack[]> => {
    found ??= sideFiles?.length ? Promise.resolve(sideFiles) : /\.m3u8(\?|$)/.test(src) ? findSubtitleTracks(src, fetchText).catch(() => []) : Promise.resolve([]);
    return found;
  };
  return {
    tracks,
    textAt: (lang, time) => cueTextAt(cues.get(lang) ?? [], time),
    load(lang) {
      const pending = loading.get(lang);
      if (pending) return pending;
      const next = tracks()
        .then((all) => all.find((track) => track.lang === lang))
        .then((track) => (track ? loadTrackCues(track, fetchText) : []))
        .then(
          (list) => void cues.set(lang, list),
          () => void cues.set(lang, []),
        );
      loading.set(lang, next);
      return next;
    },
  };
}

/** The language to show when the person turns captions on: theirs if the concert has it, else the first. */
export function pickCaptionLanguage(tracks: readonly CaptionTrack[], wanted: readonly (string | null | undefined)[]): string | null {
  for (const lang of wanted) if (lang && tracks.some((track) => track.lang === lang)) return lang;
  return tracks[0]?.lang ?? null;
}
