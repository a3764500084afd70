/** The engine's snapshot: how it starts, and the small rules it is updated by. */
import type { LevelsInfo, MediaSourceHandle } from '../media/media-source';
import { NO_CAPTIONS } from './caption-choice';
import type { PlayerAudioState, PlayerSnapshot, PlaylistEntry } from './player-types';

export const NO_LEVELS: LevelsInfo = { levels: [], choice: 'auto', current: null };

export function initialSnapshot(playlist: readonly PlaylistEntry[], entry: PlaylistEntry, media: MediaSourceHandle, volumeCeiling: number): PlayerSnapshot {
  return {
    media,
    entry,
    playlist,
    next: nextEntry(playlist, entry),
    state: media.state,
    error: media.error,
    levels: NO_LEVELS,
    live: media.live,
    time: 0,
    duration: NaN,
    audio: { muted: true, volume: Math.min(1, volumeCeiling), ceiling: volumeCeiling, chosen: false },
    captions: NO_CAPTIONS,
    vr: { available: false, active: false },
    following: false,
    pageHold: false,
  };
}

/** What the end of a concert offers: the next one in the playlist (wrapping), or null when alone. */
export function nextEntry(playlist: readonly PlaylistEntry[], entry: PlaylistEntry): PlaylistEntry | null {
  if (playlist.length < 2) return null;
  const index = playlist.findIndex((item) => item.id === entry.id);
  return playlist[(index + 1) % playlist.length] ?? null;
}

/** The person's level, kept under the ceiling; turning the sound up is asking to hear it. */
export function withVolume(audio: PlayerAudioState, volume: number): PlayerAudioState {
  const level = Math.min(audio.ceiling, Math.max(0, volume));
  return { ...audio, volume: level, muted: level > 0 ? false : audio.muted, chosen: level > 0 || audio.chosen };
}

export function withCeiling(audio: PlayerAudioState, ceiling: number): PlayerAudioState {
  const bounded = Math.min(1, Math.max(0, ceiling));
  return { ...audio, ceiling: bounded, volume: Math.min(audio.volume, bounded) };
}

export const isRunning = (snapshot: Pick<PlayerSnapshot, 'state'>) => snapshot.state === 'playing' || snapshot.state === 'buffering';

export const sameNumber = (a: number, b: number) => a === b || (Number.isNaN(a) && Number.isNaN(b));
