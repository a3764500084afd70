/**
 * A resident's mood before or after a concert, as the headset, the tablet in a group session and the facility's page
 * record it (issue 26; supabase/migrations/20261129000100_mood_checks.sql and
 * 20261130000100_session_mood.sql). A headset gives the face its resident chose, by the session alone; staff give
 * what they observed (Lawton's four emotions, each 1–5). The database merges the two for one resident and moment.
 */
import type { TuttiClient } from '@/lib/supabase/client';

/** Before or after the concert (the database's `mood_moment`). */
export const MOOD_MOMENTS = ['before', 'after'] as const;
export type MoodMoment = (typeof MOOD_MOMENTS)[number];

/** Why the database refused an answer (P0001 and P0002 messages of private.mood_place and private.record_mood). */
export const MOOD_REFUSALS = ['sign_in_first', 'not_member', 'not_in_session', 'session_over', 'answered_by_another', 'mood_check_off', 'unknown_concert'] as const;
export type MoodRefusal = (typeof MOOD_REFUSALS)[number];

export class MoodRefused extends Error {
  override readonly name = 'MoodRefused';
  constructor(
    readonly reason: MoodRefusal,
    options?: { cause?: unknown },
  ) {
    super(`mood answer refused: ${reason}`, options);
  }
}

/** One of five faces, or one rating of an observed emotion: 1 to 5. */
export type MoodStep = 1 | 2 | 3 | 4 | 5;
export const MOOD_STEPS: readonly MoodStep[] = [1, 2, 3, 4, 5];

export const OBSERVED_EMOTIONS = ['pleasure', 'alertness', 'anxiety', 'sadness'] as const;
export type ObservedEmotion = (typeof OBSERVED_EMOTIONS)[number];
export type Observation = Readonly<Record<ObservedEmotion, MoodStep>>;

const refusalOf = (error: { code?: string; message?: string }): MoodRefusal | undefined =>
  error.code === 'P0001' || error.code === 'P0002' ? MOOD_REFUSALS.find((reason) => reason === error.message) : undefined;

function refused(error: { code?: string; message?: string }): Error {
  const reason = refusalOf(error);
  return reason ? new MoodRefused(reason, { cause: error }) : Object.assign(new Error(error.message ?? 'record_mood failed'), { cause: error });
}

export interface HeadsetMood {
  session: string;
  /** The room's concert as the headset heard it (a session may play several). */
  concert: string;
  /** The headset's number in the room ('3'): never a name. */
  resident: string;
  moment: MoodMoment;
  face: MoodStep;
}

/** The face a resident chose in the headset. Throws MoodRefused for a refusal above, an Error otherwise. */
export async function recordHeadsetMood(client: TuttiClient, mood: HeadsetMood): Promise<void> {
  const { error } = await client.rpc('record_session_mood', { session: mood.session, concert: mood.concert, resident: mood.resident, moment: mood.moment, face: mood.face });
  if (error) throw refused(error);
}

export interface ObservedMood {
  facility: string;
  concert: string;
  /** The group session's id, or an id the tablet made for a concert watched alone. */
  viewing: string;
  resident: string;
  moment: MoodMoment;
  observed: Observation;
}

/** What staff observed of a resident. Throws MoodRefused for a refusal above, an Error otherwise. */
export async function recordObservedMood(client: TuttiClient, mood: ObservedMood): Promise<void> {
  const { facility, concert, viewing, resident, moment, observed } = mood;
  const { error } = await client.rpc('record_mood', { facility, concert, viewing, resident, moment, ...observed });
  if (error) throw refused(error);
}

export interface FaceMood {
  facility: string;
  concert: string;
  /** An id the tablet made for a concert watched alone, the same for the answers before and after it. */
  viewing: string;
  /** The facility's code for the resident ('R-17', '3'): never a name. */
  resident: string;
  moment: MoodMoment;
  face: MoodStep;
}

/** The face a resident chose, as staff record it. Throws MoodRefused for a refusal above, an Error otherwise. */
export async function recordFaceMood(client: TuttiClient, mood: FaceMood): Promise<void> {
  const { facility, concert, viewing, resident, moment, face } = mood;
  const { error } = await client.rpc('record_mood', { facility, concert, viewing, resident, moment, face });
  if (error) throw refused(error);
}
