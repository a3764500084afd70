// Group sessions belong to a verified facility (20261128000700_facility_sessions.sql): the sessions' and the
// stage's tests give each facilitator one, written as the superuser (setup, not what those tests are about).
import type pg from 'pg';
import type { Caller } from './db';

const uidOf = (caller: Caller) => String(caller.claims.sub);

/**
 * Makes `caller` staff of a verified facility of their own, unless they already belong to one; its id. Not for
 * a caller who could never be staff (anon, the service role, an anonymous headset): null, nothing written.
 */
export async function ensureVerifiedStaff(db: pg.Client, caller: Caller, role: 'manager' | 'staff' = 'staff'): Promise<string | null> {
  if (caller.role !== 'authenticated' || caller.claims.is_anonymous === true) return null;
  const existing = await db.query<{ facility_id: string }>('select facility_id from public.facility_members where user_id = $1 limit 1', [uidOf(caller)]);
  if (existing.rows[0]) return existing.rows[0].facility_id;
  const { rows } = await db.query<{ id: string }>(
    `insert into public.facilities (name, kind, address, country, time_zone, invoice_email, status)
     values ('De Linde', 'care_home', 'Lindelaan 4, Utrecht', 'NL', 'Europe/Amsterdam', 'finance@delinde.example.org', 'verified') returning id`,
  );
  const facility = rows[0]?.id ?? '';
  await db.query('insert into public.facility_members (facility_id, user_id, role, email) values ($1, $2, $3, $4)', [facility, uidOf(caller), role, `${uidOf(caller).slice(0, 8)}@example.org`]);
  return facility;
}
