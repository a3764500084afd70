import type { Note } from '../score';

/**
 * Where a player's bow (or hand) is at a beat, from the notes they play: every note is one stroke, the
 * strokes alternate down and up, and a stroke eases in and out. Between phrases the bow rests mid-way.
 * Returns -1..1 along the bow (0 = the middle of the bow on the string).
 */
export function bowPosition(notes: readonly Note[], beat: number): number {
  let index = -1;
  for (let i = 0; i < notes.length && (notes[i]?.start ?? Infinity) <= beat + 1e-9; i++) index = i;
  const note = notes[index];
  if (!note) return 0;
  const held = Math.min(1, (beat - note.start) / Math.max(note.length, 0.25));
  const eased = 0.5 - 0.5 * Math.cos(Math.PI * held);
  // A note that ended long ago: the player has stopped (rests are not bowed).
  if (beat - note.start > note.length + 1.5) return 0;
  return index % 2 === 0 ? 1 - 2 * eased : -1 + 2 * eased;
}

/** A short dip (0..1) after each note's start, as a hand striking a key: fast down, slower back. */
export function strike(notes: readonly Note[], beat: number): number {
  let since = Infinity;
  for (const note of notes) if (note.start <= beat) since = Math.min(since, beat - note.start);
  return since === Infinity ? 0 : Math.exp(-since * 5) * Math.min(1, since * 20);
}
