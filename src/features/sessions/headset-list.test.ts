import { describe, expect, it } from 'vitest';
import { headsetsOf, knownDuration } from './headset-list';

const meta = (device: string) => ({ role: 'headset', device, presence_ref: 'x' });
const said = (device: string, extra: Record<string, unknown> = {}) => ({ device, status: 'playing' as const, driftMs: 12, inSync: true, duration: 600, ...extra });
const statuses = (...list: ReturnType<typeof said>[]) => new Map(list.map((status) => [status.device, status]));

describe('the facilitator’s list of headsets', () => {
  it('lists present headsets by their number, and those that left as disconnected', () => {
    const list = headsetsOf([meta('b'), meta('a'), { role: 'leader', tab: 't', epoch: 1, name: 'Ann' }], statuses(said('a'), said('b'), said('c')), {
      a: { n: 1 },
      b: { n: 2, name: 'Mrs Jansen' },
      c: { n: 3 },
    });
    expect(list.map((h) => [h.device, h.label?.n, h.status])).toEqual([
      ['a', 1, 'playing'],
      ['b', 2, 'playing'],
      ['c', 3, 'disconnected'],
    ]);
    expect(list[1]?.label?.name).toBe('Mrs Jansen');
  });

  it('ignores malformed presence, and puts an unnumbered newcomer last, joined until it says more', () => {
    const list = headsetsOf([meta('new'), { role: 'headset' }, 'nonsense'], statuses(), { a: { n: 1 } });
    expect(list.map((h) => [h.device, h.status])).toEqual([
      ['a', 'disconnected'],
      ['new', 'joined'],
    ]);
  });

  it('takes the concert’s length from the headsets that know it', () => {
    expect(knownDuration(headsetsOf([meta('a'), meta('b')], statuses(said('a', { duration: null }), said('b', { duration: 612.5 })), {}))).toBe(612.5);
    expect(knownDuration([])).toBeNull();
  });
});
