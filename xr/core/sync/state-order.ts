/**
 * Which of two leader states is the newer. Messages can arrive late or twice (a presence resync sends the
 * last state again), so `seq` decides; but a leader that reloaded counts from 0 again, and its states must
 * not be ignored until the count catches up.
 */
import { START_LEAD_MS, type PlaybackState } from './playback-state';

/**
 * A command issued at leader time t has `at` between t and t + START_LEAD_MS (no command looks further
 * ahead), so a message from before `current` can never have an `at` more than START_LEAD_MS past
 * `current.at`. One that does was issued after it: by a leader that started counting again.
 */
export function supersedes(next: PlaybackState, current: PlaybackState | null): boolean {
  if (current === null || next.seq > current.seq) return true;
  return next.at > current.at + START_LEAD_MS;
}
