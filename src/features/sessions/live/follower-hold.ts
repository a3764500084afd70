import type { SyncFollower } from '@xr/core/sync';

export type HoldReason = 'hidden' | 'live';

/**
 * The recording follower rests while any reason holds: the headset is off (the page hidden), or the room plays a
 * live concert, whose moment the stream's program date-time sets on the shared clock (the live player's lock), so
 * the follower must not pause, seek or change the rate. It lands where the room is once no reason is left.
 */
export function followerHold(follower: Pick<SyncFollower, 'suspend' | 'resume'>) {
  const reasons = new Set<HoldReason>();
  return {
    set(reason: HoldReason, on: boolean): void {
      if (on) reasons.add(reason);
      else reasons.delete(reason);
      if (reasons.size > 0) follower.suspend();
      else follower.resume();
    },
  };
}
