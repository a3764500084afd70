import { describe, expect, it } from 'vitest';
import { concertText, loadSampleProgramme, type ProgrammeConcert } from '@/features/concerts';
import { filterConcerts, foldText, matchesSearch, searchWords } from './concert-filter';

/** The sample programme's nine concerts with a venue (the home page's three demo cards name none). */
const CONCERTS = (await loadSampleProgramme(['en'])).concerts.filter((concert) => concert.venue !== null);
/** Texts as the agenda searches them: title, artist and venue. */
const texts = (concert: ProgrammeConcert) => [concertText(concert, 'en').title, concert.artistName ?? '', concert.venue ?? ''];
const ids = (list: readonly { id: string }[]) => list.map((concert) => concert.id);

describe('search text', () => {
  it('ignores case and accents', () => {
    expect(foldText('Dvořák VÄSTKUST')).toBe('dvorak vastkust');
    expect(searchWords('  Spring   strings ')).toEqual(['spring', 'strings']);
    expect(searchWords('   ')).toEqual([]);
  });

  it('needs every word, each in any of the texts', () => {
    expect(matchesSearch(['Evening Jazz', 'Mara Okafor Trio', 'Manchester, Bridgewater Hall, UK'], 'jazz bridgewater')).toBe(true);
    expect(matchesSearch(['Evening Jazz', 'Mara Okafor Trio'], 'jazz rock')).toBe(false);
    expect(matchesSearch(['anything'], '')).toBe(true);
  });
});

describe('filterConcerts', () => {
  it('keeps everything without a filter, in programme order', () => {
    expect(ids(filterConcerts(CONCERTS, { search: '', genre: null }, texts))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('filters by genre', () => {
    expect(ids(filterConcerts(CONCERTS, { search: '', genre: 'classical' }, texts))).toEqual(['1', '4', '8']);
    expect(ids(filterConcerts(CONCERTS, { search: '', genre: 'rock' }, texts))).toEqual(['9']);
  });

  it('searches titles, artists and venues', () => {
    expect(ids(filterConcerts(CONCERTS, { search: 'harp', genre: null }, texts))).toEqual(['8']);
    expect(ids(filterConcerts(CONCERTS, { search: 'okafor', genre: null }, texts))).toEqual(['2']);
    expect(ids(filterConcerts(CONCERTS, { search: 'Netherlands', genre: null }, texts))).toEqual(['1', '4', '8']);
    expect(ids(filterConcerts(CONCERTS, { search: 'vastkust', genre: null }, texts))).toEqual(['3']);
  });

  it('combines search and genre, and can match nothing', () => {
    expect(ids(filterConcerts(CONCERTS, { search: 'netherlands', genre: 'classical' }, texts))).toEqual(['1', '4', '8']);
    expect(ids(filterConcerts(CONCERTS, { search: 'utrecht', genre: 'classical' }, texts))).toEqual(['4']);
    expect(ids(filterConcerts(CONCERTS, { search: 'utrecht', genre: 'jazz' }, texts))).toEqual([]);
    expect(ids(filterConcerts(CONCERTS, { search: 'no such concert', genre: null }, texts))).toEqual([]);
  });

  it('searches whatever texts it is given, such as translated titles', () => {
    const german = (concert: ProgrammeConcert) => [concert.id === '1' ? 'Frühlingsstreicher im Concertgebouw' : concertText(concert, 'en').title];
    expect(ids(filterConcerts(CONCERTS, { search: 'fruhling', genre: null }, german))).toEqual(['1']);
  });
});
