import { describe, expect, it } from 'vitest';
import { aloneMomentOf } from './alone-moment';

describe('which moment a headset watched alone asks about', () => {
  it('asks before until the concert ends, then after', () => {
    expect(aloneMomentOf([], false)).toBe('before');
    expect(aloneMomentOf([], true)).toBe('after');
  });

  it('never asks a moment already given, here or on the facility page', () => {
    expect(aloneMomentOf(['before'], false)).toBeNull();
    expect(aloneMomentOf(['before'], true)).toBe('after');
    expect(aloneMomentOf(['before', 'after'], true)).toBeNull();
    expect(aloneMomentOf(['after'], true)).toBeNull();
  });
});
