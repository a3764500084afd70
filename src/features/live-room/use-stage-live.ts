/**
 * What the stage hears, live: the audience and the applause meter (through the stage aggregator), the greeting
 * decisions heard since the page opened, and the connection's state. The meter falls between batches, so the
 * reading is taken again a few times a second; a render happens only when what is shown changes.
 */
import { useCallback, useEffect, useState } from 'react';
import type { TuttiClient } from '@/lib/supabase/client';
import { decisionFromBroadcast, type GreetingDecision } from './greeting-board';
import { createStageAggregator } from './stage-aggregator';
import { openStageChannels } from './stage-channels';
import { type ChannelState, stageConnection, type StageConnection } from './stage-connection';

const READ_EVERY_MS = 250;
/** Decisions kept: more than the display and the queue can hold at once. */
const DECISIONS_KEPT = 500;

export interface StageLive {
  rooms: number;
  headsets: number;
  /** 0..1, to two places (finer steps are not seen and would re-render for nothing). */
  meter: number;
  decisions: readonly GreetingDecision[];
  connection: StageConnection;
  /** A decision learnt otherwise (this moderator's own answer from the database). */
  addDecision(decision: GreetingDecision): void;
}

interface Reading {
  rooms: number;
  headsets: number;
  meter: number;
}

interface ChannelStates {
  stage: ChannelState;
  rooms: ChannelState;
  /** Both were live at some point: a drop since is 'reconnecting', not 'connecting'. */
  wasLive: boolean;
}

function withState(current: ChannelStates, channel: 'stage' | 'rooms', state: ChannelState): ChannelStates {
  if (current[channel] === state) return current;
  const next = { ...current, [channel]: state };
  return { ...next, wasLive: current.wasLive || (next.stage === 'live' && next.rooms === 'live') };
}

const sameReading = (a: Reading, b: Reading) => a.rooms === b.rooms && a.headsets === b.headsets && a.meter === b.meter;

export function useStageLive(client: TuttiClient, concertId: string): StageLive {
  const [reading, setReading] = useState<Reading>({ rooms: 0, headsets: 0, meter: 0 });
  const [decisions, setDecisions] = useState<readonly GreetingDecision[]>([]);
  const [states, setStates] = useState<ChannelStates>({ stage: 'connecting', rooms: 'connecting', wasLive: false });

  const addDecision = useCallback((decision: GreetingDecision) => {
    setDecisions((list) => [...list, decision].slice(-DECISIONS_KEPT));
  }, []);

  useEffect(() => {
    const aggregator = createStageAggregator();
    const read = () => {
      const { rooms, headsets, meter } = aggregator.snapshot();
      const next = { rooms, headsets, meter: Math.round(meter * 100) / 100 };
      setReading((current) => (sameReading(current, next) ? current : next));
    };
    const close = openStageChannels(client, concertId, {
      onApplause: (payload) => {
        aggregator.onApplause(payload);
        read();
      },
      onGreeting: (payload) => {
        const decision = decisionFromBroadcast(payload, Date.now());
        if (decision) addDecision(decision);
      },
      onPresence: (state) => {
        aggregator.onPresence(state);
        read();
      },
      onState: (channel, state) => setStates((current) => withState(current, channel, state)),
    });
    const timer = setInterval(read, READ_EVERY_MS);
    return () => {
      clearInterval(timer);
      close();
    };
  }, [client, concertId, addDecision]);

  return { ...reading, decisions, connection: stageConnection([states.stage, states.rooms], states.wasLive), addDecision };
}
