import { describe, expect, it } from 'vitest';
import { applyGreeting, applyGreetingPayload, greetingsFromRows } from './stage-greetings';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the greetings on the stage', () => {
  it('shows an approved greeting first, and takes a withdrawn one away', () => {
    let list = applyGreeting([], { greeting: id(1), status: 'approved', message: 'Greetings from De Linde, Utrecht!' });
    list = applyGreeting(list, { greeting: id(2), status: 'approved', message: 'Hello from Zonnehof' });
    expect(list.map((g) => g.id)).toEqual([id(2), id(1)]);
    expect(applyGreeting(list, { greeting: id(1), status: 'rejected' })).toEqual([{ id: id(2), message: 'Hello from Zonnehof' }]);
  });

  it('keeps the newest few', () => {
    let list = applyGreeting([], { greeting: id(0), status: 'approved', message: 'first' }, 3);
    for (let n = 1; n <= 4; n += 1) list = applyGreeting(list, { greeting: id(n), status: 'approved', message: `greeting ${n}` }, 3);
    expect(list.map((g) => g.id)).toEqual([id(4), id(3), id(2)]);
  });

  it('an approval heard twice shows once', () => {
    const event = { greeting: id(1), status: 'approved' as const, message: 'Hi' };
    expect(applyGreeting(applyGreeting([], event), event)).toHaveLength(1);
  });

  it('ignores a malformed broadcast: no text on approval, an unknown state, a text too long', () => {
    for (const payload of [{ greeting: id(1), status: 'approved' }, { greeting: id(1), status: 'shown', message: 'x' }, { greeting: id(1), status: 'approved', message: 'x'.repeat(141) }, { greeting: 'nope', status: 'approved', message: 'x' }, null]) {
      expect(applyGreetingPayload([], payload)).toEqual([]);
    }
  });

  it('counts a greeting’s length in characters, as the database does (140 emoji pass)', () => {
    expect(applyGreetingPayload([], { greeting: id(1), status: 'approved', message: '👏'.repeat(140) })).toHaveLength(1);
  });

  it('starts from the approved rows, newest first', () => {
    const rows = [
      { id: id(1), message: 'old', status: 'approved' },
      { id: id(2), message: 'waiting', status: 'pending' },
      { id: id(3), message: 'new', status: 'approved' },
    ];
    expect(greetingsFromRows(rows)).toEqual([{ id: id(3), message: 'new' }, { id: id(1), message: 'old' }]);
  });
});
