import { describe, expect, it } from 'vitest';
import { parseAgendaParams, SEARCH_MAX_LENGTH, withAgendaParams } from './agenda-params';

const parse = (query: string) => parseAgendaParams(new URLSearchParams(query));
const write = (query: string, next: Parameters<typeof withAgendaParams>[1]) => withAgendaParams(new URLSearchParams(query), next).toString();

describe('parseAgendaParams', () => {
  it('gives the whole agenda as a list when there is no parameter', () => {
    expect(parse('')).toEqual({ search: '', genre: null, view: 'list', month: null });
  });

  it('reads search, genre and view', () => {
    expect(parse('search=spring+strings&genre=classical&view=calendar')).toEqual({
      search: 'spring strings',
      genre: 'classical',
      view: 'calendar',
      month: null,
    });
  });

  it("reads the calendar's month, and ignores one that is no month", () => {
    expect(parse('view=calendar&month=2027-03').month).toEqual({ year: 2027, month: 3 });
    for (const month of ['2027-13', '2027-3', '27-03', '2027-00', 'march']) expect(parse(`month=${month}`).month).toBeNull();
  });

  it('ignores a genre or view it does not know', () => {
    expect(parse('genre=polka').genre).toBeNull();
    expect(parse('genre=Jazz').genre).toBeNull();
    expect(parse('genre=').genre).toBeNull();
    expect(parse('view=grid').view).toBe('list');
  });

  it('cuts a search that is too long and turns control characters into spaces', () => {
    expect(parse(`search=${'a'.repeat(500)}`).search).toHaveLength(SEARCH_MAX_LENGTH);
    expect(parse('search=harp%0Avoice').search).toBe('harp voice');
  });
});

describe('withAgendaParams', () => {
  it('writes what differs from the defaults, trimmed', () => {
    expect(write('', { search: '  jazz ', genre: 'jazz', view: 'calendar', month: null })).toBe('search=jazz&genre=jazz&view=calendar');
    expect(write('', { search: '', genre: null, view: 'list', month: { year: 2027, month: 3 } })).toBe('');
  });

  it('removes what is back at its default, and keeps the parameters it does not own', () => {
    expect(write('lang=de&search=jazz&genre=jazz&view=calendar', { search: ' ', genre: null, view: 'list', month: null })).toBe('lang=de');
    expect(write('lang=de&country=de', { search: 'harp', genre: null, view: 'list', month: null })).toBe('lang=de&country=de&search=harp');
  });

  it('round-trips through the parser', () => {
    const state = { search: 'Dvořák & friends', genre: 'folk', view: 'calendar', month: { year: 2027, month: 3 } } as const;
    expect(parseAgendaParams(withAgendaParams(new URLSearchParams(), state))).toEqual(state);
  });
});
