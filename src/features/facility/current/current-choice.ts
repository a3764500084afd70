import { readStored, writeStored } from '@/lib/safe-storage';
import type { MyFacility } from './my-facilities';

/**
 * Which of a person's facilities they act for (agency staff belong to several). Only a preference kept in the
 * browser: the database checks the membership on every call, so a stale or edited choice grants nothing.
 */
const STORAGE_KEY = 'tutti-current-facility';

/** The chosen facility if the person still belongs to it, else their first (by name, as my_facilities orders). */
export function currentFacility(facilities: readonly MyFacility[], chosen: string | null = readStored(STORAGE_KEY)): MyFacility | null {
  return facilities.find((facility) => facility.id === chosen) ?? facilities[0] ?? null;
}

export function chooseFacility(id: string): void {
  writeStored(STORAGE_KEY, id);
}
