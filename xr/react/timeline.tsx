import { useState, type KeyboardEvent } from 'react';
import type { PlayerController } from '../core/player';
import { SKIP_SECONDS } from '../core/gaze/menu-actions';
import { FOCUS_ON_DARK } from './focus-ring';
import { formatTime } from './format-time';
import type { Player360Labels } from './labels';

/** An arrow key moves this far: a second per press would take a minute to cross a minute of music. */
export const ARROW_STEP_SECONDS = 5;

interface TimelineProps {
  player: Pick<PlayerController, 'seek'>;
  time: number;
  /** NaN until known (shown disabled), Infinity for a live stream (nothing to show). */
  duration: number;
  disabled: boolean;
  labels: Pick<Player360Labels, 'timeline' | 'timeText'>;
}

/**
 * Where the concert is, and a native slider to move in it: elapsed and total as text, the same said as the
 * slider's value ("1:05 of 3:00"). Arrows move 5 s, Page Up/Down 30 s (the headset's skip), Home/End the ends.
 */
export function Timeline({ player, time, duration, disabled, labels }: TimelineProps) {
  // While the slider has focus, its spoken value changes only when the person moves it: a screen reader
  // would otherwise read the time out every second of the concert.
  const [spoken, setSpoken] = useState<string | null>(null);
  if (duration === Number.POSITIVE_INFINITY) return null;
  const known = Number.isFinite(duration) && duration > 0;
  const total = known ? duration : 0;
  const elapsed = formatTime(Math.min(time, total));
  const length = formatTime(total);
  const say = (seconds: number) => labels.timeText(formatTime(Math.min(seconds, total)), length);
  const seek = (seconds: number) => {
    player.seek(seconds);
    setSpoken(say(seconds));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const target = keyTarget(event.key, time, total);
    if (target === null) return;
    event.preventDefault();
    seek(target);
  };
  return (
    <div className="flex min-w-0 basis-full items-center gap-3 tabular-nums">
      <span aria-hidden="true">{elapsed}</span>
      <input
        type="range"
        min={0}
        max={total}
        step={1}
        value={Math.min(Math.floor(time), total)}
        aria-label={labels.timeline}
        aria-valuetext={spoken ?? labels.timeText(elapsed, length)}
        disabled={disabled || !known}
        onKeyDown={onKeyDown}
        onFocus={() => setSpoken(say(time))}
        onBlur={() => setSpoken(null)}
        onChange={(event) => seek(Number(event.target.value))}
        className={`h-11 min-w-0 flex-1 accent-amber-300 ${FOCUS_ON_DARK}`}
      />
      <span aria-hidden="true">{length}</span>
    </div>
  );
}

/** Where a key moves the position, or null for a key the slider leaves alone. */
export function keyTarget(key: string, time: number, duration: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return Math.max(0, time - ARROW_STEP_SECONDS);
    case 'ArrowRight':
    case 'ArrowUp':
      return Math.min(duration, time + ARROW_STEP_SECONDS);
    case 'PageDown':
      return Math.max(0, time - SKIP_SECONDS);
    case 'PageUp':
      return Math.min(duration, time + SKIP_SECONDS);
    case 'Home':
      return 0;
    case 'End':
      return duration;
    default:
      return null;
  }
}
