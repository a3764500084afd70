/**
 * The stage's applause meter: every accepted batch raises it at once, and it falls away smoothly
 * (exponentially, time constant `tauMs`) when the applause stops. The reading is the share of the audience
 * clapping: the decayed claps over the headsets watching, 0..1, so a small room can fill it as a full hall
 * does. Pure: the caller passes the time.
 */

/** About the rooms' batch interval: the meter does not flicker down between two batches of one ovation. */
export const METER_TAU_MS = 5000;

export interface MeterState {
  /** Claps, decayed to `at`. */
  level: number;
  at: number;
}

export const QUIET_METER: MeterState = { level: 0, at: 0 };

const decayed = (meter: MeterState, now: number, tauMs: number) => (now <= meter.at ? meter.level : meter.level * Math.exp(-(now - meter.at) / tauMs));

export function addApplause(meter: MeterState, claps: number, now: number, tauMs = METER_TAU_MS): MeterState {
  return { level: decayed(meter, now, tauMs) + Math.max(0, claps), at: Math.max(now, meter.at) };
}

/** 0..1: how much of the audience (`headsets`, at least one) is clapping now. */
export function meterReading(meter: MeterState, now: number, headsets: number, tauMs = METER_TAU_MS): number {
  return Math.min(1, decayed(meter, now, tauMs) / Math.max(1, headsets));
}
