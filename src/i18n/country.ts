import { useSyncExternalStore } from 'react';
import { COUNTRY_STORAGE_KEY, type Country, DEFAULT_COUNTRY } from './config';
import { writeStored } from '@/lib/safe-storage';

let current: Country = DEFAULT_COUNTRY;
const listeners = new Set<() => void>();

export function getCountry(): Country {
  return current;
}

export function setCountry(country: Country, { remember = true } = {}): void {
  if (remember) writeStored(COUNTRY_STORAGE_KEY, country);
  if (country === current) return;
  current = country;
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

export function useCountry(): Country {
  return useSyncExternalStore(subscribe, getCountry, getCountry);
}
