/**
 * The concerts a facility reserved (`facility_reservations`, active ones, with their concert): coming ones and
 * past ones. Read fresh on every mount, like the facilities themselves, so a change made on the concert page shows.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { USUAL_CONCERT_MS } from '@/features/concerts';
import type { TuttiClient } from '@/lib/supabase/client';
import { FacilityError } from '../staff/facility-error';

const textsSchema = z.record(z.string(), z.object({ title: z.string().optional() }).loose()).catch({});

const rowSchema = z.object({
  id: z.string().uuid(),
  spots: z.number().int(),
  // Null when the concert is no longer readable (unpublished since): the row is then left out.
  concert: z
    .object({
      id: z.string(),
      title: z.string(),
      texts: textsSchema,
      starts_at: z.string(),
      ends_at: z.string().nullable(),
      status: z.string(),
    })
    .nullable(),
});

export interface ReservedConcert {
  reservationId: string;
  spots: number;
  concertId: string;
  /** The title in the page's language, else English, else the concert's own. */
  title: string;
  startsAt: string;
  endsAt: string;
  status: string;
}

export function titleIn(concert: { title: string; texts: Record<string, { title?: string }> }, language: string): string {
  return concert.texts[language]?.title || concert.texts.en?.title || concert.title;
}

export function toReservedConcerts(rows: unknown, language: string): ReservedConcert[] {
  return z
    .array(rowSchema)
    .parse(rows)
    .flatMap(({ id, spots, concert }) =>
      concert === null
        ? []
        : [
            {
              reservationId: id,
              spots,
              concertId: concert.id,
              title: titleIn(concert, language),
              startsAt: concert.starts_at,
              endsAt: concert.ends_at ?? new Date(Date.parse(concert.starts_at) + USUAL_CONCERT_MS).toISOString(),
              status: concert.status,
            },
          ],
    );
}

/** Coming: not ended yet, soonest first. Past: ended, latest first. */
export function splitByTime(concerts: readonly ReservedConcert[], now: number) {
  const coming = concerts.filter((c) => Date.parse(c.endsAt) > now).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const past = concerts.filter((c) => Date.parse(c.endsAt) <= now).sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
  return { coming, past };
}

export async function listReservedConcerts(client: TuttiClient, facilityId: string, language: string): Promise<ReservedConcert[]> {
  const { data, error } = await client
    .from('facility_reservations')
    .select('id, spots, concert:concerts(id, title, texts, starts_at, ends_at, status)')
    .eq('facility_id', facilityId)
    .is('cancelled_at', null);
  if (error) throw new FacilityError(error);
  return toReservedConcerts(data, language);
}

export const reservedConcertsKey = (facilityId: string, language: string) => ['facility', 'reservations', facilityId, language] as const;

export function useReservedConcerts(client: TuttiClient, facilityId: string, language: string) {
  return useQuery(
    queryOptions({
      queryKey: reservedConcertsKey(facilityId, language),
      queryFn: () => listReservedConcerts(client, facilityId, language),
      refetchOnMount: 'always',
    }),
  );
}
