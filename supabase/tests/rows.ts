// A valid row of each form table, and inserts built from column → value maps.
import type pg from 'pg';

export const FORM_TABLES = ['bookings', 'pilot_requests', 'contact_messages', 'waitlist_signups'] as const;
export type FormTable = (typeof FORM_TABLES)[number];
export type Row = Record<string, string | number | null>;

/** Every column filled, so each constraint is exercised by the valid row too. */
export const VALID_ROWS: Record<FormTable, Row> = {
  bookings: {
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    phone: '+31 20 123 4567',
    facility_name: 'Sunny Meadows Care Home',
    facility_address: 'Parkweg 1, 1234 AB Utrecht',
    facility_type: 'care_home',
    residents: 80,
    preferred_date: '2027-05-01',
    preferred_time: 'afternoon',
    music_preference: 'classical',
    special_requirements: 'Two residents use wheelchairs.',
    heard_about: 'colleague',
  },
  pilot_requests: { facility: 'St. Mary Hospital', name: 'Grace Hopper', email: 'grace@example.org' },
  contact_messages: { name: 'Alan Turing', email: 'alan@example.co.uk', phone: '(020) 123-4567', message: 'Do you visit hospices?' },
  waitlist_signups: { name: 'Katherine Johnson', email: 'katherine@example.org', organisation: 'Langley Care' },
};

/** insert into <table> (<columns>) values ($1…) [returning id] */
export function insertRow(db: pg.Client, table: string, row: Row, { returning = false } = {}) {
  const columns = Object.keys(row);
  const placeholders = columns.map((_, index) => `$${index + 1}`);
  const sql = `insert into public.${table} (${columns.join(', ')}) values (${placeholders.join(', ')})${returning ? ' returning id' : ''}`;
  return db.query(sql, Object.values(row));
}
