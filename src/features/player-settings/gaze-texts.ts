import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const GAZE_KEYS = ['play', 'pause', 'restart', 'back30', 'forward30', 'captionsOn', 'captionsOff', 'quieter', 'louder', 'recenter', 'chooseConcert', 'exitVr', 'menu', 'back', 'more', 'applaud', 'applauseSent'] as const;
/** A live concert's words in the headset are the flat badge's (`player:live.*`): one word for one state, on the page and in VR. */
const LIVE_KEYS = { live: 'live.badge', backToLive: 'live.backToLive' } as const;

/** The headset's words (`player:gaze.*`, and the live badge's), one set for both players: a headset says the same on either page. */
export type GazeWords = Record<(typeof GAZE_KEYS)[number] | keyof typeof LIVE_KEYS, string>;

export function useGazeTexts(): GazeWords {
  const { t } = useTranslation('player');
  return useMemo(
    () => ({
      ...(Object.fromEntries(GAZE_KEYS.map((key) => [key, t(`gaze.${key}`)])) as Record<(typeof GAZE_KEYS)[number], string>),
      live: t(LIVE_KEYS.live),
      backToLive: t(LIVE_KEYS.backToLive),
    }),
    [t],
  );
}
