/**
 * The player's one engine, free of any framework: the media source, sound (mute, level, ceiling, fade-in),
 * the timeline, captions, the playlist, the menu's actions and which are out of use, recentring, entering
 * and leaving VR, the flat view and the headset's gaze interface. The React Three Fiber and A-Frame
 * bindings draw its snapshot and forward input to it, and nothing else, so they behave the same.
 */
import { createViewState, recenterView, type ViewState } from '../controls/view-controls';
import { ApplauseTarget, type ApplauseFace, type PlayerApplause } from '../gaze/applause-target';
import { createGazeUi, type GazeTargetId, type GazeUi } from '../gaze/gaze-ui';
import { MoodPanel } from '../gaze/mood-panel';
import { WaitingPanel } from '../gaze/waiting-panel';
import { IDENTITY, type Quat } from '../gaze/math';
import { LiveMarker } from '../gaze/live-marker';
import { pictureAtRest } from '../gaze/resting-gaze';
import { isMenuActionDisabled, steppedVolume, type MenuAction } from '../gaze/menu-actions';
import type { MediaSourceHandle } from '../media/media-source';
import type { LevelChoice } from '../quality';
import type { XrVisibility } from '../session/xr-visibility';
import { createFade, type Fade } from './audio-fade';
import { CaptionChoice } from './caption-choice';
import { heldMedia } from './held-media';
import { endInHeadset } from './headset-end';
import { HeadsetStart } from './headset-start';
import { startMedia, watchPosition } from './player-media';
import { gazeHostOf, menuContext, runMenuAction } from './player-menu';
import { initialSnapshot, isRunning, nextEntry, sameNumber, withCeiling, withVolume } from './player-snapshot';
import { targetFace } from './target-face';
import type { CreatePlayerOptions, GazeTexts, PlayerSnapshot, PlaylistEntry, TargetFace, XrAdapter } from './player-types';

export type { CreatePlayerOptions };

export function createPlayer(options: CreatePlayerOptions): PlayerController {
  return new PlayerController(options);
}

export class PlayerController {
  /** Where a flat screen looks (drag, keys, zoom); bindings copy it to their camera. */
  readonly view: ViewState = createViewState();
  readonly gaze: GazeUi;
  /** The waiting room a site shows in the headset before a live concert's stream appears (waiting-panel.ts). */
  readonly waiting: WaitingPanel;
  /** The mood check a site shows in the headset before and after a concert (mood-panel.ts). */
  readonly mood: MoodPanel;
  /** The 'Applaud' target beside the menu button, while the site gives an applause handler (applause-target.ts). */
  readonly applauseTarget: ApplauseTarget;
  /** The 'Live' marker beside the menu button while a live stream plays (live-marker.ts). */
  readonly liveMarker = new LiveMarker({ live: () => this.snapshot.live, word: () => this.texts.live, onPlaced: (target) => this.gaze.caption.keepClearOf(target, 'live') });
  /** How the picture is turned in a headset (recentring), applied by the bindings to the sphere or layer. */
  picture: Quat = IDENTITY;
  private snapshot: PlayerSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly video: HTMLVideoElement;
  private media: MediaSourceHandle;
  private readonly captions: CaptionChoice;
  private readonly fade: Fade;
  private readonly videoEvents = new AbortController();
  private xr: XrAdapter | null = null;
  private texts: GazeTexts;
  private destroyed = false;
  /** Created with `hold`: the concert whose stream nothing loads until `startHeld` (null once started, or never held). */
  private heldId: string | null;
  /** When a concert entered with 'Enter VR' starts: once the person sees it, from its beginning. */
  private readonly headsetStart = new HeadsetStart(this);

