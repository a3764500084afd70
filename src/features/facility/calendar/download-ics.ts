import { downloadText } from '@/lib/download-text';

/**
 * Offers an `.ics` text to the browser as a download. The file name is a pure function of the title so it can
 * be tested and reused (for instance as an e-mail attachment's name).
 */
const MAX_NAME_LENGTH = 80;

/**
 * A file name safe on every common system: accents dropped ('Ode à la joie' → 'ode-a-la-joie.ics'), letters and
 * digits of any script kept, every other run of characters one hyphen, at most 80 characters before `.ics`.
 */
export function icsFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const short = Array.from(base).slice(0, MAX_NAME_LENGTH).join('').replace(/-+$/, '');
  return `${short === '' ? 'concert' : short}.ics`;
}

/** Starts the download of `ics` named after `title`. */
export function downloadIcs(ics: string, title: string): void {
  downloadText(icsFileName(title), ics, 'text/calendar;charset=utf-8');
}
