import type { TFunction } from 'i18next';
import { formatConcertTime, formatStartForVisitor, type ProgrammeConcert } from '@/features/concerts';
import { countdownClock, countdownWords } from './countdown';

export interface WaitingWords {
  /** The time left in numbers: '12:05'. */
  clock: string;
  /** In words: 'The concert starts in 12 minutes.' (past the start with no stream yet: it will play by itself). */
  words: string;
  /** 'The concert starts at 19:00 (your time 13:00).', the visitor's time only where it differs. */
  startsAt: string;
}

/** What the waiting room says about the time, on the page and in the headset alike, at `now`. */
export function waitingWords(concert: ProgrammeConcert, language: string, now: number, t: TFunction<'concerts'>, visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone): WaitingWords {
  const left = Date.parse(concert.startsAt) - now;
  const time = formatConcertTime(concert, language);
  const yourTime = formatStartForVisitor(concert, language, visitorZone);
  return {
    clock: countdownClock(left),
    words: left > 0 ? t('waitingRoom.startsIn', { words: countdownWords(left, language) }) : t('phaseNotice.liveSoon'),
    startsAt: yourTime ? t('waitingRoom.startsAtYourTime', { time, yourTime }) : t('phaseNotice.doorsOpen', { time }),
  };
}
