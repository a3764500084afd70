import { describe, expect, it } from 'vitest';
import { positionAt, START_LEAD_MS } from '@xr/core/sync';
import { applyRoomCommand, initialRoom, withLabels } from './room-commands';
import { roomStateSchema } from './session-messages';

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

  it('opens on a live concert when asked (from the facility page), its doors as asked; never live without a concert', () => {
    expect(initialRoom(leader, 'tonight', { doorsOpen: true })).toMatchObject({ playback: { concertId: 'tonight', status: 'waiting' }, live: { doorsOpen: true } });
    const waiting = initialRoom(leader, 'tonight', { doorsOpen: false });
    expect(applyRoomCommand(waiting, { type: 'open-doors' }, 2_000).live).toEqual({ doorsOpen: true });
    expect(initialRoom(leader, null, { doorsOpen: true }).live).toBeUndefined();
    expect(initialRoom(leader, 'demo').live).toBeUndefined();
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

  it('gives a headset back the number it says it had when another device takes the lead, unless another holds it', () => {
    // A colleague's tablet leads from scratch: 'c' and 'a' appear first and are numbered in that order…
    let room = withLabels(initialRoom(leader, 'demo'), ['c', 'a']);
    expect(room.labels).toEqual({ c: { n: 1 }, a: { n: 2 } });
    // …then they say the numbers they had (3 and 1): 'c' gets 3 back, 'a' its 1 once 'c' has left it.
    room = withLabels(room, ['c', 'a'], new Map([['c', 3], ['a', 1]]));
    expect(room.labels).toEqual({ c: { n: 3 }, a: { n: 1 } });
    // A new headset gets a number past every number given or claimed; a claim on a held number is refused.
    room = withLabels(room, ['c', 'a', 'd'], new Map([['d', 3]]));
    expect(room.labels.d).toEqual({ n: 4 });
    expect(withLabels(room, ['c', 'a', 'd'], new Map([['c', 3], ['a', 1]]))).toBe(room);
  });
});

describe('a live concert in the room', () => {
  const live = applyRoomCommand(initialRoom(leader, 'demo'), { type: 'choose', concertId: 'tonight', live: true }, 2_000);

  it('is chosen with its doors closed, and opens them once', () => {
    expect(live.live).toEqual({ doorsOpen: false });
    expect(live.playback).toMatchObject({ concertId: 'tonight', status: 'waiting' });
    const open = applyRoomCommand(live, { type: 'open-doors' }, 3_000);
    expect(open.live).toEqual({ doorsOpen: true });
    expect(applyRoomCommand(open, { type: 'open-doors' }, 4_000)).toBe(open);
  });

  it('cannot be started, paused, resumed, sought or restarted: the stream sets the moment', () => {
    const open = applyRoomCommand(live, { type: 'open-doors' }, 3_000);
    for (const command of [{ type: 'start' }, { type: 'pause' }, { type: 'resume' }, { type: 'seek', seconds: 30 }, { type: 'restart' }] as const)
      expect(applyRoomCommand(open, command, 5_000), command.type).toBe(open);
    // What stays for the facilitator: the level, recentring, and ending the session.
    expect(applyRoomCommand(open, { type: 'volume', volume: 0.5 }, 0).volume).toBe(0.5);
    expect(applyRoomCommand(open, { type: 'recenter' }, 0).recenter).toBe(1);
    expect(applyRoomCommand(open, { type: 'end' }, 6_000).playback.status).toBe('ended');
  });

  it('gives way to a recording chosen next, which starts as before; doors do not open for a recording', () => {
    const recording = applyRoomCommand(live, { type: 'choose', concertId: 'demo' }, 3_000);
    expect(recording.live).toBeUndefined();
    expect(applyRoomCommand(recording, { type: 'open-doors' }, 3_500)).toBe(recording);
    expect(applyRoomCommand(recording, { type: 'start' }, 4_000).playback.status).toBe('playing');
  });
});

describe('the mood check in the room', () => {
  const room = withLabels(initialRoom(leader, 'demo'), ['a', 'b']);

  it('is absent (off) until the facility’s setting is read, then follows it, and is unchanged when told the same', () => {
    expect(room.mood).toBeUndefined();
    const on = applyRoomCommand(room, { type: 'mood', on: true }, 0);
    expect(on.mood).toEqual({ on: true, rated: [] });
    expect(applyRoomCommand(on, { type: 'mood', on: true }, 0)).toBe(on);
    expect(applyRoomCommand(on, { type: 'mood', on: false }, 0).mood).toEqual({ on: false, rated: [] });
  });

  it('lists each headset’s moment staff rated, once, and keeps the list when the setting is read again', () => {
    let rated = applyRoomCommand(applyRoomCommand(room, { type: 'mood', on: true }, 0), { type: 'mood-rated', device: 'a', concert: 'demo', moment: 'before' }, 0);
    expect(rated.mood).toEqual({ on: true, rated: ['a:demo:before'] });
    expect(applyRoomCommand(rated, { type: 'mood-rated', device: 'a', concert: 'demo', moment: 'before' }, 0)).toBe(rated);
    rated = applyRoomCommand(rated, { type: 'mood-rated', device: 'b', concert: 'demo', moment: 'after' }, 0);
    rated = applyRoomCommand(rated, { type: 'mood-rated', device: 'a', concert: 'demo', moment: 'after' }, 0);
    expect(rated.mood?.rated).toEqual(['a:demo:before', 'b:demo:after', 'a:demo:after']);
    expect(applyRoomCommand(rated, { type: 'mood', on: false }, 0).mood).toEqual({ on: false, rated: ['a:demo:before', 'b:demo:after', 'a:demo:after'] });
  });

  it('takes a rating before the setting is known as on (the database refused none), and headsets accept the state', () => {
    const rated = applyRoomCommand(room, { type: 'mood-rated', device: 'b', concert: 'demo', moment: 'before' }, 0);
    expect(rated.mood).toEqual({ on: true, rated: ['b:demo:before'] });
    expect(roomStateSchema.safeParse(rated).success).toBe(true);
  });
});
