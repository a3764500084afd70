import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localNow, positionAt } from '@xr/core/sync';
import { Button } from '@/ui/button';
import { knownDuration, type HeadsetView } from '../headset-list';
import type { RoomCommand } from '../room-commands';
import type { RoomState } from '../session-messages';
import { clockTime } from './clock-time';

interface PlaybackControlsProps {
  room: RoomState;
  headsets: readonly HeadsetView[];
  disabled: boolean;
  command: (command: RoomCommand) => void;
}

const SKIP = 30;

/** Where the room is now, refreshed every second while it plays. */
function useRoomPosition(room: RoomState): number {
  const [now, setNow] = useState(localNow);
  useEffect(() => {
    if (room.playback.status !== 'playing') return;
    const timer = window.setInterval(() => setNow(localNow()), 1000);
    return () => window.clearInterval(timer);
  }, [room.playback]);
  return positionAt(room.playback, Math.max(now, localNow()));
}

/** A recording for everyone: start, pause and resume, skip, restart, and the position. */
export function PlaybackControls({ room, headsets, disabled, command }: PlaybackControlsProps) {
  const { t } = useTranslation('sessions');
  const { playback } = room;
  const duration = knownDuration(headsets);
  const position = Math.min(useRoomPosition(room), duration ?? Infinity);
  const started = playback.status === 'playing' || playback.status === 'paused';
  const starting = playback.status === 'playing' && playback.at > localNow();
  const seekTo = (seconds: number) => command({ type: 'seek', seconds: Math.min(Math.max(0, seconds), duration ?? seconds) });
  const statusKey = starting ? 'starting' : playback.status;
  return (
    <>
      <p role="status" className="text-lg font-semibold">
        {t(`lead.room.status.${statusKey}`)}
      </p>
      <div className="flex flex-wrap gap-3">
        {!started || playback.status === 'ended' ? (
          <Button disabled={disabled || !playback.concertId} onClick={() => command({ type: 'start' })}>
            {t('lead.room.start')}
          </Button>
        ) : playback.status === 'playing' ? (
          <Button disabled={disabled} onClick={() => command({ type: 'pause' })}>
            {t('lead.room.pause')}
          </Button>
        ) : (
          <Button disabled={disabled} onClick={() => command({ type: 'resume' })}>
            {t('lead.room.resume')}
          </Button>
        )}
        <Button variant="secondary" disabled={disabled || !started} onClick={() => seekTo(position - SKIP)}>
          {t('lead.room.back')}
        </Button>
        <Button variant="secondary" disabled={disabled || !started} onClick={() => seekTo(position + SKIP)}>
          {t('lead.room.ahead')}
        </Button>
        <Button variant="secondary" disabled={disabled || !started} onClick={() => command({ type: 'restart' })}>
          {t('lead.room.restart')}
        </Button>
      </div>
      <PositionControl position={position} duration={duration} disabled={disabled || !started} onSeek={seekTo} />
    </>
  );
}

function PositionControl({ position, duration, disabled, onSeek }: { position: number; duration: number | null; disabled: boolean; onSeek: (seconds: number) => void }) {
  const { t } = useTranslation('sessions');
  const id = useId();
  // Where the slider is held while dragged: the room seeks once, where it is let go.
  const [held, setHeld] = useState<number | null>(null);
  const release = () => {
    if (held !== null) onSeek(held);
    setHeld(null);
  };
  const text = duration ? t('lead.room.positionValue', { time: clockTime(position), duration: clockTime(duration) }) : t('lead.room.positionOnly', { time: clockTime(position) });
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-lg font-semibold">
        {t('lead.room.position')}: <output>{text}</output>
      </label>
      {duration !== null && (
        <input
          id={id}
          type="range"
          min={0}
          max={Math.floor(duration)}
          step={1}
          value={held ?? Math.floor(position)}
          aria-valuetext={text}
          disabled={disabled}
          onChange={(event) => setHeld(Number(event.target.value))}
          onPointerUp={release}
          onKeyUp={release}
          onBlur={release}
          className="h-11 w-full accent-brand-700"
        />
      )}
    </div>
  );
}
