/**
 * What the stage view shows, from what reaches it: 'applause' and 'greeting' broadcasts on
 * `concert:<id>:stage` and the presence on `concert:<id>:rooms`. Every payload is parsed (outside data); a
 * malformed one changes nothing. The view asks for a snapshot as often as it redraws (the meter falls
 * between batches).
 */
import { addApplause, METER_TAU_MS, type MeterState, meterReading, QUIET_METER } from './applause-meter';
import { type Audience, audienceOf } from './stage-audience';
import { applyGreetingPayload, type ShownGreeting } from './stage-greetings';
import { stageApplauseSchema } from './stage-topics';

export interface StageSnapshot extends Audience {
  /** 0..1. */
  meter: number;
  greetings: readonly ShownGreeting[];
}

export interface StageAggregator {
  onApplause(payload: unknown): void;
  onGreeting(payload: unknown): void;
  onPresence(presenceState: Record<string, unknown>): void;
  snapshot(): StageSnapshot;
}

export function createStageAggregator(now: () => number = Date.now, initial: readonly ShownGreeting[] = [], tauMs = METER_TAU_MS): StageAggregator {
  let meter: MeterState = QUIET_METER;
  let audience: Audience = { rooms: 0, headsets: 0 };
  let greetings = initial;
  return {
    onApplause(payload) {
      const parsed = stageApplauseSchema.safeParse(payload);
      if (parsed.success) meter = addApplause(meter, parsed.data.claps, now(), tauMs);
    },
    onGreeting(payload) {
      greetings = applyGreetingPayload(greetings, payload);
    },
    onPresence(presenceState) {
      audience = audienceOf(presenceState);
    },
    snapshot: () => ({ ...audience, meter: meterReading(meter, now(), audience.headsets, tauMs), greetings }),
  };
}
