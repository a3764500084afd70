import { describe, expect, it } from 'vitest';
import { learnSeekLead, MAX_SEEK_LEAD_MS } from './seek-lead';

describe('learnSeekLead', () => {
  it('moves halfway towards the time the last seek took', () => {
    // Seeked 200 ms ahead and landed 80 ms ahead: the seek took 120 ms.
    expect(learnSeekLead(200, 200, 80)).toBe(160);
    // Seeked 200 ms ahead and landed 300 ms behind: it took 500 ms.
    expect(learnSeekLead(200, 200, -300)).toBe(350);
  });

  it('stays within bounds', () => {
    expect(learnSeekLead(200, 200, -5000)).toBe(MAX_SEEK_LEAD_MS);
    expect(learnSeekLead(0, 0, 400)).toBe(0);
    expect(learnSeekLead(200, 200, Number.NaN)).toBe(200);
  });
});
