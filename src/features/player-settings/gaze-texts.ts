import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const GAZE_KEYS = ['play', 'pause', 'restart', 'back30', 'forward30', 'captionsOn', 'captionsOff', 'quieter', 'louder', 'recenter', 'chooseConcert', 'exitVr', 'menu', 'back', 'more', 'applaud', 'applauseSent'] as const;

/** The headset's words (`player:gaze.*`), one set for both players: a headset says the same on either page. */
export type GazeWords = Record<(typeof GAZE_KEYS)[number], string>;

export function useGazeTexts(): GazeWords {
  const { t } = useTranslation('player');
  return useMemo(() => Object.fromEntries(GAZE_KEYS.map((key) => [key, t(`gaze.${key}`)])) as GazeWords, [t]);
}
