import { describe, expect, it } from 'vitest';
import { initialRoom, applyRoomCommand } from '../room-commands';
import type { RoomState } from '../session-messages';
import { moodAskOf } from './mood-moment';

const leader = { tab: 'tab', epoch: 1_000, name: 'Anna' };
const DEVICE = 'quest-1';
const IDLE = { entry: 'demo', state: 'ready' };

function room(patch: Partial<RoomState> = {}): RoomState {
  const base = initialRoom(leader, 'jazz-quartet');
  return { ...base, labels: { [DEVICE]: { n: 3 } }, mood: { on: true, rated: [] }, ...patch };
}

describe('when a headset asks its resident how they feel', () => {
  it('asks before the concert starts here, by the headset’s number, and after it has ended', () => {
    expect(moodAskOf(room(), DEVICE, IDLE, [])).toEqual({ concert: 'jazz-quartet', moment: 'before', resident: '3' });
    const started = applyRoomCommand(room(), { type: 'start' }, 2_000);
    expect(moodAskOf(started, DEVICE, { entry: 'jazz-quartet', state: 'playing' }, [])).toBeNull();
    expect(moodAskOf(started, DEVICE, { entry: 'jazz-quartet', state: 'ended' }, ['jazz-quartet:before'])).toEqual({ concert: 'jazz-quartet', moment: 'after', resident: '3' });
    const ended = applyRoomCommand(started, { type: 'end' }, 3_000);
    expect(moodAskOf(ended, DEVICE, { entry: 'jazz-quartet', state: 'paused' }, [])).toEqual({ concert: 'jazz-quartet', moment: 'after', resident: '3' });
  });

  it('does not ask before a live concert whose stream already plays here, though the room still waits', () => {
    const live = room({ live: { doorsOpen: true } });
    expect(moodAskOf(live, DEVICE, IDLE, [])?.moment).toBe('before');
    expect(moodAskOf(live, DEVICE, { entry: 'jazz-quartet', state: 'buffering' }, [])).toBeNull();
  });

  it('asks nothing twice: not what the resident answered or skipped, nor what staff rated for this headset', () => {
    expect(moodAskOf(room(), DEVICE, IDLE, ['jazz-quartet:before'])).toBeNull();
    expect(moodAskOf(room({ mood: { on: true, rated: [`${DEVICE}:jazz-quartet:before`] } }), DEVICE, IDLE, [])).toBeNull();
    expect(moodAskOf(room({ mood: { on: true, rated: ['quest-2:jazz-quartet:before'] } }), DEVICE, IDLE, [])?.moment).toBe('before');
  });

  it('asks again for the next concert of the session: each concert has its own before and after', () => {
    const next = applyRoomCommand(room({ mood: { on: true, rated: [`${DEVICE}:jazz-quartet:before`] } }), { type: 'choose', concertId: 'amsterdam-philharmonic' }, 5_000);
    expect(moodAskOf(next, DEVICE, IDLE, ['jazz-quartet:before', 'jazz-quartet:after'])).toEqual({ concert: 'amsterdam-philharmonic', moment: 'before', resident: '3' });
  });

  it('asks nothing when the facility turned the check off, without a concert, or before the headset has its number', () => {
    expect(moodAskOf(room({ mood: { on: false, rated: [] } }), DEVICE, IDLE, [])).toBeNull();
    const { mood: _mood, ...withoutMood } = room();
    expect(moodAskOf(withoutMood, DEVICE, IDLE, [])).toBeNull();
    expect(moodAskOf(room({ playback: { ...room().playback, concertId: null } }), DEVICE, IDLE, [])).toBeNull();
    expect(moodAskOf(room({ labels: {} }), DEVICE, IDLE, [])).toBeNull();
    expect(moodAskOf(null, DEVICE, IDLE, [])).toBeNull();
  });
});
