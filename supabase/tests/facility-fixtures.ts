// The people and places of the facilities' tests (20261128000100_facilities.sql onwards): accounts as Supabase
// Auth issues them, a facility registered by its manager, members added, and calls committed as one request.
import type pg from 'pg';
import { admin, asCaller, type Caller, signedIn, uniqueEmail } from './db';

/** A signed-in account (is_anonymous: false), with an e-mail of its own unless one is given. */
export const person = (email = uniqueEmail('staff')): Caller => signedIn({ email, isAnonymous: false });

/** A headset's session after supabase.auth.signInAnonymously(): no e-mail. */
export const anonymousPerson = (): Caller => {
  const caller = signedIn({ isAnonymous: true });
  return { ...caller, claims: Object.fromEntries(Object.entries(caller.claims).filter(([claim]) => claim !== 'email')) };
};

export const adminAal2 = () => admin('aal2');
export const uidOf = (caller: Caller) => String(caller.claims.sub);
export const emailOf = (caller: Caller) => String(caller.claims.email);

/** One request by `caller`, committed: `select <sql>` with the parameters, its rows. */
export async function call<T extends pg.QueryResultRow = Record<string, unknown>>(db: pg.Client, caller: Caller, sql: string, params: unknown[] = []) {
  return asCaller(db, caller, async (c) => (await c.query<T>(`select ${sql}`, params)).rows, { commit: true });
}

/** One request's single value (`select <fn>(…) as value`). */
export async function value<T>(db: pg.Client, caller: Caller, sql: string, params: unknown[] = []): Promise<T> {
  const rows = await call<{ value: T }>(db, caller, `${sql} as value`, params);
  return rows[0]?.value as T;
}

export interface FacilityForm {
  name: string;
  kind: string;
  address: string;
  country: string;
  timeZone: string;
  residents: number | null;
  headsets: number | null;
  invoiceEmail: string;
}

export const facilityForm = (overrides: Partial<FacilityForm> = {}): FacilityForm => ({
  name: 'De Linde',
  kind: 'care_home',
  address: 'Lindelaan 4, 3581 AB Utrecht',
  country: 'NL',
  timeZone: 'Europe/Amsterdam',
  residents: 80,
  headsets: 6,
  invoiceEmail: 'finance@delinde.example.org',
  ...overrides,
});

export const REGISTER = 'public.register_facility($1, $2, $3, $4, $5, $6, $7, $8)';
export const registerParams = (form: FacilityForm) => [form.name, form.kind, form.address, form.country, form.timeZone, form.residents, form.headsets, form.invoiceEmail];

/** A facility registered by `manager` through the API (pending), committed; its id. */
export async function registerFacility(db: pg.Client, manager: Caller, overrides: Partial<FacilityForm> = {}): Promise<string> {
  return value<string>(db, manager, REGISTER, registerParams(facilityForm(overrides)));
}

/** Sets a facility's status as an admin with a second factor would (through the admin function). */
export async function setStatus(db: pg.Client, facility: string, status: 'pending' | 'verified' | 'suspended', reason: string | null = null) {
  await call(db, adminAal2(), 'public.admin_set_facility_status($1, $2, $3)', [facility, status, reason]);
}

/** Adds a member directly (as the superuser: setup, not what is under test). */
export async function addMember(db: pg.Client, facility: string, member: Caller, role: 'manager' | 'staff' = 'staff') {
  await db.query('insert into public.facility_members (facility_id, user_id, role, email) values ($1, $2, $3, $4)', [facility, uidOf(member), role, emailOf(member)]);
}

export interface Team {
  facility: string;
  manager: Caller;
  staff: Caller;
}

/** A facility with its manager and one staff member, verified unless another status is asked for. */
export async function team(db: pg.Client, status: 'pending' | 'verified' | 'suspended' = 'verified'): Promise<Team> {
  const manager = person(uniqueEmail('manager'));
  const staff = person();
  const facility = await registerFacility(db, manager);
  await addMember(db, facility, staff);
  if (status !== 'pending') await setStatus(db, facility, status);
  return { facility, manager, staff };
}
