/**
 * The facilitator's room on the concert's stage while it watches a live concert: its headsets counted on the
 * stage (room-stage-presence.ts), its applause relayed (room-applause-relay.ts), and the tablet's own applause
 * button. Mounted only while the room watches, in the tab that leads it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TuttiClient } from '@/lib/supabase/client';
import { openApplauseRelay, type ApplauseRelay } from './room-applause-relay';
import { openStagePresence, type StagePresence } from './room-stage-presence';
import { useApplause, type Applause } from './use-applause';

export interface RoomStage {
  /** The tablet's own applause. */
  applause: Applause;
  /** Claps of this room the stage has counted since the doors opened. */
  counted: number;
}

export function useRoomStage(client: TuttiClient, sessionId: string, concertId: string, headsets: number): RoomStage {
  const [counted, setCounted] = useState(0);
  const relay = useRef<ApplauseRelay | null>(null);
  const presence = useRef<StagePresence | null>(null);
  const headsetCount = useRef(headsets);
  headsetCount.current = headsets;

  useEffect(() => {
    relay.current = openApplauseRelay(client, sessionId, { onAccepted: (claps) => setCounted((before) => before + claps) });
    presence.current = openStagePresence(client, concertId, sessionId);
    presence.current.update(headsetCount.current);
    return () => {
      relay.current?.close();
      presence.current?.close();
      relay.current = null;
      presence.current = null;
    };
  }, [client, sessionId, concertId]);

  useEffect(() => presence.current?.update(headsets), [headsets]);

  const send = useCallback(async () => {
    if (!relay.current) throw new Error('the room is not on the stage');
    relay.current.clap();
  }, []);
  return { applause: useApplause(send), counted };
}
