/**
 * A progress bar for ffmpeg's `-progress pipe:1` output (key=value lines, a block ending in
 * `progress=continue` or `progress=end`). On a terminal the bar redraws in place; elsewhere (CI logs, a file)
 * it prints a plain line every 10 %, since carriage returns make a log unreadable.
 */

export interface ProgressSample {
  /** Media time written so far, in seconds. */
  seconds?: number;
  speed?: string;
  done?: boolean;
}

/** One line of ffmpeg's progress output, or undefined for the keys not used here (and for "N/A" values). */
export function parseProgressLine(line: string): ProgressSample | undefined {
  const [key, value] = line.trim().split('=', 2);
  if (value === undefined) return undefined;
  // out_time_ms is microseconds too (an old ffmpeg misnomer); out_time_us is the honest name.
  if (key === 'out_time_us' || key === 'out_time_ms') {
    const micros = Number(value);
    return Number.isFinite(micros) ? { seconds: Math.max(0, micros / 1e6) } : undefined;
  }
  if (key === 'speed' && value.trim() !== 'N/A') return { speed: value.trim() };
  if (key === 'progress') return { done: value.trim() === 'end' };
  return undefined;
}

/** A fraction 0..1 of the expected duration. */
export function fractionDone(seconds: number, duration: number): number {
  return duration > 0 ? Math.min(1, Math.max(0, seconds / duration)) : 0;
}

const BAR_WIDTH = 30;

/** `[#########.....................]  30%` */
export function renderBar(fraction: number, width = BAR_WIDTH): string {
  const filled = Math.round(fraction * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.floor(fraction * 100)).padStart(3)}%`;
}

/** "  about 1:05 left" from ffmpeg's speed (media seconds per wall-clock second), once it means something. */
export function eta(fraction: number, duration: number, speed: string): string {
  const rate = Number.parseFloat(speed);
  if (!(rate > 0.01) || fraction <= 0 || fraction >= 1) return '';
  const seconds = Math.round(((1 - fraction) * duration) / rate);
  return `  about ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} left`;
}

/** Where the reporter writes: a TTY redraws in place. */
export interface ProgressOutput {
  isTTY?: boolean;
  write(text: string): unknown;
}

export interface ProgressReporter {
  onLine(line: string): void;
  finish(): void;
}

/** Plain output prints at these steps. */
const PLAIN_STEP = 0.1;

export function createProgress(label: string, duration: number, out: ProgressOutput = process.stdout): ProgressReporter {
  let fraction = 0;
  let speed = '';
  let printedStep = -1;
  let finished = false;
  const draw = () => {
    if (out.isTTY) out.write(`\r${label} ${renderBar(fraction)}${speed ? `  ${speed}` : ''}${eta(fraction, duration, speed)}\u001b[K`);
    else {
      const step = Math.floor(fraction / PLAIN_STEP + 1e-9);
      if (step > printedStep) out.write(`${label}: ${Math.round(step * PLAIN_STEP * 100)}%\n`);
      printedStep = Math.max(printedStep, step);
    }
  };
  return {
    onLine(line) {
      const sample = parseProgressLine(line);
      if (!sample || finished) return;
      if (sample.seconds !== undefined) fraction = Math.max(fraction, fractionDone(sample.seconds, duration));
      if (sample.speed) speed = sample.speed;
      if (sample.done) fraction = 1;
      // `progress=` closes each block of key=value lines: draw once per block, with all of its values.
      if (sample.done !== undefined) draw();
    },
    finish() {
      if (finished) return;
      fraction = 1;
      draw();
      if (out.isTTY) out.write('\n');
      finished = true;
    },
  };
}

/** A reporter that prints nothing (library use, tests that do not look at progress). */
export const silentProgress = (): ProgressReporter => ({ onLine: () => undefined, finish: () => undefined });
