import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en/player.json';
import type { PlayerErrorCode, PlayerState } from '@xr/react/labels';
import { statusKey } from './status-message';

const lookup = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);

describe('statusKey', () => {
  it('names each error code, and "other" when the code is missing', () => {
    expect(statusKey('error', 'network')).toBe('errors.network');
    expect(statusKey('error', 'unsupported')).toBe('errors.unsupported');
    expect(statusKey('error', null)).toBe('errors.other');
  });

  it('says loading, buffering and ended, and nothing while playing, paused, ready or idle', () => {
    expect(statusKey('loading', null)).toBe('status.loading');
    expect(statusKey('buffering', null)).toBe('status.buffering');
    expect(statusKey('ended', null)).toBe('status.ended');
    for (const state of ['playing', 'paused', 'ready', 'idle'] as const) expect(statusKey(state, null)).toBeNull();
  });

  it('points only at English texts that exist', () => {
    const states: PlayerState[] = ['idle', 'loading', 'ready', 'playing', 'paused', 'buffering', 'ended', 'error'];
    const codes: (PlayerErrorCode | null)[] = ['network', 'media', 'unsupported', 'other', null];
    for (const state of states) for (const code of codes) {
      const key = statusKey(state, code);
      if (key) expect(typeof lookup(key), key).toBe('string');
    }
  });
});
