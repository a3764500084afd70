import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { concertText, type ProgrammeConcert } from '@/features/concerts';
import { useDisplayLanguage } from '@/i18n/use-display-language';
import { useNow } from './use-now';
import { useSoundCheck } from './use-sound-check';
import { waitingWords } from './waiting-words';

/**
 * The waiting room in a headset (issue 24), as the player shows it in its session until the live stream starts:
 * the concert's poster where the stage will be, the same words as the page's waiting room (title, the time left in numbers and in words, the start on both
 * clocks, what the sound check said), a sound check and the caption language as gaze targets. Its shape is the
 * player's `waitingRoom` (features/player); the page passes one to the other.
 */
export interface HeadsetRoom {
  content: {
    board: { title: string; clock: string; words: string; startsAt: string; said: string };
    soundCheck: string;
    captions: string | null;
    poster: string;
  };
  actions: { soundCheck: () => void; captions: () => void };
}

/** The caption choice, kept by features/player-settings: the page passes its reader and writer (stable functions). */
export interface CaptionStore {
  read: () => string | null;
  write: (lang: string | null) => void;
}

interface HeadsetWaitingRoomProps {
  concert: ProgrammeConcert;
  /** A headset waits in the held player: the room's words tick every second. Otherwise there is no room (null). */
  active: boolean;
  captions: CaptionStore;
  /** The player, given the room: always rendered at the same place, so it stays when the stream starts. */
  children: (room: HeadsetRoom | null) => ReactNode;
}

export function HeadsetWaitingRoom({ concert, active, captions, children }: HeadsetWaitingRoomProps) {
  return children(useHeadsetRoom(concert, active, captions));
}

/** Off, then each of the concert's caption languages in turn: one look at the target moves one step. */
export function nextCaptionLanguage(languages: readonly string[], current: string | null): string | null {
  const order = [null, ...languages];
  const at = current !== null && languages.includes(current) ? order.indexOf(current) : 0;
  return order[(at + 1) % order.length] ?? null;
}

function captionWords(languages: readonly string[], chosen: string | null, language: string, t: TFunction<'concerts'>): string | null {
  if (languages.length === 0) return null;
  if (chosen === null || !languages.includes(chosen)) return t('waitingRoom.headsetCaptionsOff');
  return t('waitingRoom.headsetCaptions', { language: new Intl.DisplayNames([language], { type: 'language' }).of(chosen) ?? chosen });
}

function useHeadsetRoom(concert: ProgrammeConcert, active: boolean, { read, write }: CaptionStore): HeadsetRoom | null {
  const { t } = useTranslation('concerts');
  const language = useDisplayLanguage();
  const now = useNow(active);
  const { said, play } = useSoundCheck();
  const [chosen, setChosen] = useState(read);
  const { clock, words, startsAt } = waitingWords(concert, language, now, t);
  const { title } = concertText(concert, language);
  const languages = concert.captions;
  const captionLabel = captionWords(languages, chosen, language, t);
  const soundCheck = t('waitingRoom.soundCheckTitle');
  const poster = concert.posterUrl;
  return useMemo(() => {
    if (!active) return null;
    const nextCaptions = () => {
      const next = nextCaptionLanguage(languages, chosen);
      setChosen(next);
      write(next);
    };
    return { content: { board: { title, clock, words, startsAt, said }, soundCheck, captions: captionLabel, poster }, actions: { soundCheck: play, captions: nextCaptions } };
  }, [active, title, clock, words, startsAt, said, soundCheck, captionLabel, poster, play, languages, chosen, write]);
}
