import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playTestTone } from './test-tone';

export type SoundCheckState = 'idle' | 'playing' | 'played' | 'failed';

/**
 * The waiting room's sound check, on a screen or in a headset: plays the soft tone, one at a time, then asks
 * whether it was heard (or says the device could not play it). `said` is '' before the first try.
 */
export function useSoundCheck(): { state: SoundCheckState; said: string; play: () => void } {
  const { t } = useTranslation('concerts');
  const [state, setState] = useState<SoundCheckState>('idle');
  const playing = useRef(false);
  const play = useCallback(() => {
    if (playing.current) return;
    playing.current = true;
    setState('playing');
    void playTestTone()
      .then(
        (played) => setState(played ? 'played' : 'failed'),
        () => setState('failed'),
      )
      .finally(() => (playing.current = false));
  }, []);
  const said = { idle: '', playing: t('waitingRoom.soundCheckPlaying'), played: t('waitingRoom.soundCheckAsk'), failed: t('waitingRoom.soundCheckFailed') }[state];
  return { state, said, play };
}
