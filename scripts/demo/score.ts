/**
 * The demo's music: the opening of Johann Pachelbel's Canon in D (c. 1680–1706; Pachelbel died in 1706, so
 * the work is in the public domain everywhere), arranged here for three violins, cello and harpsichord as
 * notes in code. The cello plays the eight-note ground bass three times; the first violin states the
 * theme and two of its variations, the second and third enter two bars apart, as in the canon. Then a
 * final D major chord. This arrangement is part of the project (MIT, like the code).
 *
 * Times are in beats (quarter notes). The scene (scene/players.ts) reads the same notes, so the musicians
 * bow and play in time with what is heard.
 */

/** Quarter notes a minute. Three 8-beat passes and a 2.5-beat closing chord: 20 s with the fade. */
export const TEMPO_BPM = 80;
export const SECONDS_PER_BEAT = 60 / TEMPO_BPM;
/** Length of the whole video and sound. */
export const DURATION_SECONDS = 20;

export interface Note {
  /** Beat the note starts on. */
  start: number;
  /** Length in beats. */
  length: number;
  /** MIDI pitch (60 = middle C). */
  pitch: number;
  velocity: number;
}

export type PartId = 'violin1' | 'violin2' | 'violin3' | 'cello' | 'harpsichord';

export interface Part {
  id: PartId;
  /** General MIDI program (0-based): 40 violin, 42 cello, 6 harpsichord. */
  program: number;
  /** Stereo position 0 (left) .. 127 (right), as the players sit on the stage seen from the stalls. */
  pan: number;
  /** Channel volume (CC 7). */
  volume: number;
  notes: Note[];
}

const STEPS: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** 'F#5' → 78: a letter, an optional # or b, and the octave (C4 = middle C = 60). */
export function pitchOf(name: string): number {
  const match = /^([A-G])([#b]?)(-?\d)$/.exec(name);
  const step = match?.[1] === undefined ? undefined : STEPS[match[1]];
  if (!match || step === undefined) throw new Error(`not a note name: ${name}`);
  const accidental = match[2] === '#' ? 1 : match[2] === 'b' ? -1 : 0;
  return 12 * (Number(match[3]) + 1) + step + accidental;
}

/** A run of equal notes from `start`, `length` beats each, slightly detached (bowed, not slurred). */
function run(start: number, length: number, names: string, velocity: number): Note[] {
  return names.split(' ').map((name, i) => ({ start: start + i * length, length: length * 0.92, pitch: pitchOf(name), velocity }));
}

const PASS = 8; // beats: the ground bass's two bars
const END = 3 * PASS; // beat of the closing chord
export const END_BEAT = END;

const GROUND = 'D3 A2 B2 F#2 G2 D2 G2 A2';
/** The harmony over each bass note (close position for the harpsichord's right hand). */
const CHORDS = ['F#4 A4 D5', 'E4 A4 C#5', 'D4 F#4 B4', 'C#4 F#4 A4', 'B3 D4 G4', 'A3 D4 F#4', 'B3 D4 G4', 'C#4 E4 A4'];
/** The theme and its first two variations (Pachelbel's own, bars 3–8 of the first violin). */
const THEME = 'F#5 E5 D5 C#5 B4 A4 B4 C#5';
const VARIATION_1 = 'D5 C#5 B4 A4 G4 F#4 G4 E4';
const VARIATION_2 = 'D4 F#4 A4 G4 F#4 D4 F#4 E4 D4 B3 D4 A4 G4 B4 A4 G4';

/** One violin's canon: the theme from `enters`, then the variations for as long as there is room. */
function violin(enters: number, velocity: number): Note[] {
  const lines = [
    (at: number) => run(at, 1, THEME, velocity),
    (at: number) => run(at, 1, VARIATION_1, velocity - 4),
    (at: number) => run(at, 0.5, VARIATION_2, velocity - 8),
  ];
  return lines.flatMap((line, i) => (enters + i * PASS < END ? line(enters + i * PASS) : []));
}

const closing = (names: string, velocity: number): Note[] => names.split(' ').map((name) => ({ start: END, length: 2.5, pitch: pitchOf(name), velocity }));

export const PARTS: readonly Part[] = [
  { id: 'violin1', program: 40, pan: 30, volume: 100, notes: [...violin(0, 84), ...closing('F#5', 78)] },
  { id: 'violin2', program: 40, pan: 52, volume: 96, notes: [...violin(PASS, 80), ...closing('D5', 74)] },
  { id: 'violin3', program: 40, pan: 74, volume: 92, notes: [...violin(2 * PASS, 78), ...closing('A4', 72)] },
  {
    id: 'cello',
    program: 42,
    pan: 96,
    volume: 100,
    notes: [0, 1, 2].flatMap((pass) => run(pass * PASS, 1, GROUND, 86 + 3 * pass)).concat(closing('D2 D3', 82)),
  },
  {
    id: 'harpsichord',
    program: 6,
    pan: 64,
    volume: 84,
    notes: [0, 1, 2]
      .flatMap((pass) => CHORDS.flatMap((chord, beat) => run(pass * PASS + beat, 0, chord, 62).map((note) => ({ ...note, length: 0.9 }))))
      .concat(closing('D4 F#4 A4 D5', 64)),
  },
];

/** Seconds from the start at a beat (one tempo throughout). */
export const secondsAt = (beat: number) => beat * SECONDS_PER_BEAT;
