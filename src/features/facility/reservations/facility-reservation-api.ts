/**
 * The facility's reservation at one concert, and its writes (supabase/README.md, 'Care facilities'). Reads go
 * through row-level security (members read their facilities' reservations and facilities); writes through the
 * functions, which check membership and the facility's standing on every call.
 */
import { z } from 'zod';
import type { TuttiClient } from '@/lib/supabase/client';
import { countOutcome, reservedOutcome, type FacilityOutcome } from './facility-reservation-outcome';

const activeReservationSchema = z.object({ id: z.string().uuid(), spots: z.number().int().positive(), note: z.string().nullable() });
export type ActiveReservation = z.infer<typeof activeReservationSchema>;

/** Per facility and concert: another facility chosen in the same tab never shows this one's reservation. */
export const facilityReservationKey = (facilityId: string, concertId: string) => ['facility', 'reservation', facilityId, concertId] as const;
export const facilityTimeZoneKey = (facilityId: string) => ['facility', 'time-zone', facilityId] as const;

/** The facility's active (not cancelled) reservation at the concert, or null: at most one exists. */
export async function readActiveReservation(client: TuttiClient, facilityId: string, concertId: string): Promise<ActiveReservation | null> {
  const { data, error } = await client
    .from('facility_reservations')
    .select('id, spots, note')
    .eq('facility_id', facilityId)
    .eq('concert_id', concertId)
    .is('cancelled_at', null)
    .maybeSingle();
  if (error) throw error;
  return data === null ? null : activeReservationSchema.parse(data);
}

/** The facility's own clock, for its calendar files. */
export async function readFacilityTimeZone(client: TuttiClient, facilityId: string): Promise<string> {
  const { data, error } = await client.from('facilities').select('time_zone').eq('id', facilityId).single();
  if (error) throw error;
  return z.object({ time_zone: z.string().min(1) }).parse(data).time_zone;
}

export interface FacilitySpots {
  spots: number;
  /** Null: no note (a blank one is stored as none). */
  note: string | null;
}

export async function reserveForFacility(client: TuttiClient, concertId: string, facilityId: string, { spots, note }: FacilitySpots) {
  return reservedOutcome(await client.rpc('reserve_for_facility', { concert: concertId, facility: facilityId, spots, note: note ?? '' }));
}

export async function changeFacilityReservation(client: TuttiClient, reservation: string, { spots, note }: FacilitySpots): Promise<FacilityOutcome<number>> {
  return countOutcome(await client.rpc('change_facility_reservation', { reservation, spots, note: note ?? '' }));
}

export async function cancelFacilityReservation(client: TuttiClient, reservation: string): Promise<FacilityOutcome<number>> {
  return countOutcome(await client.rpc('cancel_facility_reservation', { reservation }));
}
