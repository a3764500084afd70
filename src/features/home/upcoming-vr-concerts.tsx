import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { calendarDay } from '@/content/concert-rules';
import {
  DEMO_CONCERTS,
  formatDemoConcertTime,
  registrationPercent,
  spotsMessage,
  type DemoConcert,
} from '@/content/demo-concerts';
import { HAS_BACKEND } from '@/lib/env';
import { buttonClasses } from '@/ui/button';
import { cn } from '@/ui/cn';
import { ProgressBar } from '@/ui/progress-bar';
import { CARD_CLASSES, HomeSection } from './home-section';
import { HomeIcon } from './home-icons';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { POSTER_SIZE as POSTER } from '@/content/media';

/** Start reading the live counts this far before the section scrolls into view, so they are there when it is. */
const NEAR_VIEWPORT = '600px 0px';

/**
 * The demo concerts with live counts from the backend, read only once `target` nears the viewport: the
 * code that reads them (supabase-js, TanStack Query) stays out of the home page's first download. Until
 * then, without a backend, or when they can't be read, the sample counts of src/content stay.
 */
function useLiveDemoConcerts(target: RefObject<HTMLElement | null>): readonly DemoConcert[] {
  const [concerts, setConcerts] = useState<readonly DemoConcert[]>(DEMO_CONCERTS);
  useEffect(() => {
    const element = target.current;
    if (!HAS_BACKEND || !element) return undefined;
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    const start = () => {
      import('./concert-counts')
        .then(({ watchDemoConcerts }) => {
          if (!stopped) unsubscribe = watchDemoConcerts(setConcerts);
        })
        .catch(() => undefined); // Offline or a stale deployment: the sample counts stay.
    };
    // Browsers without IntersectionObserver read them at once.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              start();
            },
            { rootMargin: NEAR_VIEWPORT },
          );
    if (observer) observer.observe(element);
    else start();
    return () => {
      stopped = true;
      observer?.disconnect();
      unsubscribe?.();
    };
  }, [target]);
  return concerts;
}

/** 'Upcoming VR Concerts': three demo concerts with how full they are and a way to reserve spots. */
export function UpcomingVrConcerts() {
  const { t } = useTranslation('home');
  const list = useRef<HTMLUListElement>(null);
  const concerts = useLiveDemoConcerts(list);
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
      <ul ref={list} className="grid gap-6 md:grid-cols-3">
        {concerts.map((concert) => (
          <UpcomingCard key={concert.id} concert={concert} />
        ))}
      </ul>
    </HomeSection>
  );
}

function UpcomingCard({ concert }: { concert: DemoConcert }) {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation('concerts');
  const language = useDisplayLanguage();
  const title = tc(`upcomingItems.${concert.id}.title`);
  const titleId = `upcoming-${concert.id}`;
  const spots = spotsMessage(concert);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(calendarDay(concert.date));
  return (
    <li className={cn(CARD_CLASSES, 'flex flex-col overflow-hidden')}>
      <img src={concert.imageUrl} alt="" width={POSTER.width} height={POSTER.height} loading="lazy" className="aspect-video h-auto w-full object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 id={titleId} className="text-xl font-bold text-slate-900 dark:text-white">
          {title}
        </h3>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-base text-slate-800 dark:text-slate-200">
          <span className="inline-flex items-center gap-2">
            <HomeIcon name="calendar" className="size-5" />
            <time dateTime={concert.date}>{date}</time>
          </span>
          <time dateTime={concert.time}>{formatDemoConcertTime(concert, language)}</time>
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
          <Link to={`/concert/${concert.id}`} aria-describedby={titleId} className={buttonClasses('primary')}>
            {t('upcoming.reserve')}
          </Link>
        </div>
      </div>
    </li>
  );
}
