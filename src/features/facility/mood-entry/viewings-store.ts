import { readStored, writeStored } from '@/lib/safe-storage';
import { readViewings, storeViewings, viewingFor, type Viewings } from './viewings';

/**
 * The one place the viewings of concerts watched alone are kept on this device (`mood-viewings:<facility>`), for
 * /facility's form and the headset's own check on the concert page alike, often open in two tabs. Every change is
 * made to what is stored now, never to a copy held since: a tab that wrote its whole list would drop the viewing
 * the other had just made, and the answer after the concert would no longer pair with the one before it.
 */
const storeKey = (facility: string) => `mood-viewings:${facility}`;

export const loadViewings = (facility: string): Viewings => readViewings(readStored(storeKey(facility)), Date.now());

/** Changes the stored viewings, read afresh; returns them as stored. */
export function changeViewings(facility: string, edit: (viewings: Viewings) => Viewings): Viewings {
  const next = edit(loadViewings(facility));
  writeStored(storeKey(facility), storeViewings(next));
  return next;
}

/**
 * The pairing's viewing id, made and stored before its first answer is sent: a retry after a lost reply, or the
 * answer after the concert, goes to the same viewing. Returns it with the viewings as stored.
 */
export function keepViewing(facility: string, key: string): { id: string; viewings: Viewings } {
  let id = '';
  const viewings = changeViewings(facility, (stored) => {
    const made = viewingFor(stored, key, () => crypto.randomUUID());
    id = made.viewing.id;
    return made.viewings;
  });
  return { id, viewings };
}

/** Calls `changed` when another tab changes the facility's viewings (the `storage` event fires in the others only). */
export function watchViewings(facility: string, changed: (viewings: Viewings) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storeKey(facility)) changed(loadViewings(facility));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
