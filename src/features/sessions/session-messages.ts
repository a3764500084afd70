/**
 * What travels over a group session's two Realtime channels, checked on arrival: a message from the network
 * is outside data, and a headset must never act on a malformed one.
 *
 * - The control channel (`session:<id>`): only the session's creator may send (a Realtime Authorization
 *   policy). The leading tab broadcasts the room's state as 'position P at shared time T, rate R', never a
 *   bare command, so a late joiner or a reconnecting headset lands at the right place from any one message.
 * - The members channel (`session:<id>:members`): headsets ask for the time (clock pings) and show
 *   themselves (presence); the creator's tabs read it.
 */
import { z } from 'zod';
import type { MoodMoment } from '@/lib/mood/record-mood';

const id = z.string().min(1).max(64);
const time = z.number().finite();

export const playbackStateSchema = z.object({
  concertId: id.nullable(),
  status: z.enum(['waiting', 'playing', 'paused', 'ended']),
  position: z.number().finite().min(0),
  at: time,
  rate: z.number().min(0.5).max(2),
  seq: z.number().int().min(0),
});

/** A headset's name on the facilitator's list: 'Headset 3' unless staff renamed it. */
export const headsetLabelSchema = z.object({ n: z.number().int().positive(), name: z.string().max(40).optional() });
export type HeadsetLabel = z.infer<typeof headsetLabelSchema>;

/** Who leads: the tab that claimed last (a reload claims again, so the facilitator takes over). */
export const leaderSchema = z.object({ tab: id, epoch: time, name: z.string().max(80) });
export type Leader = z.infer<typeof leaderSchema>;

export const roomStateSchema = z.object({
  leader: leaderSchema,
  playback: playbackStateSchema,
  /** The room's level, 0..1 (each headset keeps its own ceiling). */
  volume: z.number().min(0).max(1),
  /** Grows with every 'recentre all'. */
  recenter: z.number().int().min(0),
  labels: z.record(id, headsetLabelSchema),
  /**
   * The room's concert is playing live (absent: a recording). Its stream sets the moment, not the room's
   * playback state: every headset holds the frame of one program date-time on the shared clock, starts by itself
   * once the doors are open and the stream has appeared, and nobody pauses or seeks.
   */
  live: z.object({ doorsOpen: z.boolean() }).optional(),
  /**
   * The mood check before and after each concert (issue 26; absent: off). `rated` lists what staff have already
   * rated on the tablet, as 'device:concert:moment': that headset does not ask its resident again.
   */
  mood: z.object({ on: z.boolean(), rated: z.array(z.string().max(80)).max(400) }).optional(),
});
export type RoomState = z.infer<typeof roomStateSchema>;

export { MOOD_MOMENTS, type MoodMoment } from '@/lib/mood/record-mood';
/** How `RoomState.mood.rated` names one headset's moment of one concert. */
export const ratedKey = (device: string, concert: string, moment: MoodMoment) => `${device}:${concert}:${moment}`;

export const pingSchema = z.object({ id, n: z.number().int().min(0), sentAt: time });
export const pongSchema = pingSchema.extend({ leaderReceivedAt: time, leaderSentAt: time });
export const leadClaimSchema = z.object({ tab: id, epoch: time });
export const helloSchema = z.object({ device: id });

export const HEADSET_STATUSES = ['joined', 'in-vr', 'buffering', 'playing', 'paused', 'ended', 'reconnecting'] as const;
export type HeadsetStatus = (typeof HEADSET_STATUSES)[number];

/**
 * Who is here is presence, tracked once per connection: { role: 'headset', device }. What each headset is
 * doing travels as 'status' broadcasts, not presence updates: supabase-js (realtime-js 2.109) keeps the
 * superseded meta of a re-tracked key, so a headset that updated its presence would never appear to leave.
 */
export const headsetPresenceSchema = z.object({ role: z.literal('headset'), device: id });

export const headsetStatusSchema = z.object({
  device: id,
  status: z.enum(HEADSET_STATUSES),
  /** How far it is from the room, rounded (null before it plays). */
  driftMs: z.number().finite().nullable(),
  inSync: z.boolean(),
  /** The concert's length as the headset's stream reports it (seconds), for the facilitator's timeline. */
  duration: z.number().finite().min(0).nullable(),
  /** The number the room first gave this headset: a new leader gives it back (room-commands.ts, withLabels). */
  n: z.number().int().positive().optional(),
});
export type HeadsetStatusMessage = z.infer<typeof headsetStatusSchema>;

export const controlEvents = { state: roomStateSchema, pong: pongSchema, lead: leadClaimSchema } as const;
export const memberEvents = { ping: pingSchema, hello: helloSchema, status: headsetStatusSchema } as const;

export const leaderPresenceSchema = z.object({ role: z.literal('leader'), tab: id, epoch: time, name: z.string().max(80) });
export type LeaderPresence = z.infer<typeof leaderPresenceSchema>;