  constructor(private readonly options: CreatePlayerOptions) {
    const entry = options.playlist.find((item) => item.id === options.startId) ?? options.playlist[0];
    if (!entry) throw new Error('createPlayer: the playlist is empty');
    this.texts = options.texts;
    const adopted = options.adopt?.(entry.src) ?? null;
    this.video = adopted?.video ?? document.createElement('video');
    this.fade = createFade({ ...options.fade, apply: (gain) => this.media?.setVolume(this.snapshot.audio.volume * gain) });
    // A stream started before the engine (the route's preload) is taken over as it is.
    this.heldId = options.hold === true && !adopted ? entry.id : null;
    this.media = adopted ?? (this.heldId ? heldMedia(this.video) : startMedia(this.video, entry, options));
    this.snapshot = initialSnapshot(options.playlist, entry, this.media, options.volumeCeiling ?? 1);
    this.listenTo(this.media);
    this.captions = new CaptionChoice({
      initial: options.captions ?? null,
      languages: options.captionLanguages ?? [],
      fetchText: options.fetchText,
      time: () => this.video.currentTime,
      current: () => this.snapshot.captions,
      publish: (captions) => this.update({ captions }),
      onChange: options.onCaptionsChange,
    });
    if (!this.heldId) this.captions.load(entry);
    this.gaze = createGazeUi(gazeHostOf(this), options.dwellMs);
    this.waiting = new WaitingPanel(options.dwellMs);
    this.mood = new MoodPanel(options.dwellMs);
    this.applauseTarget = new ApplauseTarget({ dwellMs: options.dwellMs, onPlaced: (target) => this.gaze.caption.keepClearOf(target) });
    watchPosition(this.video, () => this.onPosition(), this.videoEvents.signal);
    this.applyAudio();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): PlayerSnapshot => this.snapshot;

  /** Call inside the person's gesture where one exists: browsers let playback start only from one. */
  play(): void {
    this.headsetStart.started();
    this.fade.start();
    void this.media.play();
  }

  pause(): void {
    this.media.pause();
  }

