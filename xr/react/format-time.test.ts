import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time';

describe('formatTime', () => {
  it('shows minutes and two-digit seconds under an hour', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(5)).toBe('0:05');
    expect(formatTime(65)).toBe('1:05');
    expect(formatTime(180)).toBe('3:00');
    expect(formatTime(3599)).toBe('59:59');
  });

  it('adds hours, with two-digit minutes, from an hour on', () => {
    expect(formatTime(3600)).toBe('1:00:00');
    expect(formatTime(3723)).toBe('1:02:03');
  });

  it('rounds down, so the elapsed time never passes the total', () => {
    expect(formatTime(19.99)).toBe('0:19');
    expect(formatTime(0.4)).toBe('0:00');
  });

  it('reads 0:00 for an unknown, live or negative time', () => {
    for (const time of [Number.NaN, Number.POSITIVE_INFINITY, -3]) expect(formatTime(time), String(time)).toBe('0:00');
  });
});
