import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isValidVideoId } from '@/ui/video-embed-url';
import { ARTISTS, ARTIST_IDS, findArtist } from './artists';
import { findConcert } from './concert-rules';
import { CONCERTS, GENRES } from './concerts';

const PUBLIC_DIR = join(import.meta.dirname, '../../public');
const english = JSON.parse(readFileSync(join(import.meta.dirname, '../i18n/locales/en/artist.json'), 'utf8')) as {
  items: Record<string, { bio?: string; tagline?: string }>;
};

describe('artists', () => {
  it('are the band of concert 9 under id 9, and two more artists under slugs, each id once', () => {
    expect(ARTISTS.map((artist) => artist.id)).toEqual([...ARTIST_IDS]);
    expect(new Set(ARTIST_IDS).size).toBe(ARTIST_IDS.length);
    expect(findArtist('9')?.name).toBe(findConcert('9')?.artist);
    expect(findArtist('9')?.hometown.place).toMatch(/^Houston\b/);
    for (const id of ARTIST_IDS.filter((id) => id !== '9')) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('take the band video from concert 9, not a copy of its id', () => {
    const video = findConcert('9')?.video;
    expect(video?.kind).toBe('artistVideo');
    expect(findArtist('9')?.video).toEqual({
      host: 'youtube',
      id: video?.kind === 'artistVideo' ? video.youtubeId : undefined,
      song: findConcert('9')?.title,
    });
  });

  it('have a video with an id its host can have, a song name and a local poster that exists', () => {
    for (const { id, video, poster } of ARTISTS) {
      expect(isValidVideoId(video.host, video.id), id).toBe(true);
      expect(video.song.trim(), id).not.toBe('');
      expect(poster, id).toMatch(/^\/images\/artists\/[\w-]+\.svg$/);
      expect(existsSync(join(PUBLIC_DIR, poster)), poster).toBe(true);
    }
    expect(new Set(ARTISTS.map(({ video }) => video.host))).toEqual(new Set(['youtube', 'vimeo']));
  });

  it('play the concerts listed under their name, in date order', () => {
    for (const artist of ARTISTS) {
      expect(artist.concertIds.length, artist.id).toBeGreaterThan(0);
      const concerts = artist.concertIds.map((id) => findConcert(id));
      for (const concert of concerts) expect(concert?.artist, artist.id).toBe(artist.name);
      const dates = concerts.map((concert) => concert?.date ?? '');
      expect(dates, artist.id).toEqual([...dates].sort());
      // And no concert of theirs is left off their page.
      const theirs = CONCERTS.filter((concert) => concert.artist === artist.name).map((concert) => concert.id);
      expect([...artist.concertIds].sort(), artist.id).toEqual(theirs.sort());
    }
  });

  it('have a known genre, a translated bio and short line, and links only to reserved .example hosts', () => {
    for (const { id, genre, links } of ARTISTS) {
      expect(GENRES, id).toContain(genre);
      expect(english.items[id]?.bio?.trim(), id).toBeTruthy();
      expect(english.items[id]?.tagline?.trim(), id).toBeTruthy();
      for (const { href } of links) expect(new URL(href).hostname, href).toMatch(/\.example$/);
    }
  });

  it('finds an artist by its exact id only', () => {
    expect(findArtist('mara-okafor-trio')?.name).toBe('Mara Okafor Trio');
    expect(findArtist('09')).toBeUndefined();
    expect(findArtist('Mara-Okafor-Trio')).toBeUndefined();
    expect(findArtist(undefined)).toBeUndefined();
  });
});
