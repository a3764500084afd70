import { z } from 'zod';
import type { TuttiClient } from '@/lib/supabase/client';
import type { FacilityRegistration } from './registration-schema';

/** The fields register_facility can refuse one by one (a refusal names the field's constraint or type). */
export type RegistrationField = keyof FacilityRegistration;

/**
 * What became of a registration (supabase/README.md, 'Care facilities'): the new facility's id, or the
 * refusal in the words the form shows it: a field the database refused (its rule, or a time zone its zone
 * data does not know), the day's limit, a session that ended, or a failure to reach the database.
 */
export type RegistrationOutcome =
  | { status: 'registered'; id: string }
  | { status: 'fieldRefused'; field: RegistrationField; reason: 'invalid' | 'unknownTimeZone' }
  | { status: 'registrationLimit'; limit: number | null }
  | { status: 'signInFirst' }
  | { status: 'failed' };

interface ApiError {
  code?: string;
  message?: string;
  details?: string | null;
}

/** A 23514 names the constraint that refused (facilities_<column>_check, or the e-mail domain's check). */
const CONSTRAINT_FIELDS: readonly [RegExp, RegistrationField][] = [
  [/facilities_name_check/, 'name'],
  [/facilities_address_check/, 'address'],
  [/facilities_country_check/, 'country'],
  [/facilities_residents_check/, 'residents'],
  [/facilities_headsets_check/, 'headsets'],
  [/email_address/, 'invoice_email'],
];

/** The database's answer as the form's outcome; exported for its unit test. */
export function registrationOutcome(error: ApiError): RegistrationOutcome {
  const { code = '', message = '', details } = error;
  if (message === 'registration_limit') {
    const limit = Number(details);
    return { status: 'registrationLimit', limit: Number.isInteger(limit) && limit > 0 ? limit : null };
  }
  if (message === 'sign_in_first') return { status: 'signInFirst' };
  if (code === '22023' && message === 'invalid_time_zone') return { status: 'fieldRefused', field: 'time_zone', reason: 'unknownTimeZone' };
  if (code === '22P02' && /facility_kind/.test(message)) return { status: 'fieldRefused', field: 'kind', reason: 'invalid' };
  if (code === '23514') {
    const field = CONSTRAINT_FIELDS.find(([pattern]) => pattern.test(message))?.[1];
    if (field !== undefined) return { status: 'fieldRefused', field, reason: 'invalid' };
  }
  return { status: 'failed' };
}

/** `register_facility(…)`: the caller becomes the new, pending facility's manager. */
export async function registerFacility(client: TuttiClient, registration: FacilityRegistration): Promise<RegistrationOutcome> {
  // The generated types say number and string; the function takes null for the optional counts.
  const args = registration as Omit<FacilityRegistration, 'residents' | 'headsets'> & { residents: number; headsets: number };
  try {
    const { data, error } = await client.rpc('register_facility', args);
    if (error) return registrationOutcome(error);
    const id = z.string().uuid().safeParse(data);
    return id.success ? { status: 'registered', id: id.data } : { status: 'failed' };
  } catch {
    return { status: 'failed' };
  }
}
