import type { Page } from '@playwright/test';

export interface Spoken {
  text: string;
  lang: string;
}

/** Before the page's scripts: records what it asks the browser's speech synthesis to say, and lets it say it. */
export const listenToSpeech = (page: Page) =>
  page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    Object.assign(window, { __spoken: spoken });
    if (typeof speechSynthesis === 'undefined') return;
    const speak = speechSynthesis.speak.bind(speechSynthesis);
    speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      spoken.push({ text: utterance.text, lang: utterance.lang });
      speak(utterance);
    };
  });

/** What the page has said so far, in order. */
export const spokenSoFar = (page: Page): Promise<Spoken[]> => page.evaluate(() => (window as unknown as { __spoken: Spoken[] }).__spoken);
