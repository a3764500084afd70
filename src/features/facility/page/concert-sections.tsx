import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/ui/button';
import { downloadIcs } from '../calendar/download-ics';
import { reservedConcertIcs } from './concert-calendar';
import { dayOnFacilityClock, startOnFacilityClock } from './concert-time';
import type { TuttiClient } from '@/lib/supabase/client';
import { ConcertRoom } from './concert-room-slot';
import type { ReservedConcert } from './facility-concerts';
import { SectionCard, StateLine } from './section-card';

interface FacilityClock {
  id: string;
  timeZone: string;
}

interface ComingProps {
  concerts: readonly ReservedConcert[];
  facility: FacilityClock;
  client: TuttiClient;
  userId: string;
}

/** The concerts the facility reserved that have not ended: when, how many spots, and the ways to take part. */
export function ComingConcerts({ concerts, facility, client, userId }: ComingProps) {
  const { t } = useTranslation('facility');
  return (
    <SectionCard id="facility-coming" title={t('page.coming.title')}>
      {concerts.length === 0 ? (
        <>
          <StateLine>{t('page.coming.none')}</StateLine>
          <Link to="/concerts" className={buttonClasses('secondary')}>
            {t('page.coming.browse')}
          </Link>
        </>
      ) : (
        <ul className="space-y-4">
          {concerts.map((concert) => (
            <ComingConcert key={concert.reservationId} concert={concert} facility={facility} client={client} userId={userId} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function ComingConcert({ concert, facility, client, userId }: { concert: ReservedConcert } & Omit<ComingProps, 'concerts'>) {
  const { t, i18n } = useTranslation('facility');
  const headingId = `facility-concert-${concert.reservationId}`;
  const addToCalendar = () => downloadIcs(reservedConcertIcs(concert, facility, window.location.origin), concert.title);
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-slate-300 p-4 dark:border-slate-600">
      <h3 id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
        {concert.title}
      </h3>
      <p className="mt-1">{startOnFacilityClock(concert.startsAt, facility.timeZone, i18n.language)}</p>
      <p className="mt-1">{t('page.coming.spots', { count: concert.spots })}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link
          to={`/concert/${encodeURIComponent(concert.concertId)}`}
          aria-label={`${t('page.coming.watch')}: ${concert.title}`}
          className={buttonClasses('primary', 'grow sm:grow-0')}
        >
          {t('page.coming.watch')}
        </Link>
        <Button variant="secondary" aria-label={`${t('page.coming.addToCalendar')}: ${concert.title}`} className="grow sm:grow-0" onClick={addToCalendar}>
          {t('page.coming.addToCalendar')}
        </Button>
      </div>
      <ConcertRoom client={client} userId={userId} facilityId={facility.id} concertId={concert.concertId} title={concert.title} />
    </li>
  );
}

interface PastProps {
  concerts: readonly ReservedConcert[];
  facility: FacilityClock;
  /** Headsets that joined the facility's sessions, by concert id (absent while unread or unreadable). */
  headsets?: ReadonlyMap<string, number>;
}

/** Concerts the facility took part in, latest first, with how many headsets joined its sessions of each. */
export function PastConcerts({ concerts, facility, headsets }: PastProps) {
  const { t, i18n } = useTranslation('facility');
  return (
    <SectionCard id="facility-past" title={t('page.past.title')}>
      {concerts.length === 0 ? (
        <StateLine>{t('page.past.none')}</StateLine>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {concerts.map((concert) => (
            <li key={concert.reservationId} className="py-2">
              <span className="font-semibold">{concert.title}</span>
              {' · '}
              {dayOnFacilityClock(concert.startsAt, facility.timeZone, i18n.language)}
              {' · '}
              {t('page.coming.spots', { count: concert.spots })}
              {headsets?.has(concert.concertId) && (
                <>
                  {' · '}
                  {t('page.past.headsets', { count: headsets.get(concert.concertId) })}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
