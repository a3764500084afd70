import { startTransition, useCallback, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { isLanguage, type Language } from '@/i18n/config';
import { setLanguage } from '@/i18n/i18n';
import { localizedPath, splitLanguagePath } from '@/i18n/language-path';
import { LanguageSwitchContext } from '@/i18n/language-switch';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/**
 * The browser's router, with the address's language prefix as its basename (`/nl/concerts` renders the
 * `/concerts` route in Dutch). The basename and the location come from one state, so a change of language
 * (a new prefix) never renders a location under the old basename, which would unmount the page and lose
 * what the visitor typed.
 */
export function LanguageRouter({ children }: { children: ReactNode }) {
  const [history] = useState<BrowserHistory>(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))), [history]);
  const { language } = splitLanguagePath(state.location.pathname);
  useFollowAddressLanguage(language);
  const switchLanguage = useCallback((next: Language) => switchAddressLanguage(history, next), [history]);
  const prefix = localizedPath(language, '/');
  return (
    <LanguageSwitchContext value={switchLanguage}>
      <Router basename={prefix} location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </LanguageSwitchContext>
  );
}

/** Back and forward between two languages' addresses change the texts too. */
function useFollowAddressLanguage(language: Language): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (isLanguage(i18n.language) && i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
}

/** The texts first (once loaded), then the address, so the page never shows one language under another's address. */
async function switchAddressLanguage(history: BrowserHistory, language: Language): Promise<void> {
  await setLanguage(language);
  const { pathname, search, hash } = history.location;
  const target = localizedPath(language, splitLanguagePath(pathname).path);
  // A `?lang=` that led here has done its work: the path says the language now.
  const params = new URLSearchParams(search);
  params.delete('lang');
  const query = params.size > 0 ? `?${params}` : '';
  if (target !== pathname || query !== search) history.replace({ pathname: target, search: query, hash }, history.location.state);
}
