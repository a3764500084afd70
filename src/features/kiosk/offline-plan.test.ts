import { describe, expect, it } from 'vitest';
import { DEMO_ENTRY_ID, type WatchableEntry } from '@/features/concerts';
import { keptEntries } from './offline-plan';

const entry = (id: string): WatchableEntry => ({ id, title: id, src: `/media/${id}/master.m3u8`, poster: `/media/${id}/poster.jpg` });
const PLAYLIST = [entry(DEMO_ENTRY_ID), entry('harbour'), entry('choir')];

describe('keptEntries', () => {
  it('keeps the demo always and the chosen concerts the playlist offers', () => {
    expect(keptEntries(PLAYLIST, []).map((kept) => kept.id)).toEqual([DEMO_ENTRY_ID]);
    expect(keptEntries(PLAYLIST, ['choir']).map((kept) => kept.id)).toEqual([DEMO_ENTRY_ID, 'choir']);
  });

  it('drops a chosen concert the programme no longer offers (say, its recording went)', () => {
    expect(keptEntries(PLAYLIST, ['harbour', 'gone']).map((kept) => kept.id)).toEqual([DEMO_ENTRY_ID, 'harbour']);
  });
});
