import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_KEYS, CODE_LENGTH } from '../session-code';
import type { SessionPlayer } from '../session-player';

interface GazeKeypadInput {
  player: SessionPlayer | null;
  /** Offer the keypad (not yet joined). */
  wanted: boolean;
  code: string;
  /** A problem or 'Joining…' shown on the keypad's display, or ''. */
  message: string;
  press: (key: string) => void;
  erase: () => void;
  submit: () => void;
}

const NOTHING = () => () => undefined;

/**
 * In a headset, before joining: the code is typed by looking at large keys (the engine's gaze keypad).
 * It opens when VR starts and closes once joined; the page's own field and keypad show the same code.
 */
export function useGazeKeypad({ player, wanted, code, message, press, erase, submit }: GazeKeypadInput): void {
  const { t } = useTranslation('sessions');
  const inVr = useSyncExternalStore(player?.subscribe ?? NOTHING, () => player?.getSnapshot().vr.active ?? false);
  const latest = useRef({ code, message, press, erase, submit });
  latest.current = { code, message, press, erase, submit };
  const texts = { prompt: t('join.gaze.prompt'), erase: t('join.gaze.erase'), join: t('join.gaze.join') };
  const textsKey = JSON.stringify(texts);

  useEffect(() => {
    if (!player || !inVr || !wanted) return;
    player.gaze.openKeypad({
      keys: CODE_KEYS,
      length: CODE_LENGTH,
      texts: JSON.parse(textsKey) as typeof texts,
      value: () => latest.current.code,
      message: () => latest.current.message,
      press: (key) => latest.current.press(key),
      erase: () => latest.current.erase(),
      submit: () => latest.current.submit(),
    });
    return () => player.gaze.closeKeypad();
  }, [player, inVr, wanted, textsKey]);
}
