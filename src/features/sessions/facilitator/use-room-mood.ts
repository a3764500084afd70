import { useEffect } from 'react';
import type { TuttiClient } from '@/lib/supabase/client';
import { recordObservedMood, type Observation } from '@/lib/mood/record-mood';
import { ratedKey, type MoodMoment } from '../session-messages';
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
  /** The moment a new rating of this headset starts on; staff may change it. */
  momentFor(device: string): MoodMoment;
  /** Whether staff have rated this headset's resident for this moment of the room's concert. */
  isRated(device: string, moment: MoodMoment): boolean;
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
  const rated = room.mood?.rated ?? NONE;
  const isRated = (device: string, moment: MoodMoment) => rated.includes(ratedKey(device, concert, moment));
  return {
    momentFor: (device) => defaultMoment(room.playback.status, isRated(device, 'before')),
    isRated,
    async save({ device, resident, moment, observed }) {
      // The database takes the facility from the session; the concert is the room's (a session may play several).
      await recordObservedMood(client, { facility, concert, viewing: session.id, resident, moment, observed });
      command({ type: 'mood-rated', device, concert, moment });
    },
  };
}
