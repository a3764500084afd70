import { describe, expect, it } from 'vitest';
import { MOOD_CSV_COLUMNS, moodReportCsv } from './mood-csv';
import type { MoodGroup } from './mood-report';
import { faceTotals, trendPoints } from './mood-summary';

const march: MoodGroup = {
  month: '2031-03', concertId: null, residents: 6,
  figures: { residents: 6, selfReported: 5, improved: 0.5, stayed: 0.333, declined: 0.167, beforeFaces: [1, 1, 2, 1, 1], afterFaces: [0, 1, 1, 3, 1], meanBefore: 3, meanAfter: 3.67 },
};
const february: MoodGroup = {
  month: '2031-02', concertId: null, residents: 5,
  figures: { residents: 5, selfReported: 5, improved: 0.2, stayed: 0.8, declined: 0, beforeFaces: [0, 0, 5, 0, 0], afterFaces: [0, 0, 4, 1, 0], meanBefore: 3, meanAfter: 3.2 },
};
const tooFew: MoodGroup = { month: '2031-03', concertId: 'jazz-quartet', residents: 4, figures: null };
const labels = {
  header: MOOD_CSV_COLUMNS.map((column) => column.toUpperCase()),
  subject: (group: MoodGroup) => (group.concertId === null ? 'All concerts shown' : group.concertId === 'jazz-quartet' ? '=Jazz, "live"' : group.concertId),
  countsOnly: () => 'Fewer than 5 residents: not shown',
};

describe('the mood report as CSV', () => {
  it('writes one line per group with the figures the table shows, and a small group with its count and a note only', () => {
    const lines = moodReportCsv([march, tooFew], labels).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(MOOD_CSV_COLUMNS.map((column) => column.toUpperCase()).join(','));
    expect(lines[1]).toBe('2031-03,All concerts shown,6,5,50,33,17,3,3.67,1,1,2,1,1,0,1,1,3,1,');
    // A title is quoted and kept from running as a formula.
    expect(lines[2]).toBe(`2031-03,"'=Jazz, ""live""",4,${','.repeat(15)},Fewer than 5 residents: not shown`);
    expect(lines[3]).toBe('');
  });

  it('refuses a header that does not name every column', () => {
    expect(() => moodReportCsv([march], { ...labels, header: ['month'] })).toThrow();
  });
});

describe('what the charts draw', () => {
  it('takes the months’ own rows, oldest first, and leaves out the concerts and the hidden', () => {
    expect(trendPoints([march, tooFew, february, { ...february, month: '2031-04', figures: null }]).map((point) => point.month)).toEqual(['2031-02', '2031-03']);
  });

  it('adds the faces up over the months', () => {
    expect(faceTotals(trendPoints([march, february]))).toEqual([
      { face: 1, before: 1, after: 0 },
      { face: 2, before: 1, after: 1 },
      { face: 3, before: 7, after: 5 },
      { face: 4, before: 1, after: 4 },
      { face: 5, before: 1, after: 1 },
    ]);
  });
});
