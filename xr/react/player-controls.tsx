import { useRef } from 'react';
import { isRunning, type PlayerController, type PlayerSnapshot } from '../core/player';
import { qualityLabel } from '../core/quality';
import { CONTROL_CLASSES, ControlButton } from './control-button';
import { FOCUS_ON_DARK } from './focus-ring';
import { LiveBadge } from './live-badge';
import type { Player360Labels } from './labels';
import { Timeline } from './timeline';
import { useCoveredHeight } from './use-covered-height';
import { CORNER_GUTTER_CLASS, useCornerGutter } from './use-corner-gutter';
import type { MotionControl } from './use-motion-control';

/** What the controls ask of the engine: the flat screen's share of the headset menu's actions. */
export type ControlsPlayer = Pick<
  PlayerController,
  'togglePlay' | 'restart' | 'seek' | 'setMuted' | 'setVolume' | 'toggleCaptions' | 'setLevel' | 'isDisabled' | 'backToLive'
>;

export interface PlayerControlsProps {
  player: ControlsPlayer;
  snapshot: Pick<PlayerSnapshot, 'state' | 'time' | 'duration' | 'audio' | 'captions' | 'levels'> & Partial<Pick<PlayerSnapshot, 'following' | 'live'>>;
  labels: Player360Labels;
  fullscreen: { supported: boolean; active: boolean; toggle: () => void };
  motion: Pick<MotionControl, 'available' | 'status' | 'toggle'>;
  /** Null where `immersive-vr` is not supported: no 'Enter VR' at all. */
  vr: { inSession: boolean; toggle: () => void } | null;
  /** Null for a mono source. */
  eyes: { inverted: boolean; toggle: () => void } | null;
  onRecenter: () => void;
}

/**
 * The player's own HTML controls (over the picture on wide screens, under it on phones): the timeline on a
 * row of its own, then every action as a labelled, keyboard-reachable control of at least 44 px.
 */
export function PlayerControls({ player, snapshot, labels, fullscreen, motion, vr, eyes, onRecenter }: PlayerControlsProps) {
  const bar = useRef<HTMLDivElement>(null);
  const overlay = useCoveredHeight(bar);
  useCornerGutter(bar);
  const { state, time, duration, captions } = snapshot;
  const running = isRunning(snapshot);
  const failed = state === 'error';
  // In a group session the facilitator plays, pauses and seeks for the whole room.
  const led = snapshot.following === true;
  return (
    <div ref={bar} role="group" aria-label={labels.controls} className={`flex flex-wrap items-center gap-2 bg-slate-950 p-2 text-white ${CORNER_GUTTER_CLASS} ${overlay ? 'sm:absolute sm:inset-x-0 sm:bottom-0' : ''}`}>
      <Timeline player={player} time={time} duration={duration} disabled={failed || led} labels={labels} />
      <ControlButton icon={running ? 'pause' : 'play'} label={running ? labels.pause : labels.play} disabled={failed || led || player.isDisabled('play-pause')} onClick={() => player.togglePlay()} />
      <LiveBadge live={snapshot.live ?? null} labels={labels} disabled={failed || led} onBackToLive={() => player.backToLive()} />
      <ControlButton icon="restart" label={labels.restart} disabled={player.isDisabled('restart')} onClick={() => player.restart()} />
      <SoundControls player={player} audio={snapshot.audio} labels={labels} disabled={failed} />
      <ControlButton
        icon="captions"
        label={labels.captions}
        aria-pressed={captions.lang !== null}
        disabled={player.isDisabled('captions')}
        onClick={() => player.toggleCaptions()}
      />
      <QualitySelect player={player} levels={snapshot.levels} labels={labels} disabled={failed} />
      <ControlButton icon="recenter" label={labels.recenter} onClick={onRecenter} />
      {motion.available && (
        <ControlButton icon="motion" label={labels.motionControl} aria-pressed={motion.status === 'on'} onClick={motion.toggle} />
      )}
      {eyes && <ControlButton icon="swapEyes" label={labels.swapEyes} aria-pressed={eyes.inverted} onClick={eyes.toggle} />}
      {vr && <ControlButton icon="headset" label={vr.inSession ? labels.exitVr : labels.enterVr} disabled={failed} onClick={vr.toggle} />}
      {fullscreen.supported && (
        <ControlButton
          icon="fullscreen"
          label={fullscreen.active ? labels.exitFullscreen : labels.fullscreen}
          aria-pressed={fullscreen.active}
          onClick={fullscreen.toggle}
        />
      )}
      <MotionNotice status={motion.status} labels={labels} />
    </div>
  );
}

interface SoundControlsProps {
  player: Pick<PlayerController, 'setMuted' | 'setVolume'>;
  audio: PlayerSnapshot['audio'];
  labels: Player360Labels;
  disabled: boolean;
}

/** Mute and the level, whose slider ends at the person's volume ceiling (an accessibility preference). */
function SoundControls({ player, audio, labels, disabled }: SoundControlsProps) {
  return (
    <>
      <ControlButton
        icon={audio.muted ? 'soundOff' : 'soundOn'}
        label={audio.muted ? labels.unmute : labels.mute}
        disabled={disabled}
        onClick={() => player.setMuted(!audio.muted)}
      />
      <input
        type="range"
        min={0}
        max={audio.ceiling}
        step={0.05}
        value={audio.volume}
        aria-label={labels.volume}
        // Said as a percentage in the page's language, not as 0.35.
        aria-valuetext={new Intl.NumberFormat(document.documentElement.lang || undefined, { style: 'percent' }).format(audio.volume)}
        disabled={disabled}
        onChange={(event) => player.setVolume(Number(event.target.value))}
        className={`h-11 w-24 accent-amber-300 sm:w-32 ${FOCUS_ON_DARK}`}
      />
    </>
  );
}

interface QualitySelectProps {
  player: Pick<PlayerController, 'setLevel'>;
  levels: PlayerSnapshot['levels'];
  labels: Player360Labels;
  disabled: boolean;
}

/** The renditions, once the stream has listed them; 'Auto' lets the player pick by bandwidth. */
function QualitySelect({ player, levels, labels, disabled }: QualitySelectProps) {
  if (levels.levels.length === 0) return null;
  return (
    <select
      aria-label={labels.quality}
      value={String(levels.choice)}
      disabled={disabled}
      onChange={(event) => player.setLevel(event.target.value === 'auto' ? 'auto' : Number(event.target.value))}
      className={`${CONTROL_CLASSES} px-2`}
    >
      <option value="auto">{labels.qualityAuto}</option>
      {levels.levels.map((level) => (
        <option key={level.index} value={String(level.index)}>
          {labels.qualityLevel(qualityLabel(level))}
        </option>
      ))}
    </select>
  );
}

/** Why motion control is off again: said once by screen readers, shown until the person acts. */
function MotionNotice({ status, labels }: { status: MotionControl['status']; labels: Player360Labels }) {
  const message = status === 'denied' ? labels.motionDenied : status === 'unavailable' ? labels.motionUnavailable : '';
  return (
    <p role="status" className="w-full text-base text-amber-200 empty:hidden">
      {message}
    </p>
  );
}
