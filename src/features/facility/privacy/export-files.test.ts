import { describe, expect, it } from 'vitest';
import { exportFiles, facilityExportSchema, fileStem } from './export-files';

const answer = {
  exported_at: '2026-11-28T10:00:00Z',
  facility: { id: 'f1', name: 'De Linde', address: 'Lindelaan 1' },
  members: [{ user_id: 'u1', email: 'anna@linde.example', role: 'manager', joined_at: '2026-11-01T09:00:00Z' }],
  invitations: [],
  reservations: [
    {
      id: 'r1',
      concert_id: 'winter-strings',
      concert_title: 'Winter, strings',
      starts_at: '2026-12-12T18:30:00Z',
      spots: 6,
      note: '=HYPERLINK("x")',
      created_by: 'u1',
      created_at: '2026-11-20T09:00:00Z',
      updated_at: '2026-11-20T09:00:00Z',
      cancelled_at: null,
    },
  ],
};

describe('a facility’s export as files', () => {
  const files = exportFiles(facilityExportSchema.parse(answer));

  it('keeps the whole answer as JSON, named after the facility and the day', () => {
    expect(files[0]?.name).toBe('de-linde-2026-11-28.json');
    expect(JSON.parse(files[0]?.text ?? '')).toEqual(answer);
  });

  it('writes reservations and members as CSV, quoted and safe from formulas', () => {
    expect(files[1]?.name).toBe('de-linde-2026-11-28-reservations.csv');
    const [header, row] = (files[1]?.text ?? '').replace('\uFEFF', '').split('\r\n');
    expect(header).toBe('id,concert_id,concert_title,starts_at,spots,note,created_by,created_at,updated_at,cancelled_at');
    expect(row).toBe(`r1,winter-strings,"Winter, strings",2026-12-12T18:30:00Z,6,"'=HYPERLINK(""x"")",u1,2026-11-20T09:00:00Z,2026-11-20T09:00:00Z,`);
    expect(files[2]?.text).toContain('u1,anna@linde.example,manager,2026-11-01T09:00:00Z');
  });

  it('names files sensibly whatever the facility is called', () => {
    expect(fileStem('Zorgcentrum Één & Twee')).toBe('zorgcentrum-een-twee');
    expect(fileStem('***')).toBe('facility');
  });
});
