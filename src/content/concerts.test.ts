import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import english from '@/i18n/locales/en/concerts.json';
import { concertEndDate, formatConcertDates } from './concert-rules';
import { CONCERTS, CONCERT_IDS, GENRES } from './concerts';
import { DEMO_STREAM, STEREO_DEMO_STREAM } from './media';

/** Validates the whole sample programme against SPEC section 3. */
const PUBLIC_DIR = join(import.meta.dirname, '../../public');
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

describe('the sample concerts', () => {
  it('are nine, with the unique ids 1 to 9 in order', () => {
    expect(CONCERTS.map((c) => c.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(CONCERTS.map((c) => c.id)).toEqual([...CONCERT_IDS]);
  });

  it('take place from April to June 2025, each ending on or after its start', () => {
    for (const concert of CONCERTS) {
      for (const day of [concert.date, concertEndDate(concert)]) {
        expect(day, concert.id).toMatch(ISO_DAY);
        expect(Number.isNaN(Date.parse(day)), concert.id).toBe(false);
        expect(day >= '2025-04-01' && day <= '2025-06-30', `${concert.id}: ${day}`).toBe(true);
      }
      expect(concertEndDate(concert) >= concert.date, concert.id).toBe(true);
    }
  });

  it('have between 450 and 3200 views, both ends of the range present', () => {
    const views = CONCERTS.map((c) => c.views);
    expect(views.every((v) => Number.isInteger(v) && v >= 450 && v <= 3200)).toBe(true);
    expect(Math.min(...views)).toBe(450);
    expect(Math.max(...views)).toBe(3200);
  });

  it('say their date range in English as the dates do', () => {
    for (const concert of CONCERTS) {
      const expected = formatConcertDates(concert, 'en-US').replace(/\s*–\s*/g, '–');
      expect(concert.duration, concert.id).toBe(expected);
    }
  });

  it('are held in the UK, Sweden, the Netherlands and the US, a locality first', () => {
    const countries = new Set(CONCERTS.map((c) => c.venue.match(/\b(UK|Sweden|Netherlands)\b/)?.[1] ?? 'US'));
    expect([...countries].sort()).toEqual(['Netherlands', 'Sweden', 'UK', 'US']);
    for (const concert of CONCERTS) expect(concert.venue.split(',').length, concert.id).toBeGreaterThanOrEqual(2);
  });

  it('have a known genre, a title, an artist and a description', () => {
    for (const concert of CONCERTS) {
      expect(GENRES, concert.id).toContain(concert.genre);
      for (const text of [concert.title, concert.artist, concert.description]) expect(text.trim(), concert.id).not.toBe('');
    }
  });

  it('have poster artwork of their own under public/: a small SVG with a viewBox', () => {
    const images = CONCERTS.map((c) => c.imageUrl);
    expect(new Set(images).size).toBe(images.length);
    for (const url of images) {
      expect(url).toMatch(/^\/images\/concerts\/[\w-]+\.svg$/);
      const file = join(PUBLIC_DIR, url);
      expect(statSync(file).size, url).toBeLessThan(4096);
      expect(readFileSync(file, 'utf8'), url).toMatch(/<svg[^>]*\sviewBox="0 0 \d+ \d+"/);
    }
  });

  it('model the video: 1 to 6 the bundled 360° stream, 7 and 8 none, 9 an artist video on YouTube', () => {
    for (const concert of CONCERTS.slice(0, 5)) expect(concert.video, concert.id).toEqual({ kind: 'recording360', stream: DEMO_STREAM });
    expect(CONCERTS[5]?.video).toEqual({ kind: 'recording360', stream: STEREO_DEMO_STREAM });
    expect(CONCERTS[6]?.video).toBeUndefined();
    expect(CONCERTS[7]?.video).toBeUndefined();
    const nine = CONCERTS[8];
    expect(nine?.video?.kind).toBe('artistVideo');
    expect(nine?.video?.kind === 'artistVideo' && nine.video.youtubeId).toMatch(/^[\w-]{11}$/);
    expect(nine?.venue).toMatch(/^Houston,/);
    expect(nine?.genre).toBe('rock');
  });

  it('carry the same English title and description as the English translations', () => {
    for (const concert of CONCERTS) {
      expect(english.items[concert.id], concert.id).toEqual({ title: concert.title, description: concert.description });
    }
    expect(Object.keys(english.items).sort()).toEqual([...CONCERT_IDS].sort());
    expect(Object.keys(english.genres).sort()).toEqual([...GENRES].sort());
  });
});
