// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVOKE_AFTER_MS } from '@/lib/download-text';
import { downloadIcs, icsFileName } from './download-ics';

describe('icsFileName', () => {
  it('makes a lower-case, hyphenated name without accents or characters a file system refuses', () => {
    expect(icsFileName('Ode à la joie')).toBe('ode-a-la-joie.ics');
    expect(icsFileName('Bach: "Goldberg" / Variaties?*<>|\\')).toBe('bach-goldberg-variaties.ics');
    expect(icsFileName('  Kerstconcert 2026 🎄 — De Linde  ')).toBe('kerstconcert-2026-de-linde.ics');
    expect(icsFileName('../../etc/passwd')).toBe('etc-passwd.ics');
  });

  it('keeps letters of other scripts and falls back when nothing is left', () => {
    expect(icsFileName('Концерт в саду')).toBe('концерт-в-саду.ics');
    expect(icsFileName('🎻🎶!!!')).toBe('concert.ics');
    expect(icsFileName('')).toBe('concert.ics');
  });

  it('cuts a long title to 80 characters, never ending on a hyphen', () => {
    const name = icsFileName(`${'a'.repeat(79)} b c d`);
    expect(name).toBe(`${'a'.repeat(79)}.ics`);
    expect(icsFileName('é'.repeat(200))).toBe(`${'e'.repeat(80)}.ics`);
  });
});

// jsdom's Blob has no text(); its FileReader does, and says when it is done.
function blobText(blob: Blob | undefined): Promise<unknown> {
  if (blob === undefined) return Promise.resolve(undefined);
  const reader = new FileReader();
  const done = new Promise((resolve) => reader.addEventListener('load', () => resolve(reader.result)));
  reader.readAsText(blob);
  return done;
}

describe('downloadIcs', () => {
  const created: Blob[] = [];
  const revoked: string[] = [];

  beforeEach(() => {
    // Only the revoke timer is faked: jsdom's FileReader runs on setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // jsdom has no object URLs: these two stand in for the browser's.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => `blob:test/${created.push(blob)}`,
      revokeObjectURL: (url: string) => void revoked.push(url),
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    created.length = 0;
    revoked.length = 0;
  });

  it('clicks a link to a text/calendar blob named after the title, then removes it and revokes the URL', async () => {
    const clicks: { href: string; download: string; connected: boolean }[] = [];
    const onClick = (event: MouseEvent) => {
      const link = event.target as HTMLAnchorElement;
      clicks.push({ href: link.href, download: link.download, connected: link.isConnected });
      event.preventDefault(); // jsdom cannot navigate
    };
    document.addEventListener('click', onClick);
    downloadIcs('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', 'Ode à la joie');
    document.removeEventListener('click', onClick);

    expect(clicks).toEqual([{ href: 'blob:test/1', download: 'ode-a-la-joie.ics', connected: true }]);
    expect(document.querySelector('a')).toBeNull();
    expect(created[0]?.type).toBe('text/calendar;charset=utf-8');
    expect(await blobText(created[0])).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');

    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(revoked).toEqual(['blob:test/1']);
  });
});
