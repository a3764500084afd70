import { createContext, useContext } from 'react';
import type { Language } from './config';
import { setLanguage } from './i18n';

/**
 * Switches the page to another language: its texts and its address (`/concerts` → `/nl/concerts`). The app's
 * router provides it; without a router that knows addresses (a test, the prerender) only the texts change.
 */
export const LanguageSwitchContext = createContext<(language: Language) => Promise<void>>(setLanguage);

export const useSwitchLanguage = () => useContext(LanguageSwitchContext);
