import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { answerPing, localNow, positionAt, seek } from '@xr/core/sync';
import { readStored, removeStored, writeStored } from '@/lib/safe-storage';
import type { TuttiClient } from '@/lib/supabase/client';
import { applyRoomCommand, initialRoom, withLabels, type RoomCommand } from './room-commands';
import { controlEvents, memberEvents, roomStateSchema, type HeadsetStatusMessage, type Leader, type RoomState } from './session-messages';
import { controlTopic, membersTopic, openSessionTopic, type LinkStatus, type SessionTopic } from './session-channel';
import { headsetsOf, type HeadsetView } from './headset-list';

/** Headsets hear the room at least this often, so a lost message or a late joiner costs at most this long. */
const STATE_EVERY_MS = 2000;

export interface RoomLeader {
  room: RoomState;
  /** This tab leads; false when another tab (or device) of the facilitator has taken over. */
  leading: boolean;
  link: LinkStatus;
  headsets: HeadsetView[];
  command(command: RoomCommand): void;
  /** Lead from this tab again. */
  takeLead(): void;
}

const roomKey = (sessionId: string) => `group-session-room:${sessionId}`;

/** A session that is over leaves nothing behind on the tablet. */
export const forgetRoom = (sessionId: string) => removeStored(roomKey(sessionId));

/** The room as this device last led it: a reload takes over where it was, with every headset's name. */
function storedRoom(sessionId: string): RoomState | null {
  const raw = readStored(roomKey(sessionId));
  if (!raw) return null;
  try {
    const parsed = roomStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The facilitator's side of a session: leads the room from this tab, answers the headsets' clock pings,
 * lists them from their presence, and tells this tab when another has taken the lead (the newest claim
 * leads: reloading, or pressing 'Lead from here', takes over).
 */
export function useRoomLeader(client: TuttiClient, sessionId: string, name: string, concertId: string | null, live?: { doorsOpen: boolean }): RoomLeader {
  const tab = useMemo(() => crypto.randomUUID(), []);
  const [leader, setLeader] = useState<Leader>(() => ({ tab, epoch: localNow(), name }));
  const [room, setRoom] = useState<RoomState>(() => {
    const kept = storedRoom(sessionId);
    return kept ? { ...kept, leader } : initialRoom(leader, concertId, live);
  });
  const [leading, setLeading] = useState(true);
  const [link, setLink] = useState<LinkStatus>('connecting');
  const [present, setPresent] = useState<unknown[]>([]);
  const [statuses, setStatuses] = useState<ReadonlyMap<string, HeadsetStatusMessage>>(new Map());
  const topics = useRef<{ control: SessionTopic<typeof controlEvents>; members: SessionTopic<typeof memberEvents> } | null>(null);
  const current = useRef({ room, leading, leader });
  current.current = { room, leading, leader };

  const broadcast = useCallback(() => {
    const { room: latest, leading: leads } = current.current;
    if (leads) topics.current?.control.send('state', latest);
  }, []);

  useEffect(() => {
    const control = openSessionTopic(client, controlTopic(sessionId), controlEvents, tab);
    const members = openSessionTopic(client, membersTopic(sessionId), memberEvents, tab);
    topics.current = { control, members };
    const newer = (epoch: number, from: string) => from !== tab && epoch > current.current.leader.epoch;
    control.on('lead', (claim) => newer(claim.epoch, claim.tab) && setLeading(false));
    control.on('state', (state) => {
      if (!newer(state.leader.epoch, state.leader.tab)) return;
      setLeading(false);
      setRoom(state);
    });
    members.on('ping', (ping) => current.current.leading && control.send('pong', answerPing(ping, localNow)));
    members.on('hello', () => broadcast());
    members.on('status', (status) => setStatuses((before) => new Map(before).set(status.device, status)));
    members.onPresence(() => setPresent(members.present()));
    control.onStatus((status) => {
      setLink(status);
      if (status !== 'live' || !current.current.leading) return;
      control.send('lead', { tab, epoch: current.current.leader.epoch });
      broadcast();
    });
    const timer = window.setInterval(broadcast, STATE_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      control.close();
      members.close();
      topics.current = null;
    };
  }, [client, sessionId, tab, broadcast]);

  useEffect(() => {
    topics.current?.control.track({ role: 'leader', tab, epoch: leader.epoch, name });
  }, [tab, leader.epoch, name]);

  const headsets = useMemo(() => headsetsOf(present, statuses, room.labels), [present, statuses, room.labels]);

  // A headset seen for the first time gets the number it says it had, or the next one, and the room hears of it.
  useEffect(() => {
    if (!leading) return;
    const claims = new Map([...statuses.values()].flatMap((status) => (status.n === undefined ? [] : [[status.device, status.n] as const])));
    setRoom((before) => withLabels(before, headsets.map((headset) => headset.device), claims));
  }, [headsets, statuses, leading]);

  useEffect(() => {
    if (!leading) return;
    writeStored(roomKey(sessionId), JSON.stringify(room));
    broadcast();
  }, [room, leading, sessionId, broadcast]);

  const command = useCallback((next: RoomCommand) => {
    if (current.current.leading) setRoom((before) => applyRoomCommand(before, next, localNow()));
  }, []);

  const takeLead = useCallback(() => {
    const claim = { tab, epoch: localNow(), name };
    setLeader(claim);
    current.current = { ...current.current, leader: claim, leading: true };
    setLeading(true);
    // The room goes on from where it is now, restated in this tab's clock (another device's may differ).
    setRoom((before) => {
      const { playback } = before;
      const now = localNow();
      const restated = playback.status === 'playing' ? seek(playback, positionAt(playback, now), now) : playback;
      return { ...before, leader: claim, playback: restated };
    });
    topics.current?.control.send('lead', { tab, epoch: claim.epoch });
  }, [tab, name]);

  return { room, leading, link, headsets, command, takeLead };
}
