import { describe, expect, it } from 'vitest';
import { liveValue, parseChoice } from './concert-select';

describe('the room concert’s choice', () => {
  it('tells a concert played live from its recording under the same id', () => {
    expect(parseChoice(liveValue('tonight'))).toEqual({ concertId: 'tonight', live: true });
    expect(parseChoice('tonight')).toEqual({ concertId: 'tonight', live: false });
    expect(parseChoice('demo')).toEqual({ concertId: 'demo', live: false });
  });
});
