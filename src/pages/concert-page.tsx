import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { socialImagePath } from '@/content/social-images';
import { ConcertDetails } from '@/features/concert-page/concert-details';
import { ConcertNotFound } from '@/features/concert-page/concert-not-found';
import { HeadsetWaitingRoom } from '@/features/concert-page/headset-waiting-room';
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
  type ConcertPhase,
  type ProgrammeConcert,
} from '@/features/concerts';
import { AddToCalendar, AloneHeadsetMood, FacilityReserve, type AloneHeadsetPlayer } from '@/features/facility';
import { ConcertPlayer, preloadConcertPlayer } from '@/features/player/concert-player';
import { useCanEnterVr } from '@/features/player/headset-support';
import { CaptionChoice, readCaptionPreference, writeCaptionPreference } from '@/features/player-settings';
import { ReserveSpots } from '@/features/reserve/reserve-spots-section';
import { ConcertEventData } from '@/features/seo/concert-event-data';
import { PageHead } from '@/features/seo/page-head';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { useToday } from '@/lib/use-today';
import { announce } from '@/ui/announcer';

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
 * Where a headset can enter VR, the live player is there before its stream (held, loading nothing), so a
 * headset can be put on and wait in it: the same player, in the same place, starts the stream when it appears.
 */
function ConcertByPhase({ concert }: { concert: ProgrammeConcert }) {
  const today = useToday();
  const phase = useConcertPhase(concert);
  const night = isConcertNight(phase);
  const ready = useLiveStreamReady(concert.liveStream, night) && night;
  // The player's code while the doors are open: when the stream appears, its start waits only for the stream (bench:live).
  useEffect(() => {
    if (night && concert.liveStream !== null) preloadConcertPlayer();
  }, [night, concert.liveStream]);
  // Once joined, the live player stays until the stream itself ends (an encore runs past the scheduled end);
  // between two evenings of a concert of several, the page waits for the next.
  const [joined, setJoined] = useState(false);
  if (ready && !joined) setJoined(true);
  const streaming = ready || (joined && phase !== 'announced');
  const canEnterVr = useCanEnterVr();
  const waitInHeadset = canEnterVr && night && concert.liveStream !== null && !streaming;
  useNightAnnouncements(phase, streaming, concert.liveStream !== null);
  // The headset's own mood check (staff of a facility with the check on) holds the concert while it asks before it.
  const [engine, setEngine] = useState<AloneHeadsetPlayer | null>(null);
  const [holdStart, setHoldStart] = useState(false);
  const played =
    streaming || waitInHeadset ? (
      <HeadsetWaitingRoom concert={concert} active={waitInHeadset} captions={CAPTION_STORE}>
        {(room) => <ConcertPlayer startId={concert.id} liveConcert={concert} hold={!streaming} waitingRoom={room} onPlayer={setEngine} holdStart={holdStart} />}
      </HeadsetWaitingRoom>
    ) : hasOwnRecording(concert) ? (
      <ConcertPlayer startId={concert.id} current={concert} onPlayer={setEngine} holdStart={holdStart} />
    ) : undefined;
  const player = played && (
    <>
      {played}
      <AloneHeadsetMood concert={concert.id} player={engine} onHold={setHoldStart} />
    </>
  );
  const upcoming = !streaming && !waitInHeadset && (phase === 'announced' || phase === 'doors-open') && isBookable(concert, today);
  const notice = <PhaseNotice concert={concert} streaming={streaming} headset={waitInHeadset} captionChoice={<CaptionChoice languages={concert.captions} />} />;
  return upcoming ? (
    <UpcomingConcert concert={concert} player={player} notice={notice} />
  ) : (
    <ConcertDetails concert={concert} player={player} notice={notice} live={streaming} waiting={waitInHeadset} />
  );
}

/** The caption choice both the page and the headset's waiting room change (features/player-settings keeps it). */
const CAPTION_STORE = { read: readCaptionPreference, write: writeCaptionPreference };

/**
 * A concert still to come, with its live counts (the same cache as the home page's cards) and the 'Reserve
 * Spots' form, whose reservations update that cache: the counts here and on the home page change at once.
 */
function UpcomingConcert({ concert, player, notice }: { concert: ProgrammeConcert; player: React.ReactNode; notice: React.ReactNode }) {
  const live = withCounts(concert, useConcertCounts());
  const onReserved = (registered: number) => storeRegistered(concert, registered);
  const reserve = (
    <ReserveSpots
      concert={live}
      onReserved={onReserved}
      recount={() => recountConcert(concert)}
      calendar={<AddToCalendar concert={live} timeZone={live.timeZone} />}
      asFacility={(visitor) => (
        <FacilityReserve concert={live} onReserved={onReserved}>
          {visitor}
        </FacilityReserve>
      )}
    />
  );
  return <UpcomingConcertDetails concert={live} reserve={reserve} player={player} notice={notice} />;
}

/**
 * What changes on the night, said to screen readers as it happens (the page swaps its parts by itself), and
 * focus kept in the page when the part that held it goes (the waiting room, the booking form).
 */
function useNightAnnouncements(phase: ConcertPhase, streaming: boolean, hasStream: boolean) {
  const { t } = useTranslation('concerts');
  const said = useRef<string | null>(null);
  const words = streaming ? t('phaseNotice.live') : phase === 'doors-open' ? t('waitingRoom.title') : phase === 'live' ? t(hasStream ? 'phaseNotice.liveSoon' : 'phaseNotice.liveElsewhere') : null;
  useEffect(() => {
    const first = said.current === null;
    if (said.current === (words ?? '')) return;
    said.current = words ?? '';
    if (first || !words) return;
    announce(words);
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading && (!document.activeElement || document.activeElement === document.body)) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [words]);
}
