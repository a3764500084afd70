/**
 * What the facilitator can do to the room, as changes to the one state every headset follows. The
 * playback part is the engine's (xr/core/sync: 'position P at shared time T, rate R'); the room adds
 * the level, recentring and the headsets' names. A live concert has no playback to lead: the room opens its
 * doors, and the stream itself starts it; pause, seek and restart do nothing then.
 */
import { endSession, pause, restart, resume, seek, start, type PlaybackState } from '@xr/core/sync';
import { ratedKey, type HeadsetLabel, type Leader, type MoodMoment, type RoomState } from './session-messages';

export type RoomCommand =
  | { type: 'choose'; concertId: string; live?: boolean }
  | { type: 'open-doors' }
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'seek'; seconds: number }
  | { type: 'restart' }
  | { type: 'volume'; volume: number }
  | { type: 'recenter' }
  | { type: 'rename'; device: string; name: string }
  /** The facility's mood check is on or off (read from the facility when the room opens). */
  | { type: 'mood'; on: boolean }
  /** Staff rated this headset's resident for this moment of this concert: the headset does not ask. */
  | { type: 'mood-rated'; device: string; concert: string; moment: MoodMoment }
  | { type: 'end' };

export const INITIAL_VOLUME = 0.8;

/** A new room, on `concertId`; `live`: a live concert's room, its doors already open or not. */
export function initialRoom(leader: Leader, concertId: string | null, live?: { doorsOpen: boolean }): RoomState {
  const playback: PlaybackState = { concertId, status: 'waiting', position: 0, at: leader.epoch, rate: 1, seq: 0 };
  const room = { leader, playback, volume: INITIAL_VOLUME, recenter: 0, labels: {} };
  return live && concertId ? { ...room, live } : room;
}

/** What only a recording has: a live concert's moment is the stream's, the same for everyone. */
const RECORDING_ONLY: ReadonlySet<RoomCommand['type']> = new Set(['start', 'pause', 'resume', 'seek', 'restart']);

/** The room after a command at shared time `now` (ms). */
export function applyRoomCommand(room: RoomState, command: RoomCommand, now: number): RoomState {
  if (room.live && RECORDING_ONLY.has(command.type)) return room;
  const { playback } = room;
  switch (command.type) {
    case 'choose': {
      // A new concert is prepared on every headset, and waits for 'Start' (a live one, for its doors to open).
      const { live: _was, ...rest } = room;
      const chosen = { ...rest, playback: { ...playback, concertId: command.concertId, status: 'waiting' as const, position: 0, at: now, seq: playback.seq + 1 } };
      return command.live ? { ...chosen, live: { doorsOpen: false } } : chosen;
    }
    case 'open-doors':
      return room.live && !room.live.doorsOpen ? { ...room, live: { doorsOpen: true } } : room;
    case 'start':
      return playback.concertId ? { ...room, playback: start(playback, playback.concertId, now) } : room;
    case 'pause':
      return { ...room, playback: pause(playback, now) };
    case 'resume':
      return { ...room, playback: resume(playback, now) };
    case 'seek':
      return { ...room, playback: seek(playback, Math.max(0, command.seconds), now) };
    case 'restart':
      return { ...room, playback: restart(playback, now) };
    case 'volume':
      return { ...room, volume: Math.min(1, Math.max(0, command.volume)) };
    case 'recenter':
      return { ...room, recenter: room.recenter + 1 };
    case 'rename':
      return renamed(room, command.device, command.name);
    case 'mood':
      return room.mood?.on === command.on ? room : { ...room, mood: { on: command.on, rated: room.mood?.rated ?? [] } };
    case 'mood-rated':
      return withRated(room, ratedKey(command.device, command.concert, command.moment));
    case 'end':
      return { ...room, playback: endSession(playback, now) };
  }
}

function renamed(room: RoomState, device: string, name: string): RoomState {
  const label = room.labels[device];
  if (!label) return room;
  const trimmed = name.trim().slice(0, 40);
  const next: HeadsetLabel = trimmed ? { n: label.n, name: trimmed } : { n: label.n };
  return { ...room, labels: { ...room.labels, [device]: next } };
}

function withRated(room: RoomState, key: string): RoomState {
  const rated = room.mood?.rated ?? [];
  return rated.includes(key) ? room : { ...room, mood: { on: room.mood?.on ?? true, rated: [...rated, key] } };
}

/**
 * Every headset keeps the number it first got ('Headset 3'), also after it drops out and comes back, and after
 * another device takes the lead: a headset says the number it was given (`claims`), and a leader that does not
 * know it yet gives it back, if no other headset holds it. The number is the resident's label in the mood check:
 * the answers before and after a concert must carry the same one.
 */
export function withLabels(room: RoomState, devices: readonly string[], claims: ReadonlyMap<string, number> = new Map()): RoomState {
  const labels = { ...room.labels };
  const holder = (n: number) => Object.keys(labels).find((device) => labels[device]?.n === n);
  let changed = false;
  for (const [device, n] of claims) {
    if (labels[device]?.n === n || holder(n) !== undefined) continue;
    labels[device] = { ...labels[device], n };
    changed = true;
  }
  const fresh = devices.filter((device) => !labels[device]);
  if (fresh.length === 0 && !changed) return room;
  // New numbers go past every number given or claimed, so a headset still to come back finds its own free.
  let n = Math.max(0, ...Object.values(labels).map((label) => label.n), ...claims.values());
  for (const device of fresh) labels[device] = { n: ++n };
  return { ...room, labels };
}
