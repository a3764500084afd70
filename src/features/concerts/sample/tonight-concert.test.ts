import { afterEach, describe, expect, it, vi } from 'vitest';
import { livePath } from '../../../../scripts/live/live-dir';
import { concertPhase } from '../concert-life';
import { LANGUAGES } from '../programme';
import { ALL_SAMPLE_TEXTS } from './all-sample-texts';
import { buildSampleProgramme } from './sample-programme';
import { TONIGHT_ID, tonightStart } from './tonight-concert';

const STARTED = '2026-11-27T19:42:00.000Z';
const MINUTE = 60_000;

describe("npm start's concert of tonight", () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is in the sample programme only when the build says when it started', () => {
    expect(buildSampleProgramme(ALL_SAMPLE_TEXTS).concerts.map((concert) => concert.id)).not.toContain(TONIGHT_ID);
    const concerts = buildSampleProgramme(ALL_SAMPLE_TEXTS, STARTED).concerts;
    expect(concerts.filter((concert) => concert.id === TONIGHT_ID)).toHaveLength(1);
    expect(concerts.every((concert, i) => i === 0 || concert.startsAt >= (concerts[i - 1]?.startsAt ?? ''))).toBe(true);
  });

  it("plays the live demo's address, and is live from its start for the evening", () => {
    const tonight = buildSampleProgramme(ALL_SAMPLE_TEXTS, STARTED).concerts.find((concert) => concert.id === TONIGHT_ID);
    expect(tonight?.liveStream).toBe(livePath('demo'));
    if (!tonight) return;
    const at = (minutes: number) => concertPhase(tonight, Date.parse(STARTED) + minutes * MINUTE);
    expect([at(-1), at(0), at(1), at(3 * 60), at(4 * 60 + 1)]).toEqual(['doors-open', 'live', 'live', 'live', 'ended']);
  });

  it('has its title and description in all six languages', () => {
    const tonight = buildSampleProgramme(ALL_SAMPLE_TEXTS, STARTED).concerts.find((concert) => concert.id === TONIGHT_ID);
    for (const language of LANGUAGES) {
      expect(tonight?.texts[language]?.title, language).toMatch(/\S/);
      expect(tonight?.texts[language]?.description, language).toMatch(/\S/);
    }
  });

  it('reads its start from VITE_LIVE_TONIGHT, and a deployment without it has none', () => {
    vi.stubEnv('VITE_LIVE_TONIGHT', '');
    expect(tonightStart()).toBeUndefined();
    vi.stubEnv('VITE_LIVE_TONIGHT', '2026-11-27T20:42:00+01:00');
    expect(tonightStart()).toBe(STARTED);
    vi.stubEnv('VITE_LIVE_TONIGHT', 'tonight');
    expect(tonightStart()).toBeUndefined();
  });
});
