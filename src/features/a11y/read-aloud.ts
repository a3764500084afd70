/** A small wrapper around the browser's speech synthesis for "Read Page Aloud". */
export const SPEECH_RATE = 0.9;

/** The layout's <main> (app/layout/skip-link.tsx): a feature may not import app/, so the id is repeated here. */
export const MAIN_CONTENT_ID = 'main-content';

export function isSpeechSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.speechSynthesis?.speak === 'function' &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

/** The readable text of the main content: innerText skips hidden parts; whitespace is collapsed. */
export function mainContentText(doc: Document = document): string {
  const main = doc.getElementById(MAIN_CONTENT_ID);
  if (!main) return '';
  const text = main.innerText || main.textContent || '';
  return text.replace(/\s+/g, ' ').trim();
}

let current: SpeechSynthesisUtterance | null = null;

/**
 * Speaks `text` in `lang`, replacing anything already being read. `onDone` runs once when this
 * reading finishes or fails by itself, never when it was stopped or replaced (the caller knows then).
 */
export function speak(text: string, lang: string, onDone: () => void): boolean {
  if (!isSpeechSupported() || text === '') return false;
  stopSpeaking();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.rate = SPEECH_RATE;
  utterance.lang = lang;
  const finish = () => {
    if (current !== utterance) return;
    current = null;
    onDone();
  };
  utterance.addEventListener('end', finish);
  utterance.addEventListener('error', finish);
  current = utterance;
  window.speechSynthesis.speak(utterance);
  return true;
}

export function stopSpeaking(): void {
  // Forget the utterance first: cancel() fires its end/error events, which must not call onDone.
  current = null;
  if (isSpeechSupported()) window.speechSynthesis.cancel();
}

export function isSpeaking(): boolean {
  return current !== null;
}
