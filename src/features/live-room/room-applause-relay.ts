/**
 * A room's applause on its way to the stage, run by the facilitator's tablet: it listens on
 * `session:<id>:applause` (only the facilitator may), adds up its headsets' claps and its own, and sends them
 * as one `send_room_applause` per interval (applause-batcher.ts), which the database bounds and broadcasts to
 * the stage. Claps the database refuses are dropped: applause is for the moment.
 */
import type { RealtimeChannel } from '@supabase/supabase-js';
import { z } from 'zod';
import type { TuttiClient } from '@/lib/supabase/client';
import { addClaps, afterReply, EMPTY_ROOM_BATCHER, takeBatch, type RoomBatcherState } from './applause-batcher';
import { clapSchema, roomApplauseTopic } from './stage-topics';

/** How often the relay looks for a batch to send (the batcher decides whether one is due). */
export const RELAY_TICK_MS = 1000;

const replySchema = z.array(z.object({ accepted: z.number().int().min(0), retry_after: z.number().int().min(0).nullable() })).length(1);

export interface ApplauseRelay {
  /** A clap from this tablet (the facilitator's own, already rate-limited by the caller). */
  clap(): void;
  close(): void;
}

export interface RelayOptions {
  /** A batch reached the stage: how many of its claps the database counted. */
  onAccepted(claps: number): void;
  now?: () => number;
}

export function openApplauseRelay(client: TuttiClient, sessionId: string, { onAccepted, now = Date.now }: RelayOptions): ApplauseRelay {
  let state: RoomBatcherState = EMPTY_ROOM_BATCHER;
  let sending = false;
  let closed = false;
  const channel: RealtimeChannel = client.channel(roomApplauseTopic(sessionId), { config: { private: true } });
  channel.on('broadcast', { event: 'clap' }, ({ payload }: { payload: unknown }) => {
    if (clapSchema.safeParse(payload).success) state = addClaps(state, 1);
  });

  const send = async () => {
    const { batch, state: taken } = takeBatch(state, now());
    if (batch === null || sending || closed) return;
    state = taken;
    sending = true;
    try {
      const { data, error } = await client.rpc('send_room_applause', { session: sessionId, claps: batch });
      const reply = error ? null : replySchema.safeParse(data);
      if (!reply?.success) return;
      const [answer] = reply.data;
      if (!answer) return;
      state = afterReply(state, batch, answer, now());
      if (answer.accepted > 0 && !closed) onAccepted(answer.accepted);
    } finally {
      sending = false;
    }
  };
  const timer = setInterval(() => void send(), RELAY_TICK_MS);
  // A private channel is joined with the facilitator's access token, which supabase-js must hold first.
  void client.realtime.setAuth().then(() => closed || channel.subscribe());

  return {
    clap() {
      state = addClaps(state, 1);
      void send();
    },
    close() {
      closed = true;
      clearInterval(timer);
      void client.removeChannel(channel);
    },
  };
}
