/**
 * What `export_facility` answers, as files a manager can keep: the whole answer as JSON, and the two tables a
 * spreadsheet is wanted for (reservations, members) as CSV. No zip: the project has no zip library, and three
 * downloads are as easy to keep.
 */
import { z } from 'zod';
import { toCsv, type CsvCell } from '@/lib/csv';

const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const facilityExportSchema = z
  .object({
    exported_at: z.string(),
    facility: z.object({ id: z.string(), name: z.string() }).loose(),
    members: z.array(z.object({ user_id: z.string(), email: z.string(), role: z.string(), joined_at: z.string() })),
    invitations: z.array(z.record(z.string(), cell)),
    reservations: z.array(
      z.object({
        id: z.string(),
        concert_id: z.string(),
        concert_title: z.string().nullable(),
        starts_at: z.string().nullable(),
        spots: z.number(),
        note: z.string().nullable(),
        created_by: z.string().nullable(),
        created_at: z.string(),
        updated_at: z.string(),
        cancelled_at: z.string().nullable(),
      }),
    ),
  })
  .loose();
export type FacilityExport = z.infer<typeof facilityExportSchema>;

export interface ExportFile {
  name: string;
  type: string;
  text: string;
}

const RESERVATION_COLUMNS = ['id', 'concert_id', 'concert_title', 'starts_at', 'spots', 'note', 'created_by', 'created_at', 'updated_at', 'cancelled_at'] as const;
const MEMBER_COLUMNS = ['user_id', 'email', 'role', 'joined_at'] as const;

/** `de-linde` from 'De Linde': letters and digits of any script, the rest one hyphen. */
export function fileStem(name: string): string {
  const stem = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return stem === '' ? 'facility' : stem.slice(0, 60);
}

function table<T extends Record<string, unknown>>(rows: readonly T[], columns: readonly (keyof T & string)[]): string {
  return toCsv(columns, rows.map((row) => columns.map((column) => cell.catch(null).parse(row[column]) as CsvCell)));
}

export function exportFiles(data: FacilityExport): ExportFile[] {
  const stem = `${fileStem(data.facility.name)}-${data.exported_at.slice(0, 10)}`;
  return [
    { name: `${stem}.json`, type: 'application/json', text: `${JSON.stringify(data, null, 2)}\n` },
    { name: `${stem}-reservations.csv`, type: 'text/csv;charset=utf-8', text: table(data.reservations, RESERVATION_COLUMNS) },
    { name: `${stem}-members.csv`, type: 'text/csv;charset=utf-8', text: table(data.members, MEMBER_COLUMNS) },
  ];
}
