import { describe, expect, it } from 'vitest';
import { addApplause, METER_TAU_MS, meterReading, QUIET_METER } from './applause-meter';

describe("the stage's applause meter", () => {
  it('is still before any applause', () => {
    expect(meterReading(QUIET_METER, 10_000, 40)).toBe(0);
  });

  it('rises at once with a batch, by the share of the audience clapping', () => {
    const meter = addApplause(QUIET_METER, 10, 1000);
    expect(meterReading(meter, 1000, 40)).toBeCloseTo(0.25);
    expect(meterReading(addApplause(meter, 10, 1000), 1000, 40)).toBeCloseTo(0.5);
  });

  it('falls smoothly when the applause stops: to 1/e after one time constant, near nothing after five', () => {
    const meter = addApplause(QUIET_METER, 40, 0);
    const readings = [0, 1000, 2000, METER_TAU_MS, 5 * METER_TAU_MS].map((t) => meterReading(meter, t, 40));
    expect(readings[0]).toBe(1);
    for (let i = 1; i < readings.length; i += 1) expect(readings[i]).toBeLessThan(readings[i - 1] as number);
    expect(readings[3]).toBeCloseTo(Math.exp(-1));
    expect(readings[4]).toBeLessThan(0.01);
  });

  it('never reads above full, and a one-person audience can fill it', () => {
    expect(meterReading(addApplause(QUIET_METER, 500, 0), 0, 40)).toBe(1);
    expect(meterReading(addApplause(QUIET_METER, 1, 0), 0, 0)).toBe(1);
  });

  it('a batch that arrives out of order does not rewind the clock', () => {
    const meter = addApplause(addApplause(QUIET_METER, 10, 5000), 10, 4000);
    expect(meter.at).toBe(5000);
    expect(meterReading(meter, 5000, 20)).toBeCloseTo(1);
  });
});
