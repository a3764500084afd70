import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { findConcert } from '@/content/concert-rules';
import { findDemoConcert, type DemoConcert } from '@/content/demo-concerts';
import { socialImagePath } from '@/content/social-images';
import { ConcertDetails } from '@/features/concert/concert-details';
import { ConcertNotFound } from '@/features/concert/concert-not-found';
import { UpcomingConcertDetails } from '@/features/concert/upcoming-concert-details';
import { recountDemoConcert, storeRegistered, useLiveDemoConcert } from '@/features/home/concert-counts';
import { ConcertPlayer } from '@/features/player/concert-player';
import { ReserveSpots } from '@/features/reserve/reserve-spots-section';
import { PageHead } from '@/features/seo/page-head';

/** /concert/:id: a concert of the programme, an upcoming demo concert card, or a not-found state. */
export default function ConcertPage() {
  const { id } = useParams();
  const { t } = useTranslation('concerts');
  const concert = findConcert(id);
  if (concert) {
    const title = t(`items.${concert.id}.title`);
    // The player starts on this concert; the others with a recording are a choice away (end card, headset).
    const player = concert.video?.kind === 'recording360' ? <ConcertPlayer startId={concert.id} /> : undefined;
    return (
      <>
        <PageHead
          page="concert"
          title={t('pageTitle', { title })}
          description={t(`items.${concert.id}.description`)}
          image={socialImagePath('concert', concert.id)}
        />
        <ConcertDetails concert={concert} player={player} />
      </>
    );
  }
  const upcoming = findDemoConcert(id);
  if (upcoming) {
    return (
      <>
        <PageHead page="concert" title={t('pageTitle', { title: t(`upcomingItems.${upcoming.id}.title`) })} image={socialImagePath('concert', upcoming.id)} />
        <UpcomingConcert concert={upcoming} />
      </>
    );
  }
  return (
    <>
      <PageHead page="concert" noindex title={t('notFound.pageTitle')} />
      <ConcertNotFound />
    </>
  );
}

/**
 * A demo concert with its live counts (the same cache as the home page's cards) and the 'Reserve Spots'
 * form, whose reservations update that cache: the counts here and on the home page change at once.
 */
function UpcomingConcert({ concert }: { concert: DemoConcert }) {
  const live = useLiveDemoConcert(concert);
  const reserve = (
    <ReserveSpots
      concert={live}
      onReserved={(registered) => storeRegistered(concert, registered)}
      recount={() => recountDemoConcert(concert)}
    />
  );
  return <UpcomingConcertDetails concert={live} reserve={reserve} />;
}
