/**
 * The demo's music: Johann Pachelbel's Canon in D (c. 1680–1706; Pachelbel died in 1706, so the work is in
 * the public domain everywhere), arranged here for three violins, cello and harpsichord as notes in code,
 * two minutes long. The cello plays the eight-note ground bass twenty times; the first violin states the
 * theme and then variations (Pachelbel's first five, then five written here), the second and third enter two
 * bars apart with the same lines, as in the canon. Then a final D major chord. This arrangement is part of
 * the project (MIT, like the code).
 *
 * Times are in beats (quarter notes). The scene (scene/players.ts) reads the same notes, so the musicians
 * bow and play in time with what is heard (see MOTION_PASS).
 */

/** Quarter notes a minute: one pass of the ground bass (two bars, 8 beats) lasts 6 s. */
export const TEMPO_BPM = 80;
export const SECONDS_PER_BEAT = 60 / TEMPO_BPM;

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

/** Beats in one pass of the ground bass: its two bars. Everything in the canon repeats on this unit. */
export const PASS = 8;
/** Passes of the ground bass before the closing chord: 20 × 6 s = 2 minutes of the canon. */
export const PASSES = 20;
const END = PASSES * PASS; // beat of the closing chord
export const END_BEAT = END;
/** The closing chord's length in beats, and the silence (with the hall's reverb) after it. */
const CLOSING_BEATS = 4;
/** Length of the whole video and sound: the canon, the closing chord, two seconds of reverb and fade. */
export const DURATION_SECONDS = (END + CLOSING_BEATS) * SECONDS_PER_BEAT + 2;

const GROUND = 'D3 A2 B2 F#2 G2 D2 G2 A2';
/** The harmony over each bass note (close position for the harpsichord's right hand). */
const CHORDS = ['F#4 A4 D5', 'E4 A4 C#5', 'D4 F#4 B4', 'C#4 F#4 A4', 'B3 D4 G4', 'A3 D4 F#4', 'B3 D4 G4', 'C#4 E4 A4'];

/**
 * The canon's melodic lines, each one pass long, as quarter notes (8), eighths (16) or sixteenths (32). The
 * first six follow Pachelbel's own (the first violin's bars 3–14); the rest are written here in his manner over
 * the same harmony (D, A, Bm, F#m, G, D, G, A), every beat starting on a note of its chord.
 */
const LINES = [
  'F#5 E5 D5 C#5 B4 A4 B4 C#5',
  'D5 C#5 B4 A4 G4 F#4 G4 E4',
  'D4 F#4 A4 G4 F#4 D4 F#4 E4 D4 B3 D4 A4 G4 B4 A4 G4',
  'F#4 D4 E4 C#5 D5 F#5 A5 A4 B4 G4 A4 F#4 D4 D5 D5 C#5',
  'D5 C#5 D5 D4 C#4 A4 E4 F#4 D4 D5 C#5 B4 C#5 F#5 A5 B5 G5 F#5 E5 G5 F#5 E5 D5 C#5 B4 A4 G4 F#4 E4 G4 F#4 E4',
  'D4 E4 F#4 G4 A4 E4 A4 G4 F#4 B4 A4 G4 A4 G4 F#4 E4 D4 B3 B4 C#5 D5 C#5 B4 A4 G4 F#4 E4 B4 A4 B4 A4 G4',
  'F#5 A5 B5 A5 G5 F#5 G5 A5',
  'D5 F#5 E5 C#5 D5 B4 C#5 A4 B4 D5 A4 F#4 G4 B4 A4 C#5',
  'D5 F#5 A5 F#5 E5 A5 C#6 A5 F#5 B5 D6 B5 C#5 F#5 A5 F#5 D5 G5 B5 G5 D5 F#5 A5 F#5 B4 D5 G5 D5 C#5 E5 A5 E5',
  'F#5 G5 A5 G5 F#5 E5 F#5 E5 D5 C#5 D5 A4 B4 D5 C#5 E5',
  'D5 C#5 B4 A4 B4 A4 B4 C#5',
] as const;

/**
 * Which line the first violin plays in each pass; the second and third play the same lines one and two passes
 * later (the canon). Pachelbel's opening, then the new variations, the busiest in the middle, and a return to
 * the first variation and the theme at the end.
 */
export const LINE_ORDER = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 3, 7, 2, 6, 8, 9, 1, 10, 0] as const;

const noteLength = (line: string) => PASS / line.split(' ').length;

/** A gentle arc over the piece: quiet at the start and the end, fullest two thirds of the way through. */
const swell = (pass: number) => Math.round(8 * Math.sin((Math.PI * pass) / PASSES));

/** One violin's canon: from pass `enters` on, the lines of LINE_ORDER in turn. */
function violin(enters: number, velocity: number): Note[] {
  return LINE_ORDER.flatMap((lineIndex, i) => {
    const pass = enters + i;
    const line = LINES[lineIndex];
    if (pass >= PASSES || line === undefined) return [];
    const length = noteLength(line);
    return run(pass * PASS, length, line, velocity + swell(pass) - (length < 0.5 ? 6 : 0));
  });
}

const closing = (names: string, velocity: number): Note[] => names.split(' ').map((name) => ({ start: END, length: CLOSING_BEATS, pitch: pitchOf(name), velocity }));

const passes = Array.from({ length: PASSES }, (_, pass) => pass);

export const PARTS: readonly Part[] = [
  { id: 'violin1', program: 40, pan: 30, volume: 100, notes: [...violin(0, 80), ...closing('F#5', 78)] },
  { id: 'violin2', program: 40, pan: 52, volume: 96, notes: [...violin(1, 76), ...closing('D5', 74)] },
  { id: 'violin3', program: 40, pan: 74, volume: 92, notes: [...violin(2, 74), ...closing('A4', 72)] },
  {
    id: 'cello',
    program: 42,
    pan: 96,
    volume: 100,
    notes: passes.flatMap((pass) => run(pass * PASS, 1, GROUND, 84 + swell(pass))).concat(closing('D2 D3', 82)),
  },
  {
    id: 'harpsichord',
    program: 6,
    pan: 64,
    volume: 84,
    notes: passes
      .flatMap((pass) => CHORDS.flatMap((chord, beat) => run(pass * PASS + beat, 0, chord, 60 + swell(pass)).map((note) => ({ ...note, length: 0.9 }))))
      .concat(closing('D4 F#4 A4 D5', 64)),
  },
];

/**
 * The rendered motion loop: the video repeats one pass (6 s) of the musicians playing, under the whole
 * piece. The cello's ground bass and the harpsichord's chords are the same in every pass, so the cellist
 * bows each bass note in time for the whole two minutes; the violins bow the lines of MOTION_PASS, where all
 * three play (quarters and eighths: an even number of strokes, so the bow is back where it began).
 */
export const MOTION_PASS = 2;
export const MOTION_LOOP_BEATS = PASS;

/** The notes a part plays in MOTION_PASS, moved to start at beat 0 of the loop. */
export function motionNotes(id: PartId): Note[] {
  const from = MOTION_PASS * PASS;
  const notes = PARTS.find((part) => part.id === id)?.notes ?? [];
  return notes.filter((note) => note.start >= from && note.start < from + PASS).map((note) => ({ ...note, start: note.start - from }));
}

/** Seconds from the start at a beat (one tempo throughout). */
export const secondsAt = (beat: number) => beat * SECONDS_PER_BEAT;
