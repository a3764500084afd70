import { describe, expect, it } from 'vitest';
import { PPQ, variableLength, writeMidi } from './midi';
import { scoreEvents } from './make-music';
import { DURATION_SECONDS, SECONDS_PER_BEAT } from './score';

describe('the MIDI writer', () => {
  it('writes variable-length quantities as in the examples of the SMF specification', () => {
    expect(variableLength(0)).toEqual([0x00]);
    expect(variableLength(0x40)).toEqual([0x40]);
    expect(variableLength(0x7f)).toEqual([0x7f]);
    expect(variableLength(0x80)).toEqual([0x81, 0x00]);
    expect(variableLength(0x2000)).toEqual([0xc0, 0x00]);
    expect(variableLength(0x3fff)).toEqual([0xff, 0x7f]);
    expect(variableLength(0x0fffffff)).toEqual([0xff, 0xff, 0xff, 0x7f]);
    expect(() => variableLength(-1)).toThrow(RangeError);
  });

  it('writes a format 0 file: header, one track, delta times, note-off before note-on at the same tick', () => {
    const bytes = writeMidi([
      { tick: PPQ, kind: 'note-on', channel: 0, pitch: 60, velocity: 90 },
      { tick: 0, kind: 'note-on', channel: 0, pitch: 60, velocity: 80 },
      { tick: PPQ, kind: 'note-off', channel: 0, pitch: 60, velocity: 0 },
      { tick: 0, kind: 'tempo', microsPerQuarter: 750_000 },
    ]);
    const header = Buffer.from(bytes.subarray(0, 14));
    expect(header.toString('latin1', 0, 4)).toBe('MThd');
    expect([header.readUInt32BE(4), header.readUInt16BE(8), header.readUInt16BE(10), header.readUInt16BE(12)]).toEqual([6, 0, 1, PPQ]);
    const track = Buffer.from(bytes.subarray(14));
    expect(track.toString('latin1', 0, 4)).toBe('MTrk');
    expect(track.readUInt32BE(4)).toBe(track.length - 8);
    expect([...track.subarray(8)]).toEqual([
      0x00, 0xff, 0x51, 0x03, 0x0b, 0x71, 0xb0, // tempo 750 000 µs a quarter (80 bpm)
      0x00, 0x90, 60, 80,
      0x83, 0x60, 0x80, 60, 0, // 480 ticks later: the note-off first…
      0x00, 0x90, 60, 90, // …then the same pitch struck again
      0x00, 0xff, 0x2f, 0x00,
    ]);
  });

  it('refuses values MIDI cannot carry', () => {
    expect(() => writeMidi([{ tick: 0, kind: 'note-on', channel: 16, pitch: 60, velocity: 1 }])).toThrow(RangeError);
    expect(() => writeMidi([{ tick: 0, kind: 'note-on', channel: 0, pitch: 128, velocity: 1 }])).toThrow(RangeError);
  });

  it('plays the whole score: every note-on has its note-off, at least two minutes and within the demo’s length', () => {
    const events = scoreEvents();
    const on = events.filter((e) => e.kind === 'note-on').length;
    expect(on).toBeGreaterThan(1000);
    expect(events.filter((e) => e.kind === 'note-off').length).toBe(on);
    const lastTick = Math.max(...events.map((e) => e.tick));
    const lastSecond = (lastTick / PPQ) * SECONDS_PER_BEAT;
    expect(lastSecond).toBeGreaterThanOrEqual(120);
    expect(lastSecond).toBeLessThanOrEqual(DURATION_SECONDS);
    expect(writeMidi(events).length).toBeGreaterThan(1000);
  });
});
