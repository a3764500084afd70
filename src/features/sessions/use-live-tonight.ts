import { useEffect, useMemo, useState } from 'react';
import { concertPhase, isConcertNight, useConcerts, type ProgrammeConcert } from '@/features/concerts';

/** A concert's night begins with its doors (15 minutes or more before the start): looking each half minute is soon enough. */
const LOOK_EVERY_MS = 30_000;

/**
 * The concerts a session can lead live now: those with a live stream whose doors are open or that are playing
 * (their night, on the venue's clock). `keep` stays listed past its night: the room may still be on it.
 */
export function useLiveTonight(keep: string | null): ProgrammeConcert[] {
  const { data: concerts } = useConcerts();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), LOOK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  return useMemo(
    () => (concerts ?? []).filter((concert) => concert.liveStream !== null && (concert.id === keep || isConcertNight(concertPhase(concert, now)))),
    [concerts, keep, now],
  );
}
