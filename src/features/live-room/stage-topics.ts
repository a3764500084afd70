/**
 * The Realtime topics of a concert's night and what travels on each, checked on arrival: a message from the
 * network is outside data. Who may join, read and send is decided by the policies in
 * supabase/migrations/20261127000400_concert_stage.sql (its header says why the topics are split this way):
 *
 * - `session:<id>:applause`: a room's headsets send their claps (`channel.httpSend`, without joining: they may
 *   send but not read); only the room's facilitator joins and receives them.
 * - `concert:<id>:rooms`: each room's facilitator tracks one presence, `{ headsets }`, keyed by its session;
 *   only the stage reads presence (facilitators join, but receive nothing there).
 * - `concert:<id>:stage`: what the database broadcasts to the stage: 'applause' (a room's accepted batch, from
 *   `send_room_applause`) and 'greeting' (a moderation decision). No client may send on it.
 */
import { z } from 'zod';

export const roomApplauseTopic = (sessionId: string) => `session:${sessionId}:applause`;
export const concertRoomsTopic = (concertId: string) => `concert:${concertId}:rooms`;
export const concertStageTopic = (concertId: string) => `concert:${concertId}:stage`;

/** The database's bound on one batch (send_room_applause refuses more). */
export const MAX_CLAPS_PER_BATCH = 1000;
/** More headsets than any room holds; a presence claiming more counts as this many. */
export const MAX_HEADSETS_PER_ROOM = 200;

/** session:<id>:applause, event 'clap': one viewer's clap (no identity: the facilitator only counts). */
export const clapSchema = z.object({ claps: z.literal(1) });
export type Clap = z.infer<typeof clapSchema>;

/** concert:<id>:rooms, a room's presence meta. */
export const roomPresenceSchema = z.object({ headsets: z.number().int().min(0) });
export type RoomPresence = z.infer<typeof roomPresenceSchema>;

/** concert:<id>:stage, event 'applause'. */
export const stageApplauseSchema = z.object({ claps: z.number().int().min(1).max(MAX_CLAPS_PER_BATCH) });
export type StageApplause = z.infer<typeof stageApplauseSchema>;

/** The database's rule counts characters (code points), not UTF-16 units: an emoji is one. */
const greetingText = z.string().refine((text) => text.length > 0 && [...text].length <= 140);

/** concert:<id>:stage, event 'greeting': the message only when approved. */
export const stageGreetingSchema = z.discriminatedUnion('status', [
  z.object({ greeting: z.string().uuid(), status: z.literal('approved'), message: greetingText }),
  z.object({ greeting: z.string().uuid(), status: z.enum(['pending', 'rejected']) }),
]);
export type StageGreeting = z.infer<typeof stageGreetingSchema>;
