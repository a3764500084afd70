import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGazeTexts } from '@/features/player-settings';
import type { Player360Labels } from '@xr/react/labels';
import { statusKey } from './status-message';

/** The player's texts in the visitor's language; the engine gets them ready-made. */
export function usePlayerLabels(): Player360Labels {
  const { t } = useTranslation('player');
  const gaze = useGazeTexts();
  return useMemo(
    () => ({
      region: t('region'),
      controls: t('controls'),
      play: t('play'),
      pause: t('pause'),
      restart: t('restart'),
      timeline: t('timeline'),
      timeText: (elapsed, total) => t('timeText', { elapsed, total }),
      mute: t('mute'),
      unmute: t('unmute'),
      tapForSound: t('tapForSound'),
      volume: t('volume'),
      captions: t('captions'),
      quality: t('quality'),
      qualityAuto: t('qualityAuto'),
      // A stream that does not declare its picture height is told apart by its bitrate.
      qualityLevel: ({ height, kbps }) => (height > 0 ? t('qualityLevel', { height }) : t('qualityBitrate', { kbps })),
      fullscreen: t('fullscreen'),
      exitFullscreen: t('exitFullscreen'),
      recenter: t('recenter'),
      retry: t('retry'),
      enterVr: t('enterVr'),
      exitVr: t('exitVr'),
      motionControl: t('motionControl'),
      motionDenied: t('motionDenied'),
      motionUnavailable: t('motionUnavailable'),
      swapEyes: t('swapEyes'),
      endedHeading: t('endedHeading'),
      watchNext: (title) => t('watchNext', { title }),
      watchAgain: t('watchAgain'),
      live: t('live.badge'),
      backToLive: t('live.backToLive'),
      liveWaiting: t('live.waiting'),
      status: (state, error) => {
        const key = statusKey(state, error);
        return key ? t(key) : '';
      },
      gaze,
    }),
    [t, gaze],
  );
}
