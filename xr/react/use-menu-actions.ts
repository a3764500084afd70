import { useCallback, useMemo } from 'react';
import { isMenuActionDisabled, steppedVolume, type MenuAction } from '../core/gaze/menu-actions';
import type { MediaSourceHandle } from '../core/media/media-source';
import type { Player360Labels } from './labels';
import type { PlayerAudio } from './use-player-audio';

/** The headset menu's texts, disabled items and play/volume actions, kept in step with the HTML controls. */
export function useMenuActions(media: MediaSourceHandle | null, running: boolean, audio: PlayerAudio, labels: Player360Labels, inSession: boolean) {
  const menuLabels = useMemo<Record<MenuAction, string>>(
    () => ({
      'play-pause': running ? labels.pause : labels.play,
      'volume-down': labels.volumeDown,
      'volume-up': labels.volumeUp,
      recenter: labels.recenter,
      'exit-vr': labels.exitVr,
    }),
    [running, labels],
  );
  const heard = audio.muted ? 0 : audio.volume;
  const isDisabled = useCallback((action: MenuAction) => isMenuActionDisabled(action, { volume: heard, inSession }), [heard, inSession]);
  const onAction = useCallback(
    (action: MenuAction) => {
      if (action === 'play-pause') return running ? media?.pause() : void media?.play();
      if (action === 'volume-down' || action === 'volume-up') audio.setVolume(steppedVolume(heard, action === 'volume-up' ? 1 : -1));
    },
    [media, running, audio, heard],
  );
  return { menuLabels, isDisabled, onAction };
}
