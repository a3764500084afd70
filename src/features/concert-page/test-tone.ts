/*
 * The waiting room's sound check: a soft two-note chime (A4 then E5, sine waves, peaking near −20 dBFS, about
 * 1.6 s), made by the Web Audio API so nothing is downloaded. Care staff press it to set a headset's or a
 * tablet's volume before residents put them on: quiet enough never to startle, clear enough to judge.
 */

const NOTES = [
  { hz: 440, at: 0 },
  { hz: 659.25, at: 0.7 },
];
const NOTE_SECONDS = 0.8;
const PEAK_GAIN = 0.1;

/** Plays the chime; resolves true when it has ended, false where the browser has no Web Audio. */
export async function playTestTone(): Promise<boolean> {
  if (typeof AudioContext !== 'function') return false;
  const context = new AudioContext();
  try {
    await context.resume();
    const start = context.currentTime + 0.05;
    const ended = NOTES.map(({ hz, at }) => {
      const oscillator = new OscillatorNode(context, { type: 'sine', frequency: hz });
      const gain = new GainNode(context, { gain: 0 });
      // Soft attack and release: a click at the start or end would startle more than the tone itself.
      gain.gain.setValueAtTime(0, start + at);
      gain.gain.linearRampToValueAtTime(PEAK_GAIN, start + at + 0.08);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + at + NOTE_SECONDS);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + at);
      oscillator.stop(start + at + NOTE_SECONDS);
      return new Promise<void>((resolve) => oscillator.addEventListener('ended', () => resolve(), { once: true }));
    });
    await Promise.all(ended);
    return true;
  } finally {
    await context.close();
  }
}
