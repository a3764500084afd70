import { describe, expect, it } from 'vitest';
import { learnPlayLead, MAX_PLAY_LEAD_MS } from './play-lead';

describe('learnPlayLead', () => {
  it('moves halfway towards the time play() took to move the playhead', () => {
    // play() 50 ms before the start, and the playhead 70 ms behind: it took 120 ms.
    expect(learnPlayLead(50, 50, -70)).toBe(85);
    // The timer fired 30 ms after the start (a lead of −30), 150 ms behind: it took 120 ms all the same.
    expect(learnPlayLead(50, -30, -150)).toBe(85);
    // 20 ms ahead: it took 30.
    expect(learnPlayLead(50, 50, 20)).toBe(40);
  });

  it('stays within bounds, a stall teaching it no more than the most a start may take', () => {
    expect(learnPlayLead(400, 400, -2000)).toBe(MAX_PLAY_LEAD_MS);
    expect(learnPlayLead(0, 0, 300)).toBe(0);
    expect(learnPlayLead(50, 50, Number.NaN)).toBe(50);
  });
});
