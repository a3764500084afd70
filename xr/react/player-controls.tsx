import type { LevelsInfo, MediaSourceHandle } from '../core/media/media-source';
import type { PlayerState } from '../core/media/player-state';
import { qualityLabel } from '../core/quality';
import { CONTROL_CLASSES, ControlButton } from './control-button';
import type { Player360Labels } from './labels';
import type { MotionControl } from './use-motion-control';
import type { PlayerAudio } from './use-player-audio';

export interface PlayerControlsProps {
  media: MediaSourceHandle | null;
  state: PlayerState;
  levels: LevelsInfo;
  labels: Player360Labels;
  audio: PlayerAudio;
  fullscreen: { supported: boolean; active: boolean; toggle: () => void };
  motion: Pick<MotionControl, 'available' | 'status' | 'toggle'>;
  /** Null where `immersive-vr` is not supported: no 'Enter VR' at all. */
  vr: { inSession: boolean; toggle: () => void } | null;
  /** Null for a mono source. */
  eyes: { inverted: boolean; toggle: () => void } | null;
  onRecenter: () => void;
}

/** The player's own HTML controls (over the picture on wide screens, under it on phones): every action is a labelled, keyboard-reachable control. */
export function PlayerControls({ media, state, levels, labels, audio, fullscreen, motion, vr, eyes, onRecenter }: PlayerControlsProps) {
  const running = state === 'playing' || state === 'buffering';
  const disabled = media === null || state === 'error';
  return (
    <div role="group" aria-label={labels.controls} className="flex flex-wrap items-center gap-2 bg-slate-950 p-2 text-white sm:absolute sm:inset-x-0 sm:bottom-0">
      <ControlButton
        icon={running ? 'pause' : 'play'}
        label={running ? labels.pause : labels.play}
        disabled={disabled}
        onClick={() => (running ? media?.pause() : void media?.play())}
      />
      <ControlButton icon={audio.muted ? 'soundOff' : 'soundOn'}
        label={audio.muted ? labels.unmute : labels.mute}
        disabled={disabled}
        onClick={() => audio.setMuted(!audio.muted)} />
      <input
        type="range"
        min={0}
        max={1}
        step={0.05}
        value={audio.volume}
        aria-label={labels.volume}
        disabled={disabled}
        onChange={(event) => audio.setVolume(Number(event.target.value))}
        className="h-11 w-24 accent-amber-300 focus-visible:outline-3 focus-visible:outline-amber-300 sm:w-32"
      />
      {levels.levels.length > 0 && (
        <select
          aria-label={labels.quality}
          value={String(levels.choice)}
          disabled={disabled}
          onChange={(event) => media?.setLevel(event.target.value === 'auto' ? 'auto' : Number(event.target.value))}
          className={`${CONTROL_CLASSES} px-2`}
        >
          <option value="auto">{labels.qualityAuto}</option>
          {levels.levels.map((level) => (
            <option key={level.index} value={String(level.index)}>
              {labels.qualityLevel(qualityLabel(level))}
            </option>
          ))}
        </select>
      )}
      <ControlButton icon="recenter" label={labels.recenter} onClick={onRecenter} />
      {motion.available && (
        <ControlButton icon="motion" label={labels.motionControl} aria-pressed={motion.status === 'on'} onClick={motion.toggle} />
      )}
      {eyes && <ControlButton icon="swapEyes" label={labels.swapEyes} aria-pressed={eyes.inverted} onClick={eyes.toggle} />}
      {vr && <ControlButton icon="headset" label={vr.inSession ? labels.exitVr : labels.enterVr} disabled={disabled} onClick={vr.toggle} />}
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

/** Why motion control is off again: said once by screen readers, shown until the person acts. */
function MotionNotice({ status, labels }: { status: MotionControl['status']; labels: Player360Labels }) {
  const message = status === 'denied' ? labels.motionDenied : status === 'unavailable' ? labels.motionUnavailable : '';
  return (
    <p role="status" className="w-full text-base text-amber-200 empty:hidden">
      {message}
    </p>
  );
}