  togglePlay(): void {
    if (isRunning(this.snapshot)) this.pause();
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

  /** The speed of play (1 is normal): a group session's follower nudges it a few percent to keep in step. */
  setPlaybackRate(rate: number): void {
    if (this.video.playbackRate !== rate) this.video.playbackRate = rate;
  }

  restart(): void {
    this.seek(0);
    if (!isRunning(this.snapshot)) this.play();
  }

  retry(): void {
    this.media.retry();
  }

  resume(): void {
    void this.media.resume();
  }

  /** A live concert: to the live edge, playing (the person's press on 'back to live'). */
  backToLive(): void {
    void this.media.backToLive();
  }

  /**
   * The stream a held player waited for has appeared: it loads and plays, faded in, on the same element, so a
   * headset's session goes on and shows it (the live edge: a live stream joins there), even if the person chose
   * another concert meanwhile.
   */
  startHeld(captions?: string | null): void {
    const id = this.heldId;
    if (id === null) return;
    this.heldId = null;
    // The caption choice made while waiting (on the page or in the headset) is the one the concert starts with.
    if (captions !== undefined) this.captions.set(captions);
    // A question the page asks first (holdStart) starts it when answered.
    this.choose(id, { start: !this.snapshot.pageHold });
  }

  /** After the headset's hold (HeadsetStart): a recording from its beginning, a live concert at its edge, faded in. */
  rejoin(): void {
    if (!this.snapshot.live) return this.restartFromBeginning();
    this.headsetStart.started();
    this.fade.start();
    this.backToLive();
  }

  /** The page holds the concert at its beginning (a question before it), or lets it start there (HeadsetStart). */
  holdStart(held: boolean): void {
    this.headsetStart.hold(held);
  }

  /** HeadsetStart's report: the page's hold began or ended (a press on play ends it too). */
  pageHoldChanged(pageHold: boolean): void {
    this.update({ pageHold });
  }

  private restartFromBeginning(): void {
    this.seek(0);
    this.play();
  }

  setLevel(choice: LevelChoice): void {
    this.media.setLevel(choice);
  }

  setMaxTextureSize(size: number): void {
    this.media.setMaxTextureSize(size);
  }

  setMuted(muted: boolean): void {
    this.update({ audio: { ...this.snapshot.audio, muted, chosen: true } });
    this.applyAudio();
  }

  setVolume(volume: number): void {
    this.update({ audio: withVolume(this.snapshot.audio, volume) });
    this.applyAudio();
  }

  stepVolume(direction: 1 | -1): void {
    const { audio } = this.snapshot;
    this.setVolume(steppedVolume(audio.muted ? 0 : audio.volume, direction, audio.ceiling));
  }

  setVolumeCeiling(ceiling: number): void {
    this.update({ audio: withCeiling(this.snapshot.audio, ceiling) });
    this.applyAudio();
  }

  setDwell(ms: number): void {
    this.gaze.setDwell(ms);
    this.waiting.setDwell(ms);
    this.mood.setDwell(ms);
    this.applauseTarget.setDwell(ms);
  }

  /** A headset's applause in a group session (null: no applause target, the default); given again when `ready` changes. */
  setApplause(applause: PlayerApplause | null): void {
    this.applauseTarget.set(applause);
  }

  /** How the applause target looks now, in the site's words. */
  applauseFace(): ApplauseFace {
    return this.applauseTarget.face(this.texts);
  }

  /**
   * What may change while a concert plays (the site's language, the accessibility preferences), applied
   * without starting it again; values that did not change are left alone.
   */
  configure({ texts, playlist, dwellMs, volumeCeiling }: Partial<Pick<CreatePlayerOptions, 'texts' | 'playlist' | 'dwellMs' | 'volumeCeiling'>>): void {
    if (texts && texts !== this.texts) this.setTexts(texts);
    if (playlist && playlist !== this.snapshot.playlist) this.setPlaylist(playlist);
    if (dwellMs !== undefined) this.setDwell(dwellMs);
    if (volumeCeiling !== undefined && volumeCeiling !== this.snapshot.audio.ceiling) this.setVolumeCeiling(volumeCeiling);
  }

  setTexts(texts: GazeTexts): void {
    this.texts = texts;
    this.emit();
  }

  setCaptions(lang: string | null): void {
    this.captions.set(lang);
  }

  toggleCaptions(): void {
    this.captions.toggle();
  }

  /** The same concerts under new titles (the site's language changed): what plays goes on playing. */
  setPlaylist(playlist: readonly PlaylistEntry[]): void {
    const entry = playlist.find((item) => item.id === this.snapshot.entry.id) ?? this.snapshot.entry;
    this.update({ playlist, entry, next: nextEntry(playlist, entry) });
  }

  /**
   * Plays another concert on the same element (and so the same texture or XR media layer). `start: false`
   * only prepares it (a group session starts every headset together, at a shared time).
   */
  choose(id: string, { start = true } = {}): void {
    const entry = this.snapshot.playlist.find((item) => item.id === id);
    if (!entry || this.destroyed) return;
    this.media.destroy();
    this.media = startMedia(this.video, entry, this.options, start && (this.options.autoplay ?? true));
    this.update({ entry, next: nextEntry(this.snapshot.playlist, entry), media: this.media, time: 0, duration: NaN });
    this.listenTo(this.media);
    this.captions.load(entry);
    this.applyAudio();
    if (start) this.play();
  }

  isDisabled(action: MenuAction): boolean {
    return isMenuActionDisabled(action, menuContext(this.snapshot));
  }

  act(action: MenuAction): void {
    if (!this.isDisabled(action)) runMenuAction(this, action);
  }

  /** How a gaze target looks now (icon, word, disabled), for both bindings to paint. */
  faceOf(id: GazeTargetId): TargetFace {
    return targetFace(id, { texts: this.texts, snapshot: this.snapshot, running: isRunning(this.snapshot), isDisabled: (action) => this.isDisabled(action) });
  }

  /** Flat screen: back to the front. Headset: the picture's front to the resting gaze, its horizon level (resting-gaze.ts). */
  recenter(): void {
    if (!this.snapshot.vr.active) return recenterView(this.view);
    this.picture = pictureAtRest(this.gaze.rest, this.gaze.headPose.quaternion);
    this.gaze.close();
    this.emit();
  }

  /** A group session leads this player (true) or lets it go (false): see MenuContext.following. */
  setFollowing(following: boolean): void {
    if (following !== this.snapshot.following) this.update({ following });
  }

  bindXr(adapter: XrAdapter | null): void {
    this.xr = adapter;
    this.update({ vr: { ...this.snapshot.vr, available: adapter !== null } });
  }

  /**
   * Inside the person's click: the sound and the session may only start from a gesture (the click's user
   * activation lets the concert start with sound later). The concert waits at its beginning until the session
   * is visible (`setXrVisibility`): what played on the page before is not what the resident should miss.
   */
  enterVr(): void {
    const xr = this.xr;
    if (!xr || this.snapshot.vr.active) return;
    // A headset in a group session (or waiting to join one) starts with the room, not when it enters VR.
    const hold = !this.snapshot.following && (this.options.autoplay ?? true);
    if (!this.headsetStart.enter(hold, () => xr.enter())) return;
    if (this.snapshot.audio.muted) this.setMuted(false);
  }

  exitVr(): void {
    void this.xr?.exit().catch(() => undefined);
  }

  /** The binding reports the session starting and ending. */
  setInVr(active: boolean): void {
    if (active === this.snapshot.vr.active) return;
    this.gaze.reset();
    this.picture = IDENTITY;
    this.headsetStart.sessionChanged(active);
    this.update({ vr: { ...this.snapshot.vr, active } });
  }

  /**
   * The binding reports the session's visibility (at its start and at every change). The first time the
   * person sees it, a concert entered with 'Enter VR' starts from its beginning; back from standby (the Quest
   * pauses media there) it goes on with what the person was watching.
   */
  setXrVisibility(visibility: XrVisibility): void {
    if (this.snapshot.vr.active) this.headsetStart.visibilityChanged(visibility);
  }

  destroy(): void {
    this.destroyed = true;
    this.captions.stop();
    this.fade.stop();
    this.videoEvents.abort();
    this.media.destroy();
    this.listeners.clear();
  }

  /** A media source's state so far, then its changes (its observers go with it when it is destroyed). */
  private listenTo(media: MediaSourceHandle): void {
    this.update({ state: media.state, error: media.error, levels: media.levelsInfo, live: media.live });
    media.subscribe({ onState: (state, error) => this.onState(state, error), onLevels: (levels) => this.update({ levels }), onLive: (live) => this.update({ live }) });
  }

  private onState(state: PlayerSnapshot['state'], error: PlayerSnapshot['error']): void {
    if (this.destroyed) return;
    const before = this.snapshot.state;
    this.update({ state, error });
    if (state === 'paused' || state === 'ended') this.fade.hold();
    // Any start from rest fades in: autoplay, a resume after standby, the next concert.
    if (state === 'playing' && before !== 'buffering' && before !== 'playing') this.fade.start();
    if (state !== 'ended' || !this.snapshot.vr.active) return;
    endInHeadset({
      playOn: this.options.playOnInHeadset === true,
      next: this.snapshot.next,
      offered: this.snapshot.playlist.length,
      alive: () => !this.destroyed,
      choose: (id) => this.choose(id),
      restart: () => this.restart(),
      openChooser: () => this.gaze.openChooser(0, { stays: true }),
    });
  }

  private onPosition(): void {
    const { currentTime, duration } = this.video;
    if (currentTime !== this.snapshot.time || !sameNumber(duration, this.snapshot.duration)) this.update({ time: currentTime, duration });
    this.captions.show();
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
