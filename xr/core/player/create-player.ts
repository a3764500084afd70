/**
 * The player's one engine, free of any framework: the media source, sound (mute, level, ceiling, fade-in),
 * the timeline, captions, the playlist, the menu's actions and which are out of use, recentring, entering
 * and leaving VR, the flat view and the headset's gaze interface. The React Three Fiber and A-Frame
 * bindings draw its snapshot and forward input to it, and nothing else, so they behave the same.
 */
import type { CaptionTrack } from '../captions';
import { createViewState, recenterView, type ViewState } from '../controls/view-controls';
import { createGazeUi, type GazeTargetId, type GazeUi } from '../gaze/gaze-ui';
import { fromYawPitchRoll, IDENTITY, yawPitchRollOf, type Quat } from '../gaze/math';
import { isMenuActionDisabled, SKIP_SECONDS, steppedVolume, type MenuAction } from '../gaze/menu-actions';
import { createMediaSource, type LevelsInfo, type MediaSourceHandle, type MediaSourceOptions } from '../media/media-source';
import type { LevelChoice } from '../quality';
import { createFade, type Fade, type FadeOptions } from './audio-fade';
import { createCaptionSource, defaultFetchText, pickCaptionLanguage, type CaptionSource, type FetchText } from './player-captions';
import { targetFace } from './target-face';
import type { GazeTexts, PlayerSnapshot, PlaylistEntry, TargetFace, XrAdapter } from './player-types';

export interface CreatePlayerOptions {
  /** At least one concert; the player starts on `startId` (default: the first). */
  playlist: readonly PlaylistEntry[];
  startId?: string;
  loop?: boolean;
  /** After a fatal error, try again by itself after this delay (unattended screens). */
  autoRetryMs?: number;
  texts: GazeTexts;
  /** How long a look at a headset target takes to act (an accessibility preference; default 1.5 s). */
  dwellMs?: number;
  /** The loudest the player may ever play, 0..1 (an accessibility preference). */
  volumeCeiling?: number;
  /** The remembered caption choice: a language, or null for off. */
  captions?: string | null;
  /** Languages to prefer when captions are turned on (the site's first). */
  captionLanguages?: readonly string[];
  onCaptionsChange?: (lang: string | null) => void;
  /** A media source already started for the first concert's `src` (the route's preload), if any. */
  adopt?: (src: string) => MediaSourceHandle | null;
  /** For tests: how media sources and caption files are made and read. */
  createMedia?: (options: MediaSourceOptions) => MediaSourceHandle;
  fetchText?: FetchText;
  fade?: Omit<FadeOptions, 'apply'>;
}

export type Player = ReturnType<typeof createPlayer>;

const NO_LEVELS: LevelsInfo = { levels: [], choice: 'auto', current: null };
const VIDEO_EVENTS = ['timeupdate', 'durationchange', 'loadedmetadata', 'seeked', 'emptied'] as const;

export function createPlayer(options: CreatePlayerOptions): PlayerController {
  return new PlayerController(options);
}

export class PlayerController {
  /** Where a flat screen looks (drag, keys, zoom); bindings copy it to their camera. */
  readonly view: ViewState = createViewState();
  readonly gaze: GazeUi;
  /** How the picture is turned in a headset (recentring), applied by the bindings to the sphere or layer. */
  picture: Quat = IDENTITY;
  private snapshot!: PlayerSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly video: HTMLVideoElement;
  private media: MediaSourceHandle;
  private captionSource: CaptionSource;
  private readonly fade: Fade;
  private readonly videoEvents = new AbortController();
  private xr: XrAdapter | null = null;
  private texts: GazeTexts;
  /** The language last chosen, kept while captions are off so turning them on again brings it back. */
  private lastCaptionLang: string | null;
  /** Whether the person wants captions: carried to every concert that has some. */
  private captionsWanted: boolean;
  private destroyed = false;
  private dwellMs: number | undefined;

