import { localNow, type SharedClock } from '@xr/core/sync';

/**
 * The room's wall clock as a live player reads it: this device's clock plus the offset to the leader's, the
 * last one measured. While the estimate is being measured again (a new leader, the headset back on after
 * standby) it keeps the previous offset rather than falling back to this device's own clock, which may be
 * seconds off: a live player locked to it would jump away from the room and back.
 */
export function roomWallClock(clock: () => Pick<SharedClock, 'ready' | 'offset'> | null, now: () => number = localNow): () => number {
  let offset = 0;
  return () => {
    const current = clock();
    if (current?.ready) offset = current.offset;
    return now() + offset;
  };
}
