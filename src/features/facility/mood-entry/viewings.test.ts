import { describe, expect, it } from 'vitest';
import { momentFor, readViewings, storeViewings, VIEWING_KEPT_MS, viewingFor, viewingKey, withSaved, type Viewings } from './viewings';

describe('the viewings of a visit', () => {
  const ids = () => {
    let n = 0;
    return () => `id-${++n}`;
  };

  it('makes an id once per concert and resident, and keeps it', () => {
    const next = ids();
    const r17 = viewingKey('winter-strings', 'R-17');
    const first = viewingFor(new Map(), r17, next);
    expect(first.viewing).toMatchObject({ id: 'id-1', saved: [] });
    const again = viewingFor(first.viewings, r17, next);
    expect(again.viewing.id).toBe('id-1');
    expect(again.viewings).toBe(first.viewings);
    expect(viewingFor(again.viewings, viewingKey('winter-strings', 'R-18'), next).viewing.id).toBe('id-2');
    expect(viewingFor(again.viewings, viewingKey('autumn-songs', 'R-17'), next).viewing.id).toBe('id-3');
  });

  it('starts a pairing before the concert, and after it once something was saved', () => {
    const key = viewingKey('winter-strings', '3');
    let viewings: Viewings = viewingFor(new Map(), key, ids()).viewings;
    expect(momentFor(viewings, key)).toBe('before');
    viewings = withSaved(viewings, key, 'before');
    expect(momentFor(viewings, key)).toBe('after');
    expect(viewings.get(key)).toMatchObject({ id: 'id-1', saved: ['before'] });
    expect(withSaved(viewings, key, 'before')).toBe(viewings);
    expect(momentFor(viewings, viewingKey('winter-strings', '4'))).toBe('before');
  });

  it('never confuses a concert and a code that run together', () => {
    expect(viewingKey('a-1', '2')).not.toBe(viewingKey('a', '1-2'));
  });

  it('are kept on the device for a day, so an after recorded after a reload joins its before; anything else read is dropped', () => {
    const key = viewingKey('winter-strings', 'R-17');
    const id = '9d7c1a52-0f6e-4a55-8b52-3f1e2d3c4b5a';
    const viewings = withSaved(viewingFor(new Map(), key, () => id).viewings, key, 'before');
    const at = viewings.get(key)?.at ?? 0;
    const kept = readViewings(storeViewings(viewings), at + VIEWING_KEPT_MS - 1);
    expect(kept.get(key)).toEqual({ id, saved: ['before'], at });
    expect(momentFor(kept, key)).toBe('after');
    expect(readViewings(storeViewings(viewings), at + VIEWING_KEPT_MS).size).toBe(0);
    for (const raw of [null, 'not json', '{"a":1}', JSON.stringify([[key, { id: 'not-a-uuid', saved: [], at }]])]) expect(readViewings(raw, at).size).toBe(0);
  });
});