  constructor(private readonly options: CreatePlayerOptions) {
    const entry = options.playlist.find((item) => item.id === options.startId) ?? options.playlist[0];
    if (!entry) throw new Error('createPlayer: the playlist is empty');
    this.texts = options.texts;
    this.dwellMs = options.dwellMs;
    this.lastCaptionLang = options.captions ?? null;
    this.captionsWanted = options.captions != null;
    const adopted = options.adopt?.(entry.src) ?? null;
    this.video = adopted?.video ?? document.createElement('video');
    this.fade = createFade({ ...options.fade, apply: (gain) => this.media?.setVolume(this.snapshot.audio.volume * gain) });
    this.media = adopted ?? this.startMedia(entry);
    this.snapshot = this.initialSnapshot(entry, this.media);
    if (adopted) this.listenToAdopted(adopted);
    this.captionSource = this.loadCaptions(entry);
    this.gaze = createGazeUi(
      { isDisabled: (action) => this.isDisabled(action), act: (action) => this.act(action), entries: () => this.snapshot.playlist, choose: (id) => this.choose(id) },
      options.dwellMs,
    );
    this.listenToVideo();
    this.applyAudio();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): PlayerSnapshot => this.snapshot;

  // --- Playback -------------------------------------------------------------------------------------

  /** Call inside the person's gesture where one exists: browsers let playback start only from one. */
  play(): void {
    this.fade.start();
    void this.media.play();
  }

  pause(): void {
    this.media.pause();
  }

  togglePlay(): void {
    if (this.isRunning()) this.pause();
    else this.play();
  }

  seek(seconds: number): void {
    const { duration } = this.snapshot;
    if (!Number.isFinite(duration)) return;
    this.video.currentTime = Math.min(Math.max(0, seconds), Math.max(0, duration - 0.25));
    this.update({ time: this.video.currentTime });
  }

  skip(seconds: number): void {
    this.seek(this.video.currentTime + seconds);
  }

  restart(): void {
    this.seek(0);
    if (!this.isRunning()) this.play();
  }

  retry(): void {
    this.media.retry();
  }

  resume(): void {
    void this.media.resume();
  }

  setLevel(choice: LevelChoice): void {
    this.media.setLevel(choice);
  }

  setMaxTextureSize(size: number): void {
    this.media.setMaxTextureSize(size);
  }

  // --- Sound ----------------------------------------------------------------------------------------

  setMuted(muted: boolean): void {
    this.update({ audio: { ...this.snapshot.audio, muted, chosen: true } });
    this.applyAudio();
  }

  setVolume(volume: number): void {
    const { audio } = this.snapshot;
    const level = Math.min(audio.ceiling, Math.max(0, volume));
    // Turning the sound up is asking to hear it.
    this.update({ audio: { ...audio, volume: level, muted: level > 0 ? false : audio.muted, chosen: level > 0 || audio.chosen } });
    this.applyAudio();
  }

  stepVolume(direction: 1 | -1): void {
    const { audio } = this.snapshot;
    this.setVolume(steppedVolume(audio.muted ? 0 : audio.volume, direction, audio.ceiling));
  }

  setVolumeCeiling(ceiling: number): void {
    const bounded = Math.min(1, Math.max(0, ceiling));
    const { audio } = this.snapshot;
    this.update({ audio: { ...audio, ceiling: bounded, volume: Math.min(audio.volume, bounded) } });
    this.applyAudio();
  }

  setDwell(ms: number): void {
    this.gaze.setDwell(ms);
  }

  /**
   * What may change while a concert plays (the site's language, the accessibility preferences), applied
   * without starting it again; values that did not change are left alone.
   */
  configure({ texts, playlist, dwellMs, volumeCeiling }: Partial<Pick<CreatePlayerOptions, 'texts' | 'playlist' | 'dwellMs' | 'volumeCeiling'>>): void {
    if (texts && texts !== this.texts) this.setTexts(texts);
    if (playlist && playlist !== this.snapshot.playlist) this.setPlaylist(playlist);
    if (dwellMs !== undefined && dwellMs !== this.dwellMs) {
      this.dwellMs = dwellMs;
      this.setDwell(dwellMs);
    }
    if (volumeCeiling !== undefined && volumeCeiling !== this.snapshot.audio.ceiling) this.setVolumeCeiling(volumeCeiling);
  }

  setTexts(texts: GazeTexts): void {
    this.texts = texts;
    this.emit();
  }

  // --- Captions -------------------------------------------------------------------------------------

  setCaptions(lang: string | null): void {
    if (lang) this.lastCaptionLang = lang;
    this.captionsWanted = lang !== null;
    this.update({ captions: { ...this.snapshot.captions, lang, text: '' } });
    this.options.onCaptionsChange?.(lang);
    if (lang) void this.captionSource.load(lang).then(() => this.showCaption());
  }

