// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { chooseFacility, currentFacility } from './current-choice';
import type { MyFacility } from './my-facilities';

const linde: MyFacility = { id: '00000000-0000-4000-8000-000000000001', name: 'De Linde', status: 'verified', role: 'manager' };
const oak: MyFacility = { id: '00000000-0000-4000-8000-000000000002', name: 'Oak House', status: 'pending', role: 'staff' };

describe('the current facility', () => {
  beforeEach(() => localStorage.clear());

  it('is the first of the person’s facilities until they choose', () => {
    expect(currentFacility([linde, oak])).toEqual(linde);
    expect(currentFacility([])).toBeNull();
  });

  it('is the one chosen, remembered in this browser', () => {
    chooseFacility(oak.id);
    expect(currentFacility([linde, oak])).toEqual(oak);
  });

  it('falls back to the first when the chosen one is no longer theirs (removed, or edited by hand)', () => {
    chooseFacility('00000000-0000-4000-8000-000000000009');
    expect(currentFacility([linde, oak])).toEqual(linde);
  });
});
