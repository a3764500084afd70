import { describe, expect, it } from 'vitest';
import { audienceOf } from './stage-audience';
import { MAX_HEADSETS_PER_ROOM } from './stage-topics';

const meta = (headsets: unknown) => ({ headsets, presence_ref: 'ref' });

describe('who is watching, from the rooms’ presence', () => {
  it('counts each key as a room and adds up their headsets', () => {
    expect(audienceOf({ a: [meta(8)], b: [meta(12)], c: [meta(0)] })).toEqual({ rooms: 3, headsets: 20 });
  });

  it('counts a room tracked from two tabs once, with its larger number', () => {
    expect(audienceOf({ a: [meta(8), meta(9)] })).toEqual({ rooms: 1, headsets: 9 });
  });

  it('ignores metas out of shape, and keys with none', () => {
    expect(audienceOf({ a: [meta('10')], b: [meta(-1)], c: [meta(2.5)], d: [{ name: 'De Linde' }], e: [], f: 'x', g: [meta(4)] })).toEqual({ rooms: 1, headsets: 4 });
  });

  it('never counts a room for more than any room holds', () => {
    expect(audienceOf({ a: [meta(1_000_000)] })).toEqual({ rooms: 1, headsets: MAX_HEADSETS_PER_ROOM });
  });

  it('is empty without presence', () => {
    expect(audienceOf({})).toEqual({ rooms: 0, headsets: 0 });
  });
});