  toggleCaptions(): void {
    const { tracks, lang } = this.snapshot.captions;
    if (lang) return this.setCaptions(null);
    this.setCaptions(pickCaptionLanguage(tracks, [this.lastCaptionLang, ...(this.options.captionLanguages ?? [])]));
  }

  // --- The programme --------------------------------------------------------------------------------

  /** The same concerts under new titles (the site's language changed): what plays goes on playing. */
  setPlaylist(playlist: readonly PlaylistEntry[]): void {
    const entry = playlist.find((item) => item.id === this.snapshot.entry.id) ?? this.snapshot.entry;
    this.update({ playlist, entry, next: nextEntry(playlist, entry) });
  }

  /** Plays another concert on the same element (and so the same texture or XR media layer). */
  choose(id: string): void {
    const entry = this.snapshot.playlist.find((item) => item.id === id);
    if (!entry || this.destroyed) return;
    this.media.destroy();
    this.media = this.startMedia(entry);
    this.captionSource = this.loadCaptions(entry);
    // Until the new concert's captions are found, there are none to offer or show.
    const captions = { tracks: [], lang: null, text: '' };
    this.update({ entry, next: nextEntry(this.snapshot.playlist, entry), media: this.media, state: this.media.state, error: null, levels: NO_LEVELS, time: 0, duration: NaN, captions });
    this.applyAudio();
    this.play();
  }

  // --- The menu -------------------------------------------------------------------------------------

  isDisabled(action: MenuAction): boolean {
    const { state, audio, time, duration, captions, playlist, vr } = this.snapshot;
    return isMenuActionDisabled(action, {
      playable: state !== 'error' && state !== 'idle',
      volume: audio.muted ? 0 : audio.volume,
      ceiling: audio.ceiling,
      time,
      duration,
      hasCaptions: captions.tracks.length > 0,
      hasChoice: playlist.length > 1,
      inVr: vr.active,
    });
  }

  act(action: MenuAction): void {
    if (this.isDisabled(action)) return;
    const run: Record<MenuAction, () => void> = {
      'play-pause': () => this.togglePlay(),
      restart: () => this.restart(),
      'back-30': () => this.skip(-SKIP_SECONDS),
      'forward-30': () => this.skip(SKIP_SECONDS),
      'volume-down': () => this.stepVolume(-1),
      'volume-up': () => this.stepVolume(1),
      captions: () => this.toggleCaptions(),
      recenter: () => this.recenter(),
      'choose-concert': () => this.gaze.openChooser(),
      'exit-vr': () => this.exitVr(),
    };
    run[action]();
  }

  /** How a gaze target looks now (icon, word, disabled), for both bindings to paint. */
  faceOf(id: GazeTargetId): TargetFace {
    return targetFace(id, { texts: this.texts, snapshot: this.snapshot, running: this.isRunning(), isDisabled: (action) => this.isDisabled(action) });
  }

  // --- View and VR ----------------------------------------------------------------------------------

  /**
   * Flat screen: back to the front. Headset: the picture turns so its front is where the person looks and
   * its horizon is level with their eyes (a reclined head sees the stage ahead, not the ceiling).
   */
  recenter(): void {
    if (!this.snapshot.vr.active) return recenterView(this.view);
    // Where the person rests their gaze, not where they look at this moment (at the menu's Recenter item,
    // below it); the head's roll levels the horizon for a head lying on one side.
    const { yaw, pitch } = this.gaze.rest;
    const { roll } = yawPitchRollOf(this.gaze.headPose.quaternion);
    this.picture = fromYawPitchRoll(yaw, pitch, roll);
    this.gaze.close();
    this.emit();
  }

  bindXr(adapter: XrAdapter | null): void {
    this.xr = adapter;
    this.update({ vr: { ...this.snapshot.vr, available: adapter !== null } });
  }

  /** Inside the person's click: the sound and the session may only start from a gesture. */
  enterVr(): void {
    if (this.snapshot.audio.muted) this.setMuted(false);
    this.play();
    void this.xr?.enter().catch(() => undefined);
  }

  exitVr(): void {
    void this.xr?.exit().catch(() => undefined);
  }

  /** The binding reports the session starting and ending. */
  setInVr(active: boolean): void {
    if (active === this.snapshot.vr.active) return;
    this.gaze.reset();
    this.picture = IDENTITY;
    this.update({ vr: { ...this.snapshot.vr, active } });
  }

  destroy(): void {
    this.destroyed = true;
    this.fade.stop();
    this.videoEvents.abort();
    this.media.destroy();
    this.listeners.clear();
  }

