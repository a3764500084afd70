import { describe, expect, it } from 'vitest';
import { programmePlaylist } from './playlist';
import { sampleProgramme } from './sample-programme';

const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('programmePlaylist', () => {
  it('offers the demo, then every recording in programme order, titled in the language', () => {
    const playlist = programmePlaylist(sampleProgramme().concerts, { demoTitle: 'Demo', language: 'de', now: NOW });
    expect(playlist.map((entry) => entry.id)).toEqual(['demo', '1', '2', '3', '4', '5', '6']);
    expect(playlist[1]).toEqual({ id: '1', title: sampleProgramme().concerts[0]?.texts.de?.title, src: '/media/demo/master.m3u8', poster: '/media/demo/poster.jpg', layout: 'mono' });
    expect(playlist.find((entry) => entry.id === '6')?.layout).toBe('top-bottom');
  });

  it('always holds the concert a page starts on, even before the list is read', () => {
    const current = { ...sampleProgramme().concerts[0]!, id: 'new', startsAt: '2027-06-01T18:00:00.000Z' };
    expect(programmePlaylist([], { demoTitle: 'Demo', language: 'en', now: NOW, current }).map((entry) => entry.id)).toEqual(['demo', 'new']);
  });
});
