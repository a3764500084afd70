/**
 * A tiny Standard MIDI File writer (format 0, one track): just what fluidsynth needs to play the demo's
 * score: tempo, program, controller and note events. Times are in ticks of PPQ per quarter note.
 */

export const PPQ = 480;

export type MidiEvent =
  | { tick: number; kind: 'tempo'; microsPerQuarter: number }
  | { tick: number; kind: 'program'; channel: number; program: number }
  | { tick: number; kind: 'control'; channel: number; controller: number; value: number }
  | { tick: number; kind: 'note-on' | 'note-off'; channel: number; pitch: number; velocity: number };

/** A number as a MIDI variable-length quantity: 7 bits a byte, most significant first, high bit = more follows. */
export function variableLength(value: number): number[] {
  if (!Number.isInteger(value) || value < 0 || value > 0x0fffffff) throw new RangeError(`not a MIDI length: ${value}`);
  const bytes = [value & 0x7f];
  for (let rest = value >> 7; rest > 0; rest >>= 7) bytes.unshift((rest & 0x7f) | 0x80);
  return bytes;
}

const byte7 = (value: number) => {
  if (!Number.isInteger(value) || value < 0 || value > 127) throw new RangeError(`not a 7-bit MIDI value: ${value}`);
  return value;
};

const channelOf = (channel: number) => {
  if (!Number.isInteger(channel) || channel < 0 || channel > 15) throw new RangeError(`not a MIDI channel: ${channel}`);
  return channel;
};

function eventBytes(event: MidiEvent): number[] {
  switch (event.kind) {
    case 'tempo': {
      const us = event.microsPerQuarter;
      return [0xff, 0x51, 0x03, (us >> 16) & 0xff, (us >> 8) & 0xff, us & 0xff];
    }
    case 'program':
      return [0xc0 | channelOf(event.channel), byte7(event.program)];
    case 'control':
      return [0xb0 | channelOf(event.channel), byte7(event.controller), byte7(event.value)];
    case 'note-on':
      return [0x90 | channelOf(event.channel), byte7(event.pitch), byte7(event.velocity)];
    case 'note-off':
      return [0x80 | channelOf(event.channel), byte7(event.pitch), byte7(event.velocity)];
  }
}

/** Order within a tick: set-up first, then note-offs before note-ons (a repeated pitch is released, then struck). */
const RANK: Record<MidiEvent['kind'], number> = { tempo: 0, program: 1, control: 2, 'note-off': 3, 'note-on': 4 };

/** The whole file: header chunk and one track chunk, events sorted by time, ended by End of Track. */
export function writeMidi(events: readonly MidiEvent[]): Uint8Array {
  const sorted = [...events].sort((a, b) => a.tick - b.tick || RANK[a.kind] - RANK[b.kind]);
  const track: number[] = [];
  let last = 0;
  for (const event of sorted) {
    if (!Number.isInteger(event.tick) || event.tick < 0) throw new RangeError(`not a tick: ${event.tick}`);
    track.push(...variableLength(event.tick - last), ...eventBytes(event));
    last = event.tick;
  }
  track.push(0x00, 0xff, 0x2f, 0x00);
  const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
  const header = [...Buffer.from('MThd'), ...u32(6), 0, 0, 0, 1, (PPQ >> 8) & 0xff, PPQ & 0xff];
  return Uint8Array.from([...header, ...Buffer.from('MTrk'), ...u32(track.length), ...track]);
}
