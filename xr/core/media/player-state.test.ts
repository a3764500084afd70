import { describe, expect, it } from 'vitest';
import { transition, type PlayerEvent, type PlayerState } from './player-state';

const ev = (type: Exclude<PlayerEvent['type'], 'error'>): PlayerEvent => ({ type });
const failure: PlayerEvent = { type: 'error', code: 'network' };

const LEGAL: [PlayerState, PlayerEvent, PlayerState][] = [
  ['idle', ev('load'), 'loading'],
  ['loading', ev('canplay'), 'ready'],
  ['loading', ev('playing'), 'playing'],
  ['ready', ev('play'), 'playing'],
  ['ready', ev('playing'), 'playing'],
  ['ready', ev('waiting'), 'buffering'],
  ['playing', ev('pause'), 'paused'],
  ['playing', ev('waiting'), 'buffering'],
  ['playing', ev('ended'), 'ended'],
  ['buffering', ev('playing'), 'playing'],
  ['buffering', ev('pause'), 'paused'],
  ['buffering', ev('ended'), 'ended'],
  ['paused', ev('play'), 'playing'],
  ['paused', ev('playing'), 'playing'],
  ['paused', ev('ended'), 'ended'],
  ['ended', ev('play'), 'playing'],
  ['ended', ev('playing'), 'playing'],
  ['error', ev('retry'), 'loading'],
];

const ALL: PlayerState[] = ['idle', 'loading', 'ready', 'playing', 'paused', 'buffering', 'ended', 'error'];

describe('transition', () => {
  it.each(LEGAL)('%s --%o--> %s', (from, event, to) => {
    expect(transition(from, event)).toBe(to);
  });

  it.each(ALL.filter((s) => s !== 'idle'))('%s --error--> error', (from) => {
    expect(transition(from, failure)).toBe('error');
  });

  it.each(ALL)('%s --destroy--> idle', (from) => {
    expect(transition(from, ev('destroy'))).toBe('idle');
  });

  it('keeps the state on events that make no sense there', () => {
    expect(transition('idle', ev('play'))).toBe('idle');
    expect(transition('idle', failure)).toBe('idle');
    expect(transition('loading', ev('pause'))).toBe('loading');
    expect(transition('loading', ev('waiting'))).toBe('loading');
    expect(transition('playing', ev('load'))).toBe('playing');
    expect(transition('playing', ev('retry'))).toBe('playing');
    expect(transition('paused', ev('waiting'))).toBe('paused');
    expect(transition('buffering', ev('canplay'))).toBe('buffering');
    expect(transition('error', ev('play'))).toBe('error');
    expect(transition('error', ev('playing'))).toBe('error');
    expect(transition('ended', ev('pause'))).toBe('ended');
  });

  it('only leaves the error state through retry or destroy', () => {
    const others = (['load', 'canplay', 'play', 'pause', 'waiting', 'playing', 'ended'] as const).map(ev);
    for (const event of others) expect(transition('error', event)).toBe('error');
  });
});
