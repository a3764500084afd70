import { describe, expect, it } from 'vitest';
import { EMPTY_ROSTER, rosterJoin, rosterLeave, rosterState } from './room-roster';
import { audienceOf } from './stage-audience';

const meta = (headsets: number, ref: string) => ({ headsets, presence_ref: ref });

describe('the rooms roster', () => {
  it('counts a room that tracked again under its key once, with its latest count, and lets it leave', () => {
    // Realtime's diff for a re-track: the new meta joins, then the old one leaves (its ref, while supabase-js
    // has already stripped the old meta's ref from its own state).
    let roster = rosterJoin(EMPTY_ROSTER, 'room-a', [meta(5, '1')]);
    roster = rosterJoin(roster, 'room-a', [meta(7, '2')]);
    roster = rosterLeave(roster, 'room-a', [meta(5, '1')], [{ headsets: 5 }, meta(7, '2')]);
    roster = rosterJoin(roster, 'room-b', [meta(3, '3')]);
    expect(audienceOf(rosterState(roster))).toEqual({ rooms: 2, headsets: 10 });
    roster = rosterJoin(roster, 'room-a', [meta(4, '4')]);
    roster = rosterLeave(roster, 'room-a', [meta(7, '2')], [{ headsets: 5 }, { headsets: 7 }, meta(4, '4')]);
    expect(audienceOf(rosterState(roster))).toEqual({ rooms: 2, headsets: 7 });
    // The room leaves: its ghost metas left in supabase-js's state do not keep it counted.
    roster = rosterLeave(roster, 'room-a', [meta(4, '4')], [{ headsets: 5 }, { headsets: 7 }]);
    expect(audienceOf(rosterState(roster))).toEqual({ rooms: 1, headsets: 3 });
  });

  it('takes a room away when a resync leaves its key with nothing, whatever the refs', () => {
    let roster = rosterJoin(EMPTY_ROSTER, 'room-a', [meta(5, '1')]);
    roster = rosterLeave(roster, 'room-a', [{ headsets: 5 }], []);
    expect(rosterState(roster)).toEqual({});
  });

  it('ignores a leave of an unknown room or of an older meta', () => {
    const roster = rosterJoin(EMPTY_ROSTER, 'room-a', [meta(5, '2')]);
    expect(rosterLeave(roster, 'room-x', [meta(1, '9')], [])).toBe(roster);
    expect(rosterLeave(roster, 'room-a', [meta(4, '1')], [meta(5, '2')])).toBe(roster);
    expect(rosterJoin(roster, 'room-a', [])).toBe(roster);
  });
});
