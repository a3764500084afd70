import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { socialImagePath } from '@/content/social-images';
import { ConcertDetails } from '@/features/concert-page/concert-details';
import { ConcertNotFound } from '@/features/concert-page/concert-not-found';
import { PhaseNotice } from '@/features/concert-page/phase-notice';
import { UpcomingConcertDetails } from '@/features/concert-page/upcoming-concert-details';
import {
  concertText,
  hasOwnRecording,
  isBookable,
  isConcertNight,
  ProgrammeStatus,
  recountConcert,
  storeRegistered,
  useConcert,
  useConcertCounts,
  useConcertPhase,
  useLiveStreamReady,
  withCounts,
  type ProgrammeConcert,
} from '@/features/concerts';
import { ConcertPlayer } from '@/features/player/concert-player';
import { CaptionChoice } from '@/features/player-settings';
import { ReserveSpots } from '@/features/reserve/reserve-spots-section';
import { ConcertEventData } from '@/features/seo/concert-event-data';
import { PageHead } from '@/features/seo/page-head';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { useToday } from '@/lib/use-today';

/**
 * /concert/:id: a concert still to come (book it, reserve spots), one that has taken place (its recording),
 * or a not-found state. A concert published after the build has no prerendered page: the app reads it.
 */
export default function ConcertPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('concerts');
  const language = useDisplayLanguage();
  const { data: concert, isError, refetch } = useConcert(id);
  if (concert === undefined) {
    return (
      <>
        <PageHead page="concert" noindex />
        <ProgrammeStatus asPage failed={isError} onRetry={() => void refetch()} />
      </>
    );
  }
  if (concert === null) {
    return (
      <>
        <PageHead page="concert" noindex title={t('notFound.pageTitle')} />
        <ConcertNotFound />
      </>
    );
  }
  const { title, description } = concertText(concert, language);
  return (
    <>
      <PageHead page="concert" title={t('pageTitle', { title })} description={description || undefined} image={socialImagePath('concert', concert.id)} />
      <ConcertEventData concert={concert} />
      <ConcertByPhase concert={concert} />
    </>
  );
}

/**
 * Booking while it is still to come (until it starts: the doors may already be open); its details from then on.
 * On its night the live stream plays as soon as it appears, in place of the waiting room; otherwise the player
 * starts on its recording, the others with a recording a choice away (end card, headset). A concert whose stream
 * is the demo's has no recording of its own: its page offers the demo as the demo.
 */
function ConcertByPhase({ concert }: { concert: ProgrammeConcert }) {
  const today = useToday();
  const phase = useConcertPhase(concert);
  const night = isConcertNight(phase);
  const streaming = useLiveStreamReady(concert.liveStream, night) && night;
  const player = streaming ? (
    <ConcertPlayer startId={concert.id} liveConcert={concert} />
  ) : hasOwnRecording(concert) ? (
    <ConcertPlayer startId={concert.id} current={concert} />
  ) : undefined;
  const upcoming = !streaming && (phase === 'announced' || phase === 'doors-open') && isBookable(concert, today);
  const notice = <PhaseNotice concert={concert} streaming={streaming} captionChoice={<CaptionChoice languages={concert.captions} />} />;
  return upcoming ? <UpcomingConcert concert={concert} player={player} notice={notice} /> : <ConcertDetails concert={concert} player={player} notice={notice} live={streaming} />;
}

/**
 * A concert still to come, with its live counts (the same cache as the home page's cards) and the 'Reserve
 * Spots' form, whose reservations update that cache: the counts here and on the home page change at once.
 */
function UpcomingConcert({ concert, player, notice }: { concert: ProgrammeConcert; player: React.ReactNode; notice: React.ReactNode }) {
  const live = withCounts(concert, useConcertCounts());
  const reserve = <ReserveSpots concert={live} onReserved={(registered) => storeRegistered(concert, registered)} recount={() => recountConcert(concert)} />;
  return <UpcomingConcertDetails concert={live} reserve={reserve} player={player} notice={notice} />;
}
