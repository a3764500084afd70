import type { Database } from '@/lib/supabase/database.types';

/** The tables an admin reads, in the order of the tabs. */
export const ADMIN_TABLES = ['bookings', 'pilot_requests', 'contact_messages', 'waitlist_signups', 'reservations'] as const;
export type AdminTable = (typeof ADMIN_TABLES)[number];

type Tables = Database['public']['Tables'];
export type AdminRow = Tables[AdminTable]['Row'];
export type CellValue = string | number | null;

/** The columns shown (and exported) per table, the moment it arrived first; the id means nothing to a person. */
export const ADMIN_COLUMNS = {
  bookings: [
    'created_at', 'status', 'name', 'email', 'phone', 'facility_name', 'facility_address', 'facility_type', 'residents',
    'preferred_date', 'preferred_time', 'music_preference', 'special_requirements', 'heard_about',
  ],
  pilot_requests: ['created_at', 'status', 'facility', 'name', 'email'],
  contact_messages: ['created_at', 'status', 'name', 'email', 'phone', 'message'],
  waitlist_signups: ['created_at', 'status', 'name', 'email', 'organisation'],
  reservations: ['created_at', 'concert_id', 'facility', 'contact_name', 'contact_email', 'spots'],
} as const satisfies { [T in AdminTable]: readonly (keyof Tables[T]['Row'])[] };

export type AdminColumn = (typeof ADMIN_COLUMNS)[AdminTable][number];

export type ColumnKind = 'text' | 'datetime' | 'date' | 'number' | 'status';

const KINDS: Partial<Record<AdminColumn, ColumnKind>> = {
  created_at: 'datetime',
  preferred_date: 'date',
  residents: 'number',
  spots: 'number',
  status: 'status',
};

export const columnKind = (column: AdminColumn): ColumnKind => KINDS[column] ?? 'text';

/** A row's value in a column, as the database sent it. */
export function cellOf(row: AdminRow, column: AdminColumn): CellValue {
  const value: unknown = (row as Record<string, unknown>)[column];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

export function isAdminTable(value: string): value is AdminTable {
  return (ADMIN_TABLES as readonly string[]).includes(value);
}

/** What the team did about a submission (contract: a status column on the four form tables). */
export const SUBMISSION_STATUSES = ['new', 'contacted', 'closed'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** The tables whose rows carry a status the team sets (reservations do not). */
export const STATUS_TABLES = ['bookings', 'pilot_requests', 'contact_messages', 'waitlist_signups'] as const;
export type StatusTable = (typeof STATUS_TABLES)[number];

export const hasStatus = (table: AdminTable): table is StatusTable => (STATUS_TABLES as readonly string[]).includes(table);
export const isSubmissionStatus = (value: string): value is SubmissionStatus => (SUBMISSION_STATUSES as readonly string[]).includes(value);
