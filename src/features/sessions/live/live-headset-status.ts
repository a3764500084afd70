import type { HeadsetStatus } from '../session-messages';
import type { LinkStatus } from '../session-channel';

/**
 * What the facilitator's list shows for a headset while the room plays a live concert: what its player does
 * with the concert (the recording follower rests, so it has nothing to say), or that it waits in the doors.
 */
export function liveHeadsetStatus(link: LinkStatus, onConcert: boolean, playerState: string, inVr: boolean): HeadsetStatus {
  if (link !== 'live') return 'reconnecting';
  if (onConcert) {
    if (playerState === 'playing') return 'playing';
    if (playerState === 'loading' || playerState === 'buffering') return 'buffering';
    if (playerState === 'ended') return 'ended';
  }
  return inVr ? 'in-vr' : 'joined';
}
