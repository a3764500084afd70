import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { spotsMessage } from '@/features/concerts';
import { POSTER_SIZE as POSTER } from '@/content/media';
import {
  bookableConcerts,
  concertDays,
  concertText,
  formatConcertDates,
  formatConcertTime,
  isConcertNight,
  ProgrammeStatus,
  registrationPercent,
  useConcertCounts,
  useConcertPhase,
  useConcerts,
  watchableNow,
  withCounts,
  type ProgrammeConcert,
} from '@/features/concerts';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { useIsClient } from '@/lib/use-is-client';
import { useToday } from '@/lib/use-today';
import { buttonClasses } from '@/ui/button';
import { cn } from '@/ui/cn';
import { ProgressBar } from '@/ui/progress-bar';
import { CARD_CLASSES, HomeSection } from './home-section';
import { HomeIcon } from './home-icons';
import { useNearViewport } from './use-near-viewport';

/** SPEC section 2: three cards. */
const UPCOMING_CARDS = 3;

/**
 * 'Upcoming VR Concerts': a concert that can be watched live now first (doors open or playing: on its night the
 * home page leads to it), then the next concerts open for booking, with how full they are (live counts from the
 * backend, read only as the section nears the viewport: supabase-js stays out of a visit that never gets
 * here) and a way to reserve spots.
 */
export function UpcomingVrConcerts() {
  const { t } = useTranslation('home-lower');
  const box = useRef<HTMLDivElement>(null);
  const { data, isError, refetch } = useConcerts();
  const counts = useConcertCounts({ enabled: useNearViewport(box) });
  // The browser's clock, once the page is live: a prerendered page never claims a concert is on (use-concert-phase.ts).
  const onNow = useIsClient() ? watchableNow(data ?? [], Date.now()).slice(0, UPCOMING_CARDS) : [];
  const concerts = bookableConcerts(data ?? [], useToday())
    .filter((concert) => !onNow.includes(concert))
    .slice(0, UPCOMING_CARDS - onNow.length)
    .map((concert) => withCounts(concert, counts));
  return (
    <HomeSection
      id="upcoming-vr-concerts"
      title={t('upcoming.title')}
      intro={t('upcoming.subtitle')}
      action={
        <Link to="/concerts" className={buttonClasses('secondary')}>
          {t('upcoming.viewSchedule')}
        </Link>
      }
    >
      <div ref={box}>
        {!data ? (
          <ProgrammeStatus failed={isError} onRetry={() => void refetch()} />
        ) : concerts.length + onNow.length === 0 ? (
          <p className="text-lg text-slate-800 dark:text-slate-200">{t('upcoming.none')}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-3">
            {onNow.map((concert) => (
              <OnNowCard key={concert.id} concert={concert} />
            ))}
            {concerts.map((concert) => (
              <UpcomingCard key={concert.id} concert={concert} />
            ))}
          </ul>
        )}
      </div>
    </HomeSection>
  );
}

/** A concert on tonight: doors open or live, its time, and the way in. */
function OnNowCard({ concert }: { concert: ProgrammeConcert }) {
  const { t } = useTranslation('home-lower');
  const { t: tc } = useTranslation('concerts');
  const language = useDisplayLanguage();
  const phase = useConcertPhase(concert);
  const { title } = concertText(concert, language);
  const titleId = `on-now-${concert.id}`;
  // Gone when its night is over (the phase moves on by itself), not left saying 'live'.
  if (!isConcertNight(phase)) return null;
  return (
    <li className={cn(CARD_CLASSES, 'flex flex-col overflow-hidden')} data-on-now={phase}>
      <img src={concert.posterUrl} alt="" width={POSTER.width} height={POSTER.height} loading="lazy" className="aspect-video h-auto w-full object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="self-start rounded-full bg-brand-700 px-3 py-1 text-base font-bold text-white dark:bg-stage-300 dark:text-slate-950">
          {tc(phase === 'doors-open' ? 'phase.doorsOpen' : 'phase.live')}
        </p>
        <h3 id={titleId} className="text-xl font-bold text-slate-900 dark:text-white">
          {title}
        </h3>
        <p className="text-base text-slate-800 dark:text-slate-200">
          <time dateTime={concert.startsAt}>{formatConcertTime(concert, language)}</time>
        </p>
        <div className="mt-auto pt-2">
          <Link to={`/concert/${encodeURIComponent(concert.id)}`} aria-describedby={titleId} className={buttonClasses('primary')}>
            {t('upcoming.watchLive')}
          </Link>
        </div>
      </div>
    </li>
  );
}

function UpcomingCard({ concert }: { concert: ProgrammeConcert }) {
  const { t } = useTranslation('home-lower');
  const { t: tc } = useTranslation('concerts');
  const language = useDisplayLanguage();
  const { title } = concertText(concert, language);
  const titleId = `upcoming-${concert.id}`;
  const spots = spotsMessage(concert);
  return (
    <li className={cn(CARD_CLASSES, 'flex flex-col overflow-hidden')}>
      <img src={concert.posterUrl} alt="" width={POSTER.width} height={POSTER.height} loading="lazy" className="aspect-video h-auto w-full object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 id={titleId} className="text-xl font-bold text-slate-900 dark:text-white">
          {title}
        </h3>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-base text-slate-800 dark:text-slate-200">
          <span className="inline-flex items-center gap-2">
            <HomeIcon name="calendar" className="size-5" />
            <time dateTime={concertDays(concert).date}>{formatConcertDates(concert, language)}</time>
          </span>
          <time dateTime={concert.startsAt}>{formatConcertTime(concert, language)}</time>
        </p>
        <p className="text-base font-semibold tabular-nums text-slate-900 dark:text-white">
          {tc('upcoming.registered', { registered: concert.registered, capacity: concert.capacity })}
        </p>
        <ProgressBar value={registrationPercent(concert)} label={t('upcoming.barLabel', { title })} className="h-3" />
        {/* Red at 20 spots or fewer (SPEC section 9); both reds keep 4.5:1 contrast on their card. */}
        <p
          data-urgent={spots.urgent}
          className={cn('text-lg font-semibold', spots.urgent ? 'text-red-700 dark:text-red-300' : 'text-slate-800 dark:text-slate-200')}
        >
          {tc(`upcoming.${spots.key}`, { count: spots.count })}
        </p>
        <div className="mt-auto pt-2">
          <Link to={`/concert/${encodeURIComponent(concert.id)}`} aria-describedby={titleId} className={buttonClasses('primary')}>
            {t('upcoming.reserve')}
          </Link>
        </div>
      </div>
    </li>
  );
}
