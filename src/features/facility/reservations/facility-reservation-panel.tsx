import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { remainingSpots, type ProgrammeConcert } from '@/features/concerts';
import { queryClient as queries } from '@/lib/query-client';
import type { TuttiClient } from '@/lib/supabase/client';
import { announce } from '@/ui/announcer';
import { Button } from '@/ui/button';
import type { MyFacility } from '../current/my-facilities';
import { AddToCalendar } from './add-to-calendar';
import {
  cancelFacilityReservation,
  changeFacilityReservation,
  facilityReservationKey,
  facilityTimeZoneKey,
  readActiveReservation,
  readFacilityTimeZone,
  reserveForFacility,
  type ActiveReservation,
  type FacilitySpots,
} from './facility-reservation-api';
import type { FacilityRefusal } from './facility-reservation-outcome';
import { facilityProblemText } from './facility-problem-text';
import { FacilitySpotsForm } from './facility-spots-form';
import { ReservationSummary } from './reservation-summary';

export interface FacilityReservationPanelProps {
  client: TuttiClient;
  facility: MyFacility;
  concert: ProgrammeConcert;
  /** The concert's new count after a change, for every screen that shows it. */
  onReserved: (registered: number) => void;
}

/** Refusals after which the reservation on screen may be out of date: it is read again. */
const STALE = new Set<FacilityRefusal['status']>(['alreadyReserved', 'unknownReservation', 'reservationCancelled']);

/**
 * A verified facility's reservation at this concert: one step to reserve (spots, a note), then the reservation
 * with change and cancel and 'add to calendar' in the facility's time zone.
 */
export function FacilityReservationPanel({ client, facility, concert, onReserved }: FacilityReservationPanelProps) {
  const { t } = useTranslation('facility');
  const key = facilityReservationKey(facility.id, concert.id);
  const reservation = useQuery({ queryKey: key, queryFn: () => readActiveReservation(client, facility.id, concert.id), refetchOnMount: 'always' }, queries);
  const zone = useQuery({ queryKey: facilityTimeZoneKey(facility.id), queryFn: () => readFacilityTimeZone(client, facility.id) }, queries);
  const [editing, setEditing] = useState(false);
  const [news, setNews] = useState<string | null>(null);
  /** Back from 'change' without saving: the summary takes the focus the form had. */
  const [kept, setKept] = useState(false);

  const settle = (next: ActiveReservation | null, registered: number, said: string) => {
    queries.setQueryData(key, next);
    onReserved(registered);
    setEditing(false);
    setNews(said);
    announce(said);
  };
  const refusal = (refused: FacilityRefusal) => {
    if (STALE.has(refused.status)) void queries.invalidateQueries({ queryKey: key });
    return refused;
  };

  if (reservation.isPending) return <p className="text-lg text-slate-800 dark:text-slate-200">{t('reservation.loading')}</p>;
  if (reservation.isError) {
    return (
      <div className="space-y-3">
        <p className="text-lg text-red-800 dark:text-red-200">{t('reservation.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void reservation.refetch()}>
          {t('reservation.retry')}
        </Button>
      </div>
    );
  }
  const held = reservation.data;
  const calendar = zone.data ? <AddToCalendar concert={concert} timeZone={zone.data} /> : null;
  const draftKey = `facility-reservation-${facility.id}-${concert.id}`;

  if (held && !editing) {
    const cancel = async () => {
      const outcome = await cancelFacilityReservation(client, held.id);
      if (outcome.status !== 'done') return facilityProblemText(t, refusal(outcome), facility.name);
      settle(null, outcome.value, t('reservation.cancelled'));
      return null;
    };
    const change = () => {
      setKept(false);
      setEditing(true);
    };
    return <ReservationSummary reservation={held} facilityName={facility.name} calendar={calendar} news={news} focus={kept} onChange={change} onCancel={cancel} />;
  }

  const send = async (value: FacilitySpots) => {
    if (held) {
      const outcome = await changeFacilityReservation(client, held.id, value);
      if (outcome.status !== 'done') return refusal(outcome);
      settle({ id: held.id, ...value }, outcome.value, t('reservation.changed'));
      return null;
    }
    const outcome = await reserveForFacility(client, concert.id, facility.id, value);
    if (outcome.status !== 'done') return refusal(outcome);
    settle({ id: outcome.value.id, ...value }, outcome.value.registered, t('reservation.reserved'));
    return null;
  };
  const most = remainingSpots(concert) + (held?.spots ?? 0);
  return (
    <div className="space-y-4">
      {news && !held && <CancelledNote text={news} />}
      <p className="text-lg leading-relaxed text-slate-800 dark:text-slate-200">{t(held ? 'reservation.changeIntro' : 'reservation.intro', { facility: facility.name })}</p>
      {most === 0 ? (
        <p className="text-lg font-semibold text-slate-900 dark:text-white">{t('reservation.full')}</p>
      ) : (
        <FacilitySpotsForm
          key={held?.id ?? 'new'}
          draftKey={held ? `${draftKey}-change` : draftKey}
          initial={held ? { spots: String(held.spots), note: held.note ?? '' } : { spots: '', note: '' }}
          most={most}
          facilityName={facility.name}
          label={t(held ? 'reservation.changeLabel' : 'reservation.formLabel', { facility: facility.name })}
          submitLabel={t(held ? 'reservation.save' : 'reservation.submit', { facility: facility.name })}
          onDismiss={
            held
              ? () => {
                  setKept(true);
                  setEditing(false);
                }
              : undefined
          }
          send={send}
        />
      )}
    </div>
  );
}

/** After a cancellation the summary (and the button pressed) is gone: the focus lands on what happened. */
function CancelledNote({ text }: { text: string }) {
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => note.current?.focus(), []);
  return (
    <p ref={note} tabIndex={-1} data-facility-news className="text-lg font-semibold text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:text-white dark:focus-visible:outline-brand-300">
      {text}
    </p>
  );
}
