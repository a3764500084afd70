import { describe, expect, it } from 'vitest';
import { positionAt, START_LEAD_MS } from '@xr/core/sync';
import { applyRoomCommand, initialRoom, withLabels } from './room-commands';

const leader = { tab: 'tab-1', epoch: 1_000, name: 'Anna' };

describe('the room a facilitator leads', () => {
  it('prepares a chosen concert, starts it for everyone at a shared time ahead, and pauses where it is', () => {
    const chosen = applyRoomCommand(initialRoom(leader, null), { type: 'choose', concertId: 'demo' }, 2_000);
    expect(chosen.playback).toMatchObject({ concertId: 'demo', status: 'waiting', position: 0 });
    const started = applyRoomCommand(chosen, { type: 'start' }, 3_000);
    expect(started.playback).toMatchObject({ status: 'playing', position: 0, at: 3_000 + START_LEAD_MS });
    expect(started.playback.seq).toBeGreaterThan(chosen.playback.seq);
    const paused = applyRoomCommand(started, { type: 'pause' }, 3_000 + START_LEAD_MS + 10_000);
    expect(paused.playback.status).toBe('paused');
    expect(paused.playback.position).toBeCloseTo(10, 5);
  });

  it('does not start without a concert, and keeps the level between silence and full', () => {
    const room = initialRoom(leader, null);
    expect(applyRoomCommand(room, { type: 'start' }, 5_000)).toBe(room);
    expect(applyRoomCommand(room, { type: 'volume', volume: 1.4 }, 0).volume).toBe(1);
    expect(applyRoomCommand(room, { type: 'volume', volume: -1 }, 0).volume).toBe(0);
  });

  it('seeks to a later place for everyone, never before the start', () => {
    const playing = applyRoomCommand(initialRoom(leader, 'demo'), { type: 'start' }, 0);
    const sought = applyRoomCommand(playing, { type: 'seek', seconds: -5 }, 60_000);
    expect(positionAt(sought.playback, 60_000 + 30_000)).toBeGreaterThanOrEqual(0);
    const ahead = applyRoomCommand(playing, { type: 'seek', seconds: 90 }, 60_000);
    expect(positionAt(ahead.playback, ahead.playback.at)).toBe(90);
  });

  it('counts recentring, numbers headsets once in the order they come, and keeps a name staff gave', () => {
    let room = withLabels(initialRoom(leader, 'demo'), ['a', 'b']);
    room = withLabels(room, ['b', 'c']);
    expect(room.labels).toEqual({ a: { n: 1 }, b: { n: 2 }, c: { n: 3 } });
    room = applyRoomCommand(room, { type: 'rename', device: 'b', name: '  Mrs Jansen ' }, 0);
    expect(room.labels.b).toEqual({ n: 2, name: 'Mrs Jansen' });
    expect(applyRoomCommand(room, { type: 'rename', device: 'b', name: '' }, 0).labels.b).toEqual({ n: 2 });
    expect(applyRoomCommand(room, { type: 'rename', device: 'nobody', name: 'X' }, 0)).toBe(room);
    expect(applyRoomCommand(room, { type: 'recenter' }, 0).recenter).toBe(1);
  });
});