  // --- Inside ---------------------------------------------------------------------------------------

  private isRunning(): boolean {
    return this.snapshot.state === 'playing' || this.snapshot.state === 'buffering';
  }

  private initialSnapshot(entry: PlaylistEntry, media: MediaSourceHandle): PlayerSnapshot {
    const { playlist, volumeCeiling = 1 } = this.options;
    return {
      media,
      entry,
      playlist,
      next: nextEntry(playlist, entry),
      state: media.state,
      error: media.error,
      levels: NO_LEVELS,
      time: 0,
      duration: NaN,
      audio: { muted: true, volume: Math.min(1, volumeCeiling), ceiling: volumeCeiling, chosen: false },
      captions: { tracks: [], lang: null, text: '' },
      vr: { available: false, active: false },
    };
  }

  private startMedia(entry: PlaylistEntry): MediaSourceHandle {
    const create = this.options.createMedia ?? createMediaSource;
    return create({
      video: this.video,
      src: entry.src,
      loop: this.options.loop ?? false,
      muted: true,
      autoplay: true,
      autoRetryMs: this.options.autoRetryMs,
      onState: (state, error) => this.onState(state, error),
      onLevels: (levels) => this.update({ levels }),
    });
  }

  /** A stream started before the engine (the route's preload): its state so far, then its changes. */
  private listenToAdopted(media: MediaSourceHandle): void {
    this.update({ levels: media.levelsInfo });
    const stop = media.subscribe({ onState: (state, error) => this.onState(state, error), onLevels: (levels) => this.update({ levels }) });
    this.videoEvents.signal.addEventListener('abort', stop);
  }

  private onState(state: PlayerSnapshot['state'], error: PlayerSnapshot['error']): void {
    // The media source reports its first state while it is being created, before the snapshot exists.
    if (this.destroyed || !this.snapshot) return;
    const before = this.snapshot.state;
    this.update({ state, error });
    if (state === 'paused' || state === 'ended') this.fade.hold();
    // Any start from rest fades in: autoplay, a resume after standby, the next concert.
    if (state === 'playing' && before !== 'buffering' && before !== 'playing') this.fade.start();
    // The end of a concert in a headset: the choice stays offered until the person makes one.
    if (state === 'ended' && this.snapshot.vr.active && this.snapshot.playlist.length > 1) this.gaze.openChooser(0, { stays: true });
  }

  private loadCaptions(entry: PlaylistEntry): CaptionSource {
    const source = createCaptionSource(entry.src, entry.captions, this.options.fetchText ?? defaultFetchText);
    void source.tracks().then((tracks) => this.captionsFound(source, tracks));
    return source;
  }

  private captionsFound(source: CaptionSource, tracks: readonly CaptionTrack[]): void {
    if (source !== this.captionSource || this.destroyed) return;
    // The remembered choice carries over to every concert that has captions in some language.
    const lang = this.captionsWanted && tracks.length ? pickCaptionLanguage(tracks, [this.lastCaptionLang, ...(this.options.captionLanguages ?? [])]) : null;
    this.update({ captions: { tracks, lang, text: '' } });
    if (lang) void source.load(lang).then(() => this.showCaption());
  }

  private showCaption(): void {
    const { lang, text } = this.snapshot.captions;
    const next = lang ? this.captionSource.textAt(lang, this.video.currentTime) : '';
    if (next !== text) this.update({ captions: { ...this.snapshot.captions, text: next } });
  }

  private listenToVideo(): void {
    const onTime = () => {
      const { currentTime, duration } = this.video;
      if (currentTime !== this.snapshot.time || !sameNumber(duration, this.snapshot.duration)) this.update({ time: currentTime, duration });
      this.showCaption();
    };
    for (const type of VIDEO_EVENTS) this.video.addEventListener(type, onTime, { signal: this.videoEvents.signal });
  }

  private applyAudio(): void {
    const { muted, volume } = this.snapshot.audio;
    this.media.setMuted(muted);
    this.media.setVolume(volume * this.fade.gain);
  }

  private update(change: Partial<PlayerSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

function nextEntry(playlist: readonly PlaylistEntry[], entry: PlaylistEntry): PlaylistEntry | null {
  if (playlist.length < 2) return null;
  const index = playlist.findIndex((item) => item.id === entry.id);
  return playlist[(index + 1) % playlist.length] ?? null;
}

const sameNumber = (a: number, b: number) => a === b || (Number.isNaN(a) && Number.isNaN(b));
