// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { loadLedSession, saveLedSession, type LedSession } from './led-session-store';

const led: LedSession = {
  id: '3b7a1c9e-5d2f-4a8b-9c6d-1e2f3a4b5c6d',
  code: 'K7M4PQ',
  expiresAt: '2026-12-01T22:00:00Z',
  concertId: 'demo',
  userId: 'user-1',
  facility: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
};
const before = Date.parse('2026-12-01T20:00:00Z');

describe('the session this device leads', () => {
  beforeEach(() => localStorage.clear());

  it('comes back after a reload with its facility, for the same person only', () => {
    saveLedSession(led);
    expect(loadLedSession('user-1', before)).toEqual(led);
    expect(loadLedSession('user-2', before)).toBeNull();
  });

  it('still loads as stored by a version that did not keep the facility', () => {
    const { facility: _none, ...older } = led;
    localStorage.setItem('group-session-led', JSON.stringify(older));
    expect(loadLedSession('user-1', before)).toEqual(older);
  });
});
