// @vitest-environment jsdom
import i18next from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import de from '@/i18n/locales/de/player.json';
import en from '@/i18n/locales/en/player.json';
import es from '@/i18n/locales/es/player.json';
import fr from '@/i18n/locales/fr/player.json';
import nl from '@/i18n/locales/nl/player.json';
import pt from '@/i18n/locales/pt/player.json';
import { useGazeTexts, type GazeWords } from './gaze-texts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const FILES = { en, nl, es, pt, de, fr };

async function wordsIn(language: keyof typeof FILES): Promise<GazeWords> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources: { [language]: { player: FILES[language] } }, react: { useSuspense: false } });
  let seen: GazeWords | undefined;
  function Probe() {
    seen = useGazeTexts();
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>,
    ),
  );
  act(() => root.unmount());
  if (!seen) throw new Error('useGazeTexts gave nothing');
  return seen;
}

describe("the headset's words", () => {
  it.each(Object.keys(FILES) as (keyof typeof FILES)[])("says a live concert in the flat badge's words, in %s", async (language) => {
    const words = await wordsIn(language);
    expect(words.live).toBe(FILES[language].live.badge);
    expect(words.backToLive).toBe(FILES[language].live.backToLive);
    expect(words.applaud).toBe(FILES[language].gaze.applaud);
  });
});
