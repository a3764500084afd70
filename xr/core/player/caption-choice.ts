/**
 * The person's caption choice across concerts: whether they want captions and in which language, the
 * current concert's caption source, and the text to show. One concert's late answer never lands on the
 * next one's snapshot.
 */
import type { CaptionTrack } from '../captions';
import { createCaptionSource, defaultFetchText, pickCaptionLanguage, type CaptionSource, type FetchText } from './player-captions';
import type { PlayerCaptionsState, PlaylistEntry } from './player-types';

export const NO_CAPTIONS: PlayerCaptionsState = { tracks: [], lang: null, text: '' };

export interface CaptionChoiceOptions {
  /** The remembered choice: a language, or null for off. */
  initial: string | null;
  /** Languages to prefer when captions are turned on (the site's first). */
  languages: readonly string[];
  fetchText?: FetchText;
  /** The playback position, for the text showing now. */
  time: () => number;
  /** The state the snapshot shows now, and how to change it. */
  current: () => PlayerCaptionsState;
  publish: (captions: PlayerCaptionsState) => void;
  /** The person changed their choice (to persist it). */
  onChange?: (lang: string | null) => void;
}

export class CaptionChoice {
  /** The language last chosen, kept while captions are off so turning them on again brings it back. */
  private lastLang: string | null;
  /** Whether the person wants captions: carried to every concert that has some. */
  private wanted: boolean;
  private source: CaptionSource | null = null;
  private stopped = false;

  constructor(private readonly options: CaptionChoiceOptions) {
    this.lastLang = options.initial;
    this.wanted = options.initial !== null;
  }

  /** A new concert: none offered until its tracks are found, then the remembered choice applies. */
  load(entry: PlaylistEntry): void {
    const fetchText = this.options.fetchText ?? defaultFetchText;
    // A live stream's master playlist, when the page already has it, is where its subtitle renditions are read.
    const known = entry.live?.manifest?.() ?? null;
    const source = createCaptionSource(entry.src, entry.captions, known === null ? fetchText : (url) => (url === entry.src ? Promise.resolve(known) : fetchText(url)));
    this.source = source;
    this.options.publish(NO_CAPTIONS);
    void source.tracks().then((tracks) => this.found(source, tracks));
  }

  set(lang: string | null): void {
    if (lang) this.lastLang = lang;
    this.wanted = lang !== null;
    this.options.publish({ ...this.options.current(), lang, text: '' });
    this.options.onChange?.(lang);
    if (lang) this.loadCues(lang);
  }

  toggle(): void {
    const { tracks, lang } = this.options.current();
    this.set(lang ? null : this.preferred(tracks));
  }

  /** Shows the cue at the current position (called at each time update). */
  show(): void {
    const captions = this.options.current();
    const text = captions.lang && this.source ? this.source.textAt(captions.lang, this.options.time()) : '';
    if (text !== captions.text) this.options.publish({ ...captions, text });
  }

  stop(): void {
    this.stopped = true;
  }

  private found(source: CaptionSource, tracks: readonly CaptionTrack[]): void {
    if (source !== this.source || this.stopped) return;
    const lang = this.wanted && tracks.length ? this.preferred(tracks) : null;
    this.options.publish({ tracks, lang, text: '' });
    if (lang) this.loadCues(lang);
  }

  private loadCues(lang: string): void {
    const source = this.source;
    void source?.load(lang).then(() => {
      if (source === this.source && !this.stopped) this.show();
    });
  }

  private preferred(tracks: readonly CaptionTrack[]): string | null {
    return pickCaptionLanguage(tracks, [this.lastLang, ...this.options.languages]);
  }
}
