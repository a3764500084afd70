/**
 * The stage's two private Realtime channels (who may join is the policies' decision:
 * supabase/migrations/20261127000400_concert_stage.sql): `concert:<id>:stage`, where the database broadcasts
 * 'applause' and 'greeting', and `concert:<id>:rooms`, whose presence says which rooms watch with how many
 * headsets. The stage only listens: it sends and tracks nothing. Payloads are handed on unparsed (the
 * aggregator and the board parse them: outside data). supabase-js rejoins by itself after a drop.
 */
import type { RealtimeChannel } from '@supabase/supabase-js';
import type { TuttiClient } from '@/lib/supabase/client';
import { EMPTY_ROSTER, rosterJoin, rosterLeave, rosterState } from './room-roster';
import type { ChannelState } from './stage-connection';
import { concertRoomsTopic, concertStageTopic } from './stage-topics';

export interface StageListener {
  onApplause(payload: unknown): void;
  onGreeting(payload: unknown): void;
  onPresence(state: Record<string, unknown>): void;
  onState(channel: 'stage' | 'rooms', state: ChannelState): void;
}

/** Realtime refuses a private channel the policies do not allow with an 'Unauthorized' reason. */
const isDenial = (error: Error | undefined) => /unauthori[sz]ed|not allowed|forbidden/i.test(`${error?.message ?? ''} ${JSON.stringify(error?.cause ?? '')}`);

function follow(channel: RealtimeChannel, report: (state: ChannelState) => void) {
  let denied = false;
  channel.subscribe((status, error) => {
    if (status === 'SUBSCRIBED') return report('live');
    if (status === 'CHANNEL_ERROR' && isDenial(error)) denied = true;
    report(denied ? 'denied' : 'reconnecting');
  });
}

/** Opens both channels; the returned function leaves them. */
export function openStageChannels(client: TuttiClient, concertId: string, listener: StageListener): () => void {
  const stage = client.channel(concertStageTopic(concertId), { config: { private: true } });
  const rooms = client.channel(concertRoomsTopic(concertId), { config: { private: true } });
  stage.on('broadcast', { event: 'applause' }, ({ payload }: { payload: unknown }) => listener.onApplause(payload));
  stage.on('broadcast', { event: 'greeting' }, ({ payload }: { payload: unknown }) => listener.onGreeting(payload));
  // Not rooms.presenceState(): it keeps a re-tracked room's old meta (room-roster.ts says why).
  let roster = EMPTY_ROSTER;
  rooms.on('presence', { event: 'join' }, ({ key, newPresences }: { key: string; newPresences: unknown[] }) => {
    roster = rosterJoin(roster, key, newPresences);
  });
  rooms.on('presence', { event: 'leave' }, ({ key, leftPresences, currentPresences }: { key: string; leftPresences: unknown[]; currentPresences: unknown[] }) => {
    roster = rosterLeave(roster, key, leftPresences, currentPresences);
  });
  rooms.on('presence', { event: 'sync' }, () => listener.onPresence(rosterState(roster)));
  let closed = false;
  // A private channel is joined with the person's access token, which supabase-js must hold first.
  void client.realtime.setAuth().then(() => {
    if (closed) return;
    follow(stage, (state) => listener.onState('stage', state));
    follow(rooms, (state) => listener.onState('rooms', state));
  });
  return () => {
    closed = true;
    void client.removeChannel(stage);
    void client.removeChannel(rooms);
  };
}
