import { describe, expect, it } from 'vitest';
import { correctionFor, rateCatchesMs } from './drift-correction';

describe('correctionFor', () => {
  it('leaves a gap within the tolerance alone', () => {
    expect(correctionFor(0)).toEqual({ kind: 'none' });
    expect(correctionFor(0.005)).toEqual({ kind: 'none' });
    expect(correctionFor(-0.0049)).toEqual({ kind: 'none' });
  });

  it('holds each headset within 5 ms, so two rest at most 10 of the 20 ms a group is held to apart', () => {
    expect(correctionFor(0.006)).toEqual({ kind: 'rate', rate: 0.997 });
    expect(correctionFor(-0.008)).toEqual({ kind: 'rate', rate: 1.004 });
    // A gap the old 15 ms band left alone for good: two such headsets sat 30 ms apart, an audible echo.
    expect(correctionFor(0.015)).toEqual({ kind: 'rate', rate: 0.993 });
    expect(correctionFor(-0.015)).toEqual({ kind: 'rate', rate: 1.008 });
  });

  it('plays a small gap away: slower when ahead, faster when behind, to close it in about 2 s', () => {
    expect(correctionFor(0.1)).toEqual({ kind: 'rate', rate: 0.95 });
    expect(correctionFor(-0.1)).toEqual({ kind: 'rate', rate: 1.05 });
    expect(correctionFor(0.04)).toEqual({ kind: 'rate', rate: 0.98 });
  });

  it('never strays more than 8 % from normal speed', () => {
    expect(correctionFor(0.4)).toEqual({ kind: 'rate', rate: 0.92 });
    expect(correctionFor(-0.99)).toEqual({ kind: 'rate', rate: 1.08 });
    expect(correctionFor(-0.99, { maxRateDelta: 0.2 })).toEqual({ kind: 'rate', rate: 1.2 });
  });

  it('seeks to the expected position when the gap is over a second', () => {
    expect(correctionFor(3, {}, 40)).toEqual({ kind: 'seek', to: 37 });
    expect(correctionFor(-1.5, {}, 10)).toEqual({ kind: 'seek', to: 11.5 });
    expect(correctionFor(-1.5)).toEqual({ kind: 'seek', to: 1.5 });
    expect(correctionFor(0.6, { seekAbove: 0.5 }, 10)).toEqual({ kind: 'seek', to: 9.4 });
  });

  it('carries a correction on past the tolerance, to a third of it (hysteresis)', () => {
    expect(correctionFor(0.004, { currentRate: 0.99 })).toEqual({ kind: 'rate', rate: 0.99 });
    expect(correctionFor(0.002, { currentRate: 0.99 })).toEqual({ kind: 'rate', rate: 0.99 });
    expect(correctionFor(0.0015, { currentRate: 0.99 })).toEqual({ kind: 'none' });
    // A correction the other way (it overshot) does not count: the full tolerance applies.
    expect(correctionFor(-0.004, { currentRate: 0.99 })).toEqual({ kind: 'none' });
  });

  it('keeps the rate it chose while the gap shrinks, so the gap closes in steady steps', () => {
    expect(correctionFor(0.05, { currentRate: 0.92 })).toEqual({ kind: 'rate', rate: 0.92 });
    expect(correctionFor(0.3, { currentRate: 0.97 })).toEqual({ kind: 'rate', rate: 0.92 });
  });

  it('never holds a rate that would pass the room before the next decision', () => {
    // 11 ms behind at 7.5 % with a decision every 200 ms: 15 ms would be made up, 4 ms past the room.
    expect(correctionFor(-0.011, { currentRate: 1.075, stepSeconds: 0.2 })).toEqual({ kind: 'rate', rate: 1.055 });
    expect(correctionFor(0.004, { currentRate: 0.9, stepSeconds: 0.2 })).toEqual({ kind: 'rate', rate: 0.98 });
    // Far off, the limit is the settle time's, as before.
    expect(correctionFor(-0.1, { currentRate: 1.05, stepSeconds: 0.2 })).toEqual({ kind: 'rate', rate: 1.05 });
  });

  it('takes the tolerance and the settle time from the options', () => {
    expect(correctionFor(0.05, { toleranceMs: 60 })).toEqual({ kind: 'none' });
    expect(correctionFor(0.05, { settleSeconds: 1 })).toEqual({ kind: 'rate', rate: 0.95 });
  });

  it('does nothing with a drift it cannot measure', () => {
    expect(correctionFor(Number.NaN)).toEqual({ kind: 'none' });
  });
});

describe('rateCatchesMs', () => {
  it('is the gap the most a rate may differ plays away in the settle time', () => {
    expect(rateCatchesMs()).toBeCloseTo(160);
    expect(rateCatchesMs({ maxRateDelta: 0.15, settleSeconds: 1.5 })).toBeCloseTo(225);
  });
});
