import { useEffect, useRef } from 'react';

/**
 * Says the question once each time a new one shows in the headset, with the browser's speech synthesis where it
 * has it, and stops talking when the question goes (answered, or the concert starts).
 */
export function useSpokenQuestion(question: string | null, language: string): void {
  const said = useRef<string | null>(null);
  useEffect(() => {
    if (!question || typeof speechSynthesis === 'undefined') return;
    if (said.current !== question) {
      said.current = question;
      const utterance = new SpeechSynthesisUtterance(question);
      utterance.lang = language;
      // Calm and clear: a little slower than the default.
      utterance.rate = 0.9;
      speechSynthesis.cancel();
      speechSynthesis.speak(utterance);
    }
    return () => speechSynthesis.cancel();
  }, [question, language]);
}
