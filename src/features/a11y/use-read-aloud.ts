import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isSpeechSupported, mainContentText, speak, stopSpeaking } from './read-aloud';

export interface ReadAloud {
  supported: boolean;
  reading: boolean;
  toggle: () => void;
  stop: () => void;
}

/** Read Page Aloud as on/off state: pressing again stops; the end of the text resets it by itself. */
export function useReadAloud(): ReadAloud {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const [reading, setReading] = useState(false);
  const [supported] = useState(isSpeechSupported);

  const stop = useCallback(() => {
    stopSpeaking();
    setReading(false);
  }, []);

  const toggle = () => {
    if (reading) return stop();
    setReading(speak(mainContentText(), i18n.language, () => setReading(false)));
  };

  // A new page is new content: the old page must not go on being read over it.
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    stop();
  }, [pathname, stop]);

  useEffect(() => () => stopSpeaking(), []);

  return { supported, reading, toggle, stop };
}
