/**
 * A room on the stage's count: the facilitator's tablet tracks one presence, `{ headsets }`, keyed by its
 * session, on `concert:<id>:rooms` while the room watches the concert (room-presence.ts bounds how often).
 * The stage adds the rooms up; no room reads the others.
 */
import type { RealtimeChannel } from '@supabase/supabase-js';
import type { TuttiClient } from '@/lib/supabase/client';
import { nextRoomPresence, ROOM_PRESENCE_MIN_GAP_MS, UNTRACKED_ROOM, type RoomPresenceState } from './room-presence';
import { concertRoomsTopic } from './stage-topics';

export interface StagePresence {
  /** The room's headsets now; the stage hears of a change within ROOM_PRESENCE_MIN_GAP_MS. */
  update(headsets: number): void;
  close(): void;
}

export function openStagePresence(client: TuttiClient, concertId: string, sessionId: string, now: () => number = Date.now): StagePresence {
  const channel: RealtimeChannel = client.channel(concertRoomsTopic(concertId), { config: { private: true, presence: { key: sessionId } } });
  let state: RoomPresenceState = UNTRACKED_ROOM;
  let wanted = 0;
  let joined = false;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(retry);
    if (!joined || closed) return;
    const next = nextRoomPresence(state, wanted, now());
    if (next.track) {
      state = next.state;
      void channel.track(next.track);
    } else if (state.tracked !== wanted) {
      // Too soon after the last: the change goes when the gap has passed.
      retry = setTimeout(flush, Math.max(0, state.at + ROOM_PRESENCE_MIN_GAP_MS - now()));
    }
  };

  void client.realtime.setAuth().then(() => {
    if (closed) return;
    channel.subscribe((status) => {
      joined = status === 'SUBSCRIBED';
      // A rejoined channel has lost its presence: track again at once.
      if (joined) state = UNTRACKED_ROOM;
      flush();
    });
  });

  return {
    update(headsets) {
      wanted = Math.max(0, Math.floor(headsets));
      flush();
    },
    close() {
      closed = true;
      clearTimeout(retry);
      void client.removeChannel(channel);
    },
  };
}
