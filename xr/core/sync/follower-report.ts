/**
 * What a headset tells the facilitator about itself, and when. Reports travel on the shared presence channel,
 * so they go out when something changed that a person would act on, not on every tick.
 */

export type FollowerStatus = 'waiting' | 'buffering' | 'playing' | 'paused' | 'ended';

export interface FollowerReport {
  status: FollowerStatus;
  /** Actual minus expected position (ms, + means ahead); null when there is no position to be at. */
  driftMs: number | null;
  inSync: boolean;
}

export interface ReportGateOptions {
  /** Local clock (ms). */
  now(): number;
  send(report: FollowerReport): void;
  /** A drift change alone must be larger than this (ms)... */
  driftStepMs?: number;
  /** ...and goes out at most this often (ms). */
  minIntervalMs?: number;
}

export interface ReportGate {
  offer(report: FollowerReport): void;
}

export function createReportGate(options: ReportGateOptions): ReportGate {
  const { now, send, driftStepMs = 20, minIntervalMs = 1000 } = options;
  let last: FollowerReport | null = null;
  let lastAt = -Infinity;

  const driftMoved = (report: FollowerReport, previous: FollowerReport) =>
    report.driftMs !== null &&
    previous.driftMs !== null &&
    Math.abs(report.driftMs - previous.driftMs) > driftStepMs &&
    now() - lastAt >= minIntervalMs;

  return {
    offer(report) {
      const changed =
        last === null ||
        report.status !== last.status ||
        report.inSync !== last.inSync ||
        (report.driftMs === null) !== (last.driftMs === null) ||
        driftMoved(report, last);
      if (!changed) return;
      last = report;
      lastAt = now();
      send(report);
    },
  };
}
