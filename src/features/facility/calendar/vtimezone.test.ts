import { describe, expect, it } from 'vitest';
import { isUnambiguousWallTime, localDateTime, utcOffsetSeconds, utcOffsetText, vtimezoneLines, zoneTransitions } from './vtimezone';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3600;

describe('utcOffsetSeconds', () => {
  it('reads the offset east of UTC at an instant, half and quarter hours included', () => {
    expect(utcOffsetSeconds('Europe/Amsterdam', at('2026-01-15T12:00:00Z'))).toBe(HOUR);
    expect(utcOffsetSeconds('Europe/Amsterdam', at('2026-07-15T12:00:00Z'))).toBe(2 * HOUR);
    expect(utcOffsetSeconds('Asia/Kolkata', at('2026-07-15T12:00:00Z'))).toBe(5.5 * HOUR);
    expect(utcOffsetSeconds('America/St_Johns', at('2026-01-15T12:00:00Z'))).toBe(-3.5 * HOUR);
    expect(utcOffsetSeconds('Asia/Kathmandu', at('2026-01-15T12:00:00Z'))).toBe(5.75 * HOUR);
    expect(utcOffsetSeconds('UTC', at('2026-01-15T12:00:00Z'))).toBe(0);
  });
});

describe('zoneTransitions', () => {
  it('finds each change to the second, northern and southern', () => {
    expect(zoneTransitions('Europe/Amsterdam', at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z'))).toEqual([
      { at: at('2026-03-29T01:00:00Z'), from: HOUR, to: 2 * HOUR },
      { at: at('2026-10-25T01:00:00Z'), from: 2 * HOUR, to: HOUR },
    ]);
    expect(zoneTransitions('Australia/Sydney', at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z'))).toEqual([
      { at: at('2026-04-04T16:00:00Z'), from: 11 * HOUR, to: 10 * HOUR },
      { at: at('2026-10-03T16:00:00Z'), from: 10 * HOUR, to: 11 * HOUR },
    ]);
    expect(zoneTransitions('America/St_Johns', at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z'))).toEqual([
      { at: at('2026-03-08T05:30:00Z'), from: -3.5 * HOUR, to: -2.5 * HOUR },
      { at: at('2026-11-01T04:30:00Z'), from: -2.5 * HOUR, to: -3.5 * HOUR },
    ]);
  });

  it('finds none where the clocks stay put', () => {
    for (const zone of ['UTC', 'Asia/Tokyo', 'Asia/Kolkata', 'America/Sao_Paulo']) {
      expect(zoneTransitions(zone, at('2025-01-01T00:00:00Z'), at('2028-01-01T00:00:00Z')), zone).toEqual([]);
    }
  });

  it('finds the change Brazil made in 2019, when it last left summer time', () => {
    expect(zoneTransitions('America/Sao_Paulo', at('2019-01-01T00:00:00Z'), at('2020-01-01T00:00:00Z'))).toEqual([
      { at: at('2019-02-17T02:00:00Z'), from: -2 * HOUR, to: -3 * HOUR },
    ]);
  });
});

describe('text forms', () => {
  it('writes wall times and offsets as RFC 5545 wants them', () => {
    expect(localDateTime(at('2026-10-25T00:30:00.900Z'), 2 * HOUR)).toBe('20261025T023000');
    expect(utcOffsetText(HOUR)).toBe('+0100');
    expect(utcOffsetText(-3.5 * HOUR)).toBe('-0330');
    expect(utcOffsetText(0)).toBe('+0000');
    expect(utcOffsetText(1172)).toBe('+001932');
  });
});

describe('isUnambiguousWallTime', () => {
  it('is false for both passes through the hour after clocks go back, true around it and in spring', () => {
    for (const iso of ['2026-10-25T00:00:00Z', '2026-10-25T00:59:59Z', '2026-10-25T01:00:00Z', '2026-10-25T01:59:59Z']) {
      expect(isUnambiguousWallTime('Europe/Amsterdam', at(iso)), iso).toBe(false);
    }
    for (const iso of ['2026-10-24T23:59:59Z', '2026-10-25T02:00:00Z', '2026-03-29T00:59:59Z', '2026-03-29T01:00:00Z']) {
      expect(isUnambiguousWallTime('Europe/Amsterdam', at(iso)), iso).toBe(true);
    }
    expect(isUnambiguousWallTime('UTC', at('2026-10-25T01:00:00Z'))).toBe(true);
  });
});

describe('vtimezoneLines', () => {
  it('starts with the offset in force, then one observance per change, DTSTART on the clock before it', () => {
    const lines = vtimezoneLines('Europe/Amsterdam', at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z'));
    expect(lines.join('\n')).toBe(
      [
        'BEGIN:VTIMEZONE', 'TZID:Europe/Amsterdam',
        'BEGIN:STANDARD', 'DTSTART:20260101T010000', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0100', 'END:STANDARD',
        'BEGIN:DAYLIGHT', 'DTSTART:20260329T020000', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0200', 'END:DAYLIGHT',
        'BEGIN:STANDARD', 'DTSTART:20261025T030000', 'TZOFFSETFROM:+0200', 'TZOFFSETTO:+0100', 'END:STANDARD',
        'END:VTIMEZONE',
      ].join('\n'),
    );
  });

  it('labels the southern summer DAYLIGHT', () => {
    const lines = vtimezoneLines('Australia/Sydney', at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z'));
    const kinds = lines.filter((line) => /^BEGIN:(STANDARD|DAYLIGHT)$/.test(line));
    expect(kinds).toEqual(['BEGIN:DAYLIGHT', 'BEGIN:STANDARD', 'BEGIN:DAYLIGHT']);
    expect(lines).toContain('DTSTART:20260405T030000');
  });

  it('gives a zone without changes one STANDARD', () => {
    for (const [zone, offset] of [['UTC', '+0000'], ['Asia/Tokyo', '+0900']] as const) {
      const lines = vtimezoneLines(zone, at('2026-01-01T00:00:00Z'), at('2028-01-01T00:00:00Z'));
      expect(lines.filter((line) => line.startsWith('BEGIN:')), zone).toEqual(['BEGIN:VTIMEZONE', 'BEGIN:STANDARD']);
      expect(lines).toContain(`TZOFFSETTO:${offset}`);
    }
  });
});
