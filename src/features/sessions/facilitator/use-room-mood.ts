import { useEffect } from 'react';
import type { TuttiClient } from '@/lib/supabase/client';
import { recordObservedMood, type Observation } from '@/lib/mood/record-mood';
import type { MoodMoment } from '../session-messages';
import type { RoomLeader } from '../use-room-leader';
import { defaultMoment } from './mood-moment';
import { useFacilityMoodCheck } from './facility-mood-check';

export interface ObservedRating {
  device: string;
  /** The headset's number ('3'): the answer's resident label, never a name. */
  resident: string;
  moment: MoodMoment;
  observed: Observation;
}

/** What the headsets' table needs to let staff rate a resident's mood. */
export interface RoomMood {
  /** The moment a new rating starts on; staff may change it. */
  moment: MoodMoment;
  /** What staff have rated in this room, as `ratedKey(device, moment)`. */
  rated: readonly string[];
  /** Saves a rating, then tells the room (so that headset does not ask its resident). Throws what recordObservedMood throws. */
  save(rating: ObservedRating): Promise<void>;
}

const NONE: readonly string[] = [];

/** The session the console leads, and its facility (unknown for a session stored by an older version). */
interface MoodSession {
  id: string;
  facility?: string | undefined;
}

/**
 * The room's mood check: reads whether the session's facility has it on and tells the headsets; null (no rating
 * controls) while unknown, when off, or before the room has a concert to rate against.
 */
export function useRoomMood(client: TuttiClient, session: MoodSession, { room, leading, command }: Pick<RoomLeader, 'room' | 'leading' | 'command'>): RoomMood | null {
  const { facility } = session;
  const { data } = useFacilityMoodCheck(client, facility);
  const on = data ?? undefined;
  useEffect(() => {
    // Again when this tab takes the lead back: the other tab may have read an older setting.
    if (leading && on !== undefined) command({ type: 'mood', on });
  }, [leading, on, command]);

  const concert = room.playback.concertId;
  if (!on || !facility || !concert) return null;
  return {
    moment: defaultMoment(room.playback.status),
    rated: room.mood?.rated ?? NONE,
    async save({ device, resident, moment, observed }) {
      // The database takes the facility and concert from the session; these name them for a session without.
      await recordObservedMood(client, { facility, concert, viewing: session.id, resident, moment, observed });
      command({ type: 'mood-rated', device, moment });
    },
  };
}
