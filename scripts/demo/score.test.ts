import { describe, expect, it } from 'vitest';
import { DURATION_SECONDS, END_BEAT, LINE_ORDER, MOTION_LOOP_BEATS, MOTION_PASS, PARTS, PASS, PASSES, motionNotes, pitchOf, secondsAt, type PartId } from './score';
import { bowPosition } from './scene/bowing';

const notesOf = (id: PartId) => PARTS.find((part) => part.id === id)?.notes ?? [];
/** The harmony over each beat of the ground bass, as pitch classes (D, A, Bm, F#m, G, D, G, A). */
const CHORD_TONES = [['D', 'F#', 'A'], ['A', 'C#', 'E'], ['B', 'D', 'F#'], ['F#', 'A', 'C#'], ['G', 'B', 'D'], ['D', 'F#', 'A'], ['G', 'B', 'D'], ['A', 'C#', 'E']].map((names) => names.map((name) => pitchOf(`${name}4`) % 12));

describe('the score', () => {
  it('lasts at least two minutes: twenty passes of the ground bass, then the closing chord', () => {
    expect(PASSES).toBe(20);
    expect(secondsAt(END_BEAT)).toBe(120);
    expect(DURATION_SECONDS).toBeGreaterThanOrEqual(120);
    expect(Math.max(...PARTS.flatMap((part) => part.notes.map((note) => secondsAt(note.start + note.length))))).toBeLessThanOrEqual(DURATION_SECONDS);
  });

  it('has the cello play the ground bass, one note a beat, in every pass', () => {
    const cello = notesOf('cello').filter((note) => note.start < END_BEAT);
    expect(cello).toHaveLength(PASSES * PASS);
    for (let pass = 1; pass < PASSES; pass++) {
      expect(cello.slice(pass * PASS, (pass + 1) * PASS).map((note) => note.pitch)).toEqual(cello.slice(0, PASS).map((note) => note.pitch));
    }
  });

  it('lets the violins enter a pass apart, each with the same lines (a canon)', () => {
    const lines = (id: PartId, from: number) => notesOf(id).filter((note) => note.start >= from * PASS && note.start < END_BEAT).map((note) => [note.start - from * PASS, note.pitch]);
    expect(notesOf('violin2')[0]?.start).toBe(PASS);
    expect(notesOf('violin3')[0]?.start).toBe(2 * PASS);
    expect(lines('violin2', 1)).toEqual(lines('violin1', 0).filter(([start = 0]) => start < END_BEAT - PASS));
    expect(lines('violin3', 2)).toEqual(lines('violin1', 0).filter(([start = 0]) => start < END_BEAT - 2 * PASS));
    expect(new Set(LINE_ORDER).size).toBeGreaterThanOrEqual(10); // the theme and at least nine variations
  });

  it('fits the harmony: every beat of every violin line starts on a note of its chord, or on a suspension that resolves to one within the beat', () => {
    for (const id of ['violin1', 'violin2', 'violin3'] as const) {
      for (let beat = 0; beat < END_BEAT; beat++) {
        const inBeat = notesOf(id).filter((n) => n.start >= beat && n.start < beat + 1);
        const chord = CHORD_TONES[beat % PASS] ?? [];
        if (inBeat.length > 0) expect(inBeat.slice(0, 2).some((n) => chord.includes(n.pitch % 12)), `${id} at beat ${beat}`).toBe(true);
      }
    }
  });
});

describe('the motion loop', () => {
  it('is one pass of the ground bass, in which every musician plays', () => {
    expect(MOTION_LOOP_BEATS).toBe(PASS);
    for (const part of PARTS) {
      const notes = motionNotes(part.id);
      expect(notes.length, part.id).toBeGreaterThan(0);
      expect(notes.every((note) => note.start >= 0 && note.start < MOTION_LOOP_BEATS)).toBe(true);
    }
    expect(motionNotes('violin3').map((note) => note.pitch)).toEqual(notesOf('violin3').filter((note) => note.start >= MOTION_PASS * PASS && note.start < (MOTION_PASS + 1) * PASS).map((note) => note.pitch));
  });

  it('keeps the cellist in time with the music at every repeat: the loop’s cello is the ground bass heard in every pass', () => {
    const loop = motionNotes('cello');
    for (let pass = 0; pass < PASSES; pass++) {
      const heard = notesOf('cello').filter((note) => note.start >= pass * PASS && note.start < (pass + 1) * PASS);
      expect(heard.map((note) => [note.start - pass * PASS, note.pitch])).toEqual(loop.map((note) => [note.start, note.pitch]));
    }
  });

  it('has no seam: every bow is where it began when the loop starts again', () => {
    for (const id of ['violin1', 'violin2', 'violin3', 'cello'] as const) {
      const notes = motionNotes(id);
      expect(notes.length % 2, id).toBe(0); // down and up strokes in pairs
      expect(bowPosition(notes, MOTION_LOOP_BEATS - 1e-6), id).toBeCloseTo(bowPosition(notes, 0), 3);
    }
  });
});
